import { useState, type ReactNode } from 'react';
import { Alert, Card, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { companyEditCall, companyInfoCall } from '@simdesk/contract';
import { useCallQuery } from '../../../api/use-call-query';
import { usePageContext } from '../../../routing/page-context';
import { useCallAllowed } from '../../../components/permission/call-allowed';
import { useSession } from '../../../session/session-store';
import { BasicSettingsTab } from './basic-settings-tab';
import { CardImportTab } from './card-import-tab';
import { MailSettingsTab } from './mail-settings-tab';
import { PushSettingsTab } from './push-settings-tab';
import { RealNameTab } from './real-name-tab';
import { useTargetCompany } from './settings-hooks';
import './account-setting-page.css';

const tabKeys = ['basic', 'realName', 'mail', 'push', 'cardImport'] as const;
type TabKey = (typeof tabKeys)[number];

/** /sys/accountSetting: enterprise settings; ?cardImport opens the card import rules (from the import flow). */
export function AccountSettingPage() {
  const { t } = useTranslation('settings');
  const search = new URLSearchParams(usePageContext().search);
  const [tab, setTab] = useState<TabKey>(search.has('cardImport') ? 'cardImport' : 'basic');
  // Every tab saves with the settings page's edit right.
  const canEdit = useCallAllowed(companyEditCall);
  const target = useTargetCompany();
  const { user } = useSession();
  const otherCompany = target.companyId !== undefined && target.companyId !== user?.companyId;
  const info = useCallQuery(
    companyInfoCall,
    { companyId: target.companyId ?? 0 },
    { page: { pageIndex: 1, pageSize: 10 }, enabled: otherCompany },
  );

  const panels: Record<TabKey, ReactNode> = {
    basic: <BasicSettingsTab canEdit={canEdit} />,
    realName: <RealNameTab canEdit={canEdit} />,
    mail: <MailSettingsTab canEdit={canEdit} />,
    push: <PushSettingsTab canEdit={canEdit} />,
    cardImport: <CardImportTab canEdit={canEdit} />,
  };
  return (
    <Card variant="borderless" className="account-setting-page">
      {otherCompany && (
        <Alert
          type="warning"
          showIcon
          className="settings-other-company"
          title={t('otherCompany', { name: info.data?.rows[0]?.companyName ?? target.companyId })}
        />
      )}
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as TabKey)}
        destroyOnHidden
        items={tabKeys.map((key) => ({ key, label: t(`tabs.${key}`), children: panels[key] }))}
      />
    </Card>
  );
}
