import { Typography, type TableProps } from 'antd';
import type { TFunction } from 'i18next';
import type { ChangeOrderRow } from '@simdesk/contract';
import { DisplayTime } from '../../../components/display-time';
import { OrderStateTag } from '../../../features/sim-cards/card-actions/change-state-tags';

/** The columns of the reset list: the card (or the file's count), the order's state and how many settled. */
export function resetColumns(t: TFunction): NonNullable<TableProps<ChangeOrderRow>['columns']> {
  return [
    { title: t('cardDiagnosis:reset.columns.id'), dataIndex: 'id', width: 90 },
    {
      title: t('cardDiagnosis:reset.columns.card'),
      dataIndex: 'firstIccid',
      render: (_, order) =>
        order.batch ? t('cardDiagnosis:reset.batchOf', { count: order.cardCount }) : order.firstIccid,
    },
    {
      title: t('cardDiagnosis:reset.columns.state'),
      dataIndex: 'state',
      render: (_, order) => <OrderStateTag state={order.state} t={t} />,
    },
    {
      title: t('cardDiagnosis:reset.columns.progress'),
      key: 'progress',
      render: (_, order) => (
        <Typography.Text>
          {order.counts.success} /{' '}
          <Typography.Text type={order.counts.failed > 0 ? 'danger' : undefined}>
            {order.counts.failed}
          </Typography.Text>
        </Typography.Text>
      ),
    },
    {
      title: t('cardDiagnosis:reset.columns.task'),
      dataIndex: 'taskId',
      render: (value: number | null) => value ?? '—',
    },
    { title: t('cardDiagnosis:reset.columns.operator'), dataIndex: 'operatorAccount' },
    {
      title: t('cardDiagnosis:reset.columns.createdAt'),
      dataIndex: 'createdAt',
      render: (value: string) => <DisplayTime value={value} />,
    },
    {
      title: t('cardDiagnosis:reset.columns.finishedAt'),
      dataIndex: 'finishedAt',
      render: (value: string | null) => (value ? <DisplayTime value={value} /> : '—'),
    },
  ];
}
