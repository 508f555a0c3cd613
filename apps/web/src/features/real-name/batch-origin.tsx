import { Space, Typography, type DescriptionsProps, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import type { EnterpriseBatchRow } from '@simdesk/contract/modules/real-name';
import { BatchProgress, FollowedBatchProgress, type BatchStanding } from './batch-progress';
import { timeCell } from './real-name-cells';

/** What every batch row tells besides its own: its cards, who sent it and when, its company and org. */
export type BatchOrigin = Pick<
  EnterpriseBatchRow,
  'cardCount' | 'name' | 'account' | 'createdAt' | 'companyName' | 'orgName'
>;

/** A name with a second line under it (an account, an org). */
export function TwoLines({ first, second }: { first: string; second: string | null }) {
  return (
    <Space orientation="vertical" size={0}>
      <span>{first}</span>
      {second !== null && <Typography.Text type="secondary">{second}</Typography.Text>}
    </Space>
  );
}

/** A batch list's last columns: the cards and where they stand as a bar, who sent the batch, when, and where. */
export function batchOriginColumns<Row extends BatchOrigin>(
  t: TFunction,
  standingOf: (batch: Row) => BatchStanding,
): TableColumnsType<Row> {
  return [
    { key: 'cardCount', title: t('realName:batches.cardCount'), dataIndex: 'cardCount' },
    {
      key: 'progress',
      title: t('realName:batches.progress'),
      render: (_, batch) => <BatchProgress {...standingOf(batch)} />,
    },
    {
      key: 'createdBy',
      title: t('realName:batches.createdBy'),
      render: (_, batch) => <TwoLines first={batch.name} second={batch.account} />,
    },
    { key: 'createdAt', title: t('realName:columns.createdAt'), dataIndex: 'createdAt', render: timeCell },
    {
      key: 'companyOrg',
      title: t('realName:batches.companyOrg'),
      render: (_, batch) => <TwoLines first={batch.companyName} second={batch.orgName} />,
    },
  ];
}

/** A batch summary's last facts: its cards, who sent it and when, its company and org, and where it stands. */
export function batchOriginFacts(
  t: TFunction,
  batch: BatchOrigin,
  standing: BatchStanding,
  refreshSeconds: number,
): NonNullable<DescriptionsProps['items']> {
  return [
    { key: 'cardCount', label: t('realName:batches.cardCount'), children: batch.cardCount },
    {
      key: 'createdBy',
      label: t('realName:batches.createdBy'),
      children: `${batch.name} (${batch.account})`,
    },
    { key: 'createdAt', label: t('realName:columns.createdAt'), children: timeCell(batch.createdAt) },
    { key: 'company', label: t('realName:columns.company'), children: batch.companyName },
    { key: 'org', label: t('realName:columns.org'), children: batch.orgName ?? t('common:none') },
    {
      key: 'counts',
      label: t('realName:batches.progress'),
      span: 'filled',
      children: <FollowedBatchProgress standing={standing} refreshSeconds={refreshSeconds} />,
    },
  ];
}
