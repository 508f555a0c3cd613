import { Progress, Typography } from 'antd';
import type { TableProps } from 'antd';
import type { TFunction } from 'i18next';
import { cardStatus, type ChangeOrderRow } from '@simdesk/contract';
import { OrderStateTag } from '../../../features/sim-cards/card-actions/change-state-tags';
import { CancelOrderButton } from './cancel-order-button';
import { DisplayTime } from '../../../components/display-time';

/** What an order asks, in words: "Suspended", "APN CMIOT on", "close communication", "open voice", "SMS". */
export function describeRequest(
  order: Pick<ChangeOrderRow, 'kind' | 'request' | 'targetStatus'>,
  t: TFunction,
) {
  const { request } = order;
  switch (order.kind) {
    case 'status':
      return order.targetStatus === null ? '' : t(cardStatus.labelKeyOf(order.targetStatus));
    case 'communication':
      return t(request.open === true ? 'cardChange:communication.open' : 'cardChange:communication.close');
    case 'voice':
      return t(request.open === true ? 'cardChange:voice.open' : 'cardChange:voice.close');
    case 'apn':
      return `APN ${String(request.apn)} ${t(request.enabled === true ? 'cardChange:apnPcc.on' : 'cardChange:apnPcc.off')}`;
    case 'pcc':
      return `${String(request.policyCode)} ${t(request.enabled === true ? 'cardChange:apnPcc.on' : 'cardChange:apnPcc.off')}`;
    case 'sms':
      return String(request.content ?? '');
  }
}

/** Settled cards of all the order's cards, as a percentage. */
export function settledPercent(order: ChangeOrderRow): number {
  if (order.cardCount === 0) return 100;
  const settled = order.counts.success + order.counts.failed;
  return Math.round((settled / order.cardCount) * 100);
}

export function orderColumns(t: TFunction): NonNullable<TableProps<ChangeOrderRow>['columns']> {
  return [
    { title: t('cardChange:columns.id'), dataIndex: 'id', width: 80 },
    {
      title: t('cardChange:columns.kind'),
      dataIndex: 'kind',
      render: (_, order) => (
        <>
          <div>{t(`cardChange:kind.${order.kind}`)}</div>
          <Typography.Text type="secondary">{describeRequest(order, t)}</Typography.Text>
        </>
      ),
    },
    {
      title: t('cardChange:columns.cards'),
      dataIndex: 'cardCount',
      render: (_, order) =>
        order.batch ? t('cardChange:columns.batchOf', { count: order.cardCount }) : order.firstIccid,
    },
    {
      title: t('cardChange:columns.state'),
      dataIndex: 'state',
      render: (_, order) => <OrderStateTag state={order.state} t={t} />,
    },
    {
      title: t('cardChange:columns.progress'),
      key: 'progress',
      width: 180,
      render: (_, order) => (
        <Progress
          aria-label={t('cardChange:columns.progress')}
          size="small"
          percent={settledPercent(order)}
          success={{
            percent: order.cardCount === 0 ? 0 : Math.round((order.counts.success / order.cardCount) * 100),
          }}
          status={order.counts.failed > 0 ? 'exception' : undefined}
          format={() => `${order.counts.success + order.counts.failed}/${order.cardCount}`}
        />
      ),
    },
    { title: t('cardChange:fields.reason'), dataIndex: 'reason', ellipsis: true },
    { title: t('cardChange:columns.operator'), dataIndex: 'operatorAccount' },
    {
      title: t('cardChange:columns.createdAt'),
      dataIndex: 'createdAt',
      render: (value: string) => <DisplayTime value={value} />,
    },
    {
      title: t('cardChange:fields.effectiveAt'),
      dataIndex: 'scheduledAt',
      render: (value: string | null) => (value ? <DisplayTime value={value} /> : '—'),
    },
    {
      title: t('cardChange:columns.actions'),
      key: 'actions',
      width: 110,
      // The list is wider than most screens: the action stays in sight.
      fixed: 'right',
      render: (_, order) => <CancelOrderButton order={order} />,
    },
  ];
}
