import { EditOutlined } from '@ant-design/icons';
import type { DescriptionsProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { testerDetailCall, testerEditCall, type TesterRow } from '@simdesk/contract/modules/real-name';
import { RecordSummaryCard } from '../../../components/detail-page/record-summary-card';
import { EnabledTag } from '../../../components/list-page/enabled-state';
import { CallButton } from '../../../components/permission/call-button';
import { identifierCell, timeCell } from '../../../features/real-name/real-name-cells';
import { testerEditPath, TesterWorkTag } from '../testing-cells';

/** The tester as the server masks them, what they test now, who added them, and the way to edit them. */
export function TesterSummary({ tester }: { tester: TesterRow }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const none = t('common:none');
  const facts: DescriptionsProps['items'] = [
    {
      key: 'idNumber',
      label: t('realNameTesting:tester.idNumber'),
      children: identifierCell(tester.idNumber),
    },
    { key: 'mobile', label: t('realNameTesting:tester.mobile'), children: identifierCell(tester.mobile) },
    {
      key: 'enabled',
      label: t('realNameTesting:tester.enabled'),
      children: (
        <EnabledTag enabled={tester.enabled}>
          {t(`realNameTesting:tester.enabledStates.${tester.enabled ? 'enabled' : 'disabled'}`)}
        </EnabledTag>
      ),
    },
    { key: 'company', label: t('realName:columns.company'), children: tester.companyName },
    { key: 'org', label: t('realName:columns.org'), children: tester.orgName ?? none },
    {
      key: 'addedBy',
      label: t('realNameTesting:tester.addedBy'),
      children: `${tester.name} (${tester.account})`,
    },
    { key: 'addedAt', label: t('realNameTesting:tester.addedAt'), children: timeCell(tester.createdAt) },
    { key: 'note', label: t('realNameTesting:tester.note'), span: 2, children: tester.note ?? none },
  ];
  return (
    <RecordSummaryCard
      name={tester.testerName}
      status={<TesterWorkTag tester={tester} />}
      actions={
        <CallButton
          call={[testerEditCall, testerDetailCall]}
          icon={<EditOutlined />}
          onClick={() => void navigate(testerEditPath(tester.id))}
        >
          {t('realNameTesting:testers.edit')}
        </CallButton>
      }
      facts={facts}
    />
  );
}
