import { useState } from 'react';
import { Button, Card, DatePicker, Form, Input, Select, Space, Table } from 'antd';
import type { Dayjs } from 'dayjs';
import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  cardStateListCall,
  cardStatePageCode,
  changeOrderKinds,
  changeOrderStates,
  isChangeOrderOpen,
  type CallObj,
  type ChangeOrderKind,
  type ChangeOrderState,
} from '@simdesk/contract';
import { callApi } from '../../../api/call-api';
import { callQueryKey } from '../../../api/use-call-query';
import { PermissionButton } from '../../../components/permission/permission-button';
import { BatchChangeDialog } from '../../../features/sim-cards/card-actions/batch-change-dialog';
import { orderColumns } from './order-columns';
import { OrderDetailDrawer } from './order-detail-drawer';
import './card-state-page.css';

interface FilterValues {
  state?: ChangeOrderState;
  kind?: ChangeOrderKind;
  created?: [Dayjs, Dayjs];
  iccid?: string;
}

const refreshMilliseconds = 3_000;

function toObj(values: FilterValues): CallObj<typeof cardStateListCall> {
  return {
    ...(values.state ? { state: values.state } : {}),
    ...(values.kind ? { kind: values.kind } : {}),
    ...(values.created
      ? {
          from: values.created[0].startOf('day').toISOString(),
          to: values.created[1].endOf('day').toISOString(),
        }
      : {}),
    ...(values.iccid?.trim() ? { iccid: values.iccid.trim() } : {}),
  };
}

/**
 * /vehicleCard/cardLink/simCardManagement/cardState: the change orders sent through the carrier, their progress
 * (refreshed while any is open), each order's cards in a drawer, and a new batch status change.
 */
export function CardStatePage() {
  const { t } = useTranslation('cardChange');
  const { t: common } = useTranslation();
  const [form] = Form.useForm<FilterValues>();
  const [obj, setObj] = useState<CallObj<typeof cardStateListCall>>({});
  const [page, setPage] = useState({ pageIndex: 1, pageSize: 20 });
  const [openOrder, setOpenOrder] = useState<number>();
  const [batchOpen, setBatchOpen] = useState(false);
  const list = useQuery({
    queryKey: callQueryKey(cardStateListCall, obj, page),
    queryFn: () => callApi(cardStateListCall, obj, page),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.rows.some((order) => isChangeOrderOpen(order.state)) ? refreshMilliseconds : false,
  });
  const search = (values: FilterValues) => {
    setObj(toObj(values));
    setPage((current) => ({ ...current, pageIndex: 1 }));
  };

  return (
    <div className="card-state-page">
      <Card size="small">
        <Form<FilterValues> form={form} layout="inline" onFinish={search} className="card-state-filters">
          <Form.Item name="state" label={t('columns.state')}>
            <Select
              allowClear
              aria-label={t('columns.state')}
              style={{ width: 140 }}
              options={changeOrderStates.map((state) => ({ value: state, label: t(`orderState.${state}`) }))}
            />
          </Form.Item>
          <Form.Item name="kind" label={t('columns.kind')}>
            <Select
              allowClear
              aria-label={t('columns.kind')}
              style={{ width: 160 }}
              options={changeOrderKinds.map((kind) => ({ value: kind, label: t(`kind.${kind}`) }))}
            />
          </Form.Item>
          <Form.Item name="created" label={t('columns.createdAt')}>
            <DatePicker.RangePicker />
          </Form.Item>
          <Form.Item name="iccid" label="ICCID">
            <Input aria-label="ICCID" allowClear style={{ width: 220 }} />
          </Form.Item>
          <Form.Item>
            <Space>
              <Button type="primary" htmlType="submit">
                {common('system:list.search')}
              </Button>
              <Button
                onClick={() => {
                  form.resetFields();
                  search({});
                }}
              >
                {common('system:list.reset')}
              </Button>
            </Space>
          </Form.Item>
        </Form>
      </Card>
      <Card size="small">
        <div className="card-state-toolbar">
          <PermissionButton
            pageCode={cardStatePageCode}
            action="add"
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setBatchOpen(true)}
          >
            {t('batch.open')}
          </PermissionButton>
          <Button
            icon={<ReloadOutlined />}
            aria-label={common('system:list.refresh')}
            loading={list.isFetching}
            onClick={() => void list.refetch()}
          />
        </div>
        <Table
          size="middle"
          rowKey="id"
          columns={orderColumns(t)}
          dataSource={list.data?.rows ?? []}
          loading={list.isLoading}
          scroll={{ x: 'max-content' }}
          onRow={(order) => ({ onClick: () => setOpenOrder(order.id), className: 'card-state-row' })}
          pagination={{
            current: page.pageIndex,
            pageSize: page.pageSize,
            total: list.data?.total ?? 0,
            showSizeChanger: true,
            showTotal: (total) => common('system:list.total', { total }),
            onChange: (pageIndex, pageSize) => setPage({ pageIndex, pageSize }),
          }}
        />
      </Card>
      <OrderDetailDrawer orderId={openOrder} onClose={() => setOpenOrder(undefined)} />
      <BatchChangeDialog open={batchOpen} onClose={() => setBatchOpen(false)} />
    </div>
  );
}
