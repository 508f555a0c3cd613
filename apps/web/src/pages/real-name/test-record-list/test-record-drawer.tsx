import { Descriptions, Drawer, Skeleton, type DescriptionsProps } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { status, testRegistrationStatus } from '@simdesk/contract';
import { testRecordDetailCall, type TestRecordRow } from '@simdesk/contract/modules/real-name';
import { useCallRowQuery } from '../../../api/use-call-query';
import { CodeTag } from '../../../components/codes/code-tag';
import { identifierCell, timeCell } from '../../../features/real-name/real-name-cells';

/** What the drawer says of a test registration. */
function recordFacts(t: TFunction, record: TestRecordRow): DescriptionsProps['items'] {
  const none = t('common:none');
  return [
    { key: 'iccid', label: t('realName:columns.iccid'), children: identifierCell(record.iccid) },
    { key: 'msisdn', label: t('realName:columns.msisdn'), children: identifierCell(record.msisdn ?? none) },
    { key: 'tester', label: t('realNameTesting:records.tester'), children: record.testerName },
    {
      key: 'status',
      label: t('realNameTesting:records.status'),
      children: <CodeTag table={testRegistrationStatus} code={record.status} />,
    },
    { key: 'startedAt', label: t('realNameTesting:records.startedAt'), children: timeCell(record.startedAt) },
    {
      key: 'endedAt',
      label: t('realNameTesting:records.endedAt'),
      children: record.endedAt === null ? none : timeCell(record.endedAt),
    },
    {
      key: 'startedBy',
      label: t('realNameTesting:records.startedBy'),
      children: `${record.name} (${record.account})`,
    },
    { key: 'company', label: t('realName:columns.company'), children: record.companyName },
    { key: 'org', label: t('realName:columns.org'), children: record.orgName ?? none },
  ];
}

/** One test registration, read through its detail call, beside the list; a record gone is said in the drawer. */
export function TestRecordDrawer({
  recordId,
  onClose,
}: {
  recordId: number | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const detail = useCallRowQuery(
    testRecordDetailCall,
    { id: recordId ?? 0 },
    { enabled: recordId !== undefined, silentStatuses: [status.notFound] },
  );
  const record = detail.data;
  return (
    <Drawer
      open={recordId !== undefined}
      title={t('realNameTesting:records.detailTitle', { id: recordId ?? '' })}
      size={520}
      onClose={onClose}
      destroyOnHidden
    >
      {detail.isError && t('realNameTesting:records.notFound')}
      {record === undefined && !detail.isError && <Skeleton active />}
      {record !== undefined && (
        <Descriptions size="small" column={1} bordered items={recordFacts(t, record)} />
      )}
    </Drawer>
  );
}
