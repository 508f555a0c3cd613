import { Table, Typography, type TableProps } from 'antd';
import type { TFunction } from 'i18next';
import type { ChangeItemRow } from '@simdesk/contract';
import { DisplayTime } from '../../../components/display-time';
import { ItemStateTag } from '../../../features/sim-cards/card-actions/change-state-tags';

/** A time in the operator's zone, or a dash for one still to come. */
const timeOrDash = (value: string | null) => (value ? <DisplayTime value={value} /> : '—');

/** The card's latest changes through the console, newest first, each with its state at the carrier. */
export function RecentChangesTable({ changes, t }: { changes: readonly ChangeItemRow[]; t: TFunction }) {
  const columns: TableProps<ChangeItemRow>['columns'] = [
    { title: t('cardChange:columns.id'), dataIndex: 'orderId', width: 90 },
    {
      title: t('cardChange:columns.kind'),
      dataIndex: 'kind',
      render: (_, change) => t(`cardChange:kind.${change.kind}`),
    },
    {
      title: t('cardChange:columns.state'),
      dataIndex: 'state',
      render: (_, change) => <ItemStateTag state={change.state} t={t} />,
    },
    { title: t('cardChange:columns.operator'), dataIndex: 'operatorAccount' },
    { title: t('cardChange:columns.createdAt'), dataIndex: 'createdAt', render: timeOrDash },
    { title: t('cardDiagnosis:reset.columns.finishedAt'), dataIndex: 'settledAt', render: timeOrDash },
    { title: t('cardChange:fields.reason'), dataIndex: 'reason', ellipsis: true },
  ];
  return (
    <Table<ChangeItemRow>
      className="diagnosis-changes"
      rowKey="id"
      size="small"
      pagination={false}
      dataSource={[...changes]}
      columns={columns}
      locale={{
        emptyText: (
          <Typography.Text type="secondary">{t('cardDiagnosis:diagnose.noChanges')}</Typography.Text>
        ),
      }}
    />
  );
}
