import { Descriptions, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  companyEditCall,
  companyInfoCall,
  deployType,
  lookupPage,
  type CompanyInfo,
} from '@simdesk/contract';
import { useCallQuery } from '../../../api/use-call-query';
import { codeLabel } from '../../../components/codes/code-label';
import { CallField } from '../../../components/forms/call-field';
import { LogoField } from './logo-field';
import { SettingsForm } from './settings-form';
import { useTargetCompany } from './settings-hooks';

interface BasicValues {
  companyName: string;
  platformName: string;
}

/** Company name, platform name (the document title), deploy type (read-only) and logo. */
export function BasicSettingsTab({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation(['settings', 'codes']);
  const { t: text } = useTranslation();
  const target = useTargetCompany();
  const info = useCallQuery(
    companyInfoCall,
    { companyId: target.companyId ?? 0 },
    { page: lookupPage, enabled: target.companyId !== undefined },
  );
  const company: CompanyInfo | undefined = info.data?.rows[0];
  return (
    <div className="settings-tab">
      {/* A logo change reads the company again: the names stay as typed unless the stored ones change. */}
      <SettingsForm<typeof companyEditCall, BasicValues, CompanyInfo>
        call={companyEditCall}
        name="basicSettings"
        stored={company}
        toValues={(stored) => ({ companyName: stored.companyName, platformName: stored.platformName })}
        toObj={(values) => ({ ...target.obj, ...values })}
        canEdit={canEdit}
      >
        <CallField
          name="companyName"
          label={t('basic.companyName')}
          message={t('basic.companyNameRequired')}
          required
        />
        <CallField
          name="platformName"
          label={t('basic.platformName')}
          extra={t('basic.platformNameHelp')}
          message={t('basic.platformNameRequired')}
          required
        />
      </SettingsForm>
      <Descriptions
        column={1}
        className="settings-facts"
        items={[
          {
            key: 'deployType',
            label: t('basic.deployType'),
            children: <Tag>{company ? codeLabel(text, deployType, company.deployType) : ''}</Tag>,
          },
          {
            key: 'logo',
            label: t('basic.logo'),
            children: <LogoField company={company} companyObj={target.obj} canEdit={canEdit} />,
          },
        ]}
      />
    </div>
  );
}
