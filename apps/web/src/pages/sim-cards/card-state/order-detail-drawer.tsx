import { useState } from 'react';
import { Descriptions, Drawer, Select, Space, Table, Typography } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  cardStateDetailCall,
  cardStatus,
  changeItemStates,
  isChangeOrderOpen,
  type ChangeItemRow,
  type ChangeItemState,
} from '@simdesk/contract';
import { callApiForRow } from '../../../api/call-api';
import { callQueryKey } from '../../../api/use-call-query';
import { ItemStateTag, OrderStateTag } from '../../../features/sim-cards/card-actions/change-state-tags';
import { CancelOrderButton } from './cancel-order-button';
import { describeRequest } from './order-columns';
import { DisplayTime } from '../../../components/display-time';
import { KeyboardScrollable } from '../../../components/list-page/keyboard-scrollable';

const refreshMilliseconds = 2_000;

/** One order: what it asked, and each card with its carrier order number and outcome, refreshed while open. */
export function OrderDetailDrawer({
  orderId,
  onClose,
}: {
  orderId: number | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation('cardChange');
  // Code labels and the shared order helpers take keys of several namespaces, with their prefix.
  const { t: text } = useTranslation();
  const [itemState, setItemState] = useState<ChangeItemState>();
  const [page, setPage] = useState({ pageIndex: 1, pageSize: 20 });
  const obj = { orderId: orderId ?? 0, ...(itemState ? { itemState } : {}) };
  const detail = useQuery({
    queryKey: callQueryKey(cardStateDetailCall, obj, page),
    queryFn: () => callApiForRow(cardStateDetailCall, obj, page),
    enabled: orderId !== undefined,
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data && isChangeOrderOpen(query.state.data.order.state) ? refreshMilliseconds : false,
  });
  const order = detail.data?.order;
  const statusText = (code: number | null) =>
    code !== null && cardStatus.has(code) ? text(cardStatus.labelKeyOf(code)) : '';
  return (
    <Drawer
      open={orderId !== undefined}
      onClose={onClose}
      size="large"
      title={t('detail.title', { id: orderId ?? '' })}
      extra={order && <CancelOrderButton order={order} />}
      destroyOnHidden
    >
      {order && (
        <Descriptions size="small" column={2} bordered className="card-state-summary">
          <Descriptions.Item label={t('columns.kind')}>{t(`kind.${order.kind}`)}</Descriptions.Item>
          <Descriptions.Item label={t('detail.request')}>{describeRequest(order, text)}</Descriptions.Item>
          <Descriptions.Item label={t('columns.state')}>
            <OrderStateTag state={order.state} t={text} />
          </Descriptions.Item>
          <Descriptions.Item label={t('columns.operator')}>{order.operatorAccount}</Descriptions.Item>
          <Descriptions.Item label={t('fields.reason')}>{order.reason ?? '—'}</Descriptions.Item>
          <Descriptions.Item label={t('fields.effectiveAt')}>
            {order.scheduledAt ? <DisplayTime value={order.scheduledAt} /> : t('detail.atOnce')}
          </Descriptions.Item>
          <Descriptions.Item label={t('detail.counts')} span={2}>
            {changeItemStates.map((state) => `${t(`itemState.${state}`)} ${order.counts[state]}`).join(' · ')}
          </Descriptions.Item>
          {order.unmatchedNumbers.length > 0 && (
            <Descriptions.Item label={t('detail.unmatched')} span={2}>
              <Typography.Text type="danger">{order.unmatchedNumbers.join(', ')}</Typography.Text>
            </Descriptions.Item>
          )}
        </Descriptions>
      )}
      <Space className="card-state-item-filter">
        <Select<ChangeItemState>
          allowClear
          aria-label={t('detail.itemState')}
          placeholder={t('detail.itemState')}
          style={{ width: 180 }}
          value={itemState}
          onChange={(value) => {
            setItemState(value);
            setPage((current) => ({ ...current, pageIndex: 1 }));
          }}
          options={changeItemStates.map((state) => ({ value: state, label: t(`itemState.${state}`) }))}
        />
      </Space>
      <KeyboardScrollable>
        <Table<ChangeItemRow>
          size="small"
          rowKey="id"
          loading={detail.isLoading}
          dataSource={detail.data?.items ?? []}
          scroll={{ x: 'max-content' }}
          pagination={{
            current: page.pageIndex,
            pageSize: page.pageSize,
            total: detail.data?.itemTotal ?? 0,
            onChange: (pageIndex, pageSize) => setPage({ pageIndex, pageSize }),
          }}
          columns={[
            { title: 'ICCID', dataIndex: 'iccid' },
            { title: 'MSISDN', dataIndex: 'msisdn' },
            ...(order?.kind === 'status'
              ? [
                  {
                    title: t('detail.from'),
                    key: 'from',
                    render: (_: unknown, item: ChangeItemRow) => statusText(item.fromStatus),
                  },
                  {
                    title: t('detail.to'),
                    key: 'to',
                    render: (_: unknown, item: ChangeItemRow) => statusText(item.toStatus),
                  },
                ]
              : []),
            {
              title: t('columns.state'),
              dataIndex: 'state',
              render: (_, item) => <ItemStateTag state={item.state} t={text} />,
            },
            { title: t('detail.carrierOrder'), dataIndex: 'carrierOrderNumber' },
            ...(order?.kind === 'sms' ? [{ title: t('detail.delivery'), dataIndex: 'deliveryState' }] : []),
            {
              title: t('detail.outcome'),
              key: 'reason',
              render: (_, item) => [item.reasonCode, item.reason].filter(Boolean).join(': '),
            },
            {
              title: t('detail.settledAt'),
              dataIndex: 'settledAt',
              render: (value: string | null) => (value ? <DisplayTime value={value} /> : '—'),
            },
          ]}
        />
      </KeyboardScrollable>
    </Drawer>
  );
}
