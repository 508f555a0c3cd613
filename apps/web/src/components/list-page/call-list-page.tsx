import { useState, type ReactNode } from 'react';
import { Button, Card, Form, Space, Table, type TableProps } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CallDefinition, CallObj, CallRow, Page } from '@simdesk/contract';
import { callApi } from '../../api/call-api';
import { callQueryKey } from '../../api/use-call-query';
import './call-list-page.css';

export interface CallListPageProps<Call extends CallDefinition, FilterValues extends object> {
  /** The paged list call the page reads. */
  call: Call;
  columns: NonNullable<TableProps<CallRow<Call>>['columns']>;
  rowKey: (row: CallRow<Call>) => string | number;
  /** Form.Items of the filter bar; their values go through toObj. */
  filters?: ReactNode;
  /** The call's obj from the filter form's values. */
  toObj: (values: Partial<FilterValues>) => CallObj<Call>;
  expandable?: TableProps<CallRow<Call>>['expandable'];
  /** Buttons shown above the table (add, import, export …); a function gets the applied filters (export). */
  toolbar?: ReactNode | ((obj: CallObj<Call>) => ReactNode);
  pageSize?: number;
}

/**
 * A list screen bound to a contract call: a filter bar, server-side paging with the total, loading and empty
 * states. The filter values live in the form, so a kept-alive tab keeps them.
 */
export function CallListPage<Call extends CallDefinition, FilterValues extends object>({
  call,
  columns,
  rowKey,
  filters,
  toObj,
  expandable,
  toolbar,
  pageSize = 20,
}: CallListPageProps<Call, FilterValues>) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FilterValues>();
  const [obj, setObj] = useState<CallObj<Call>>(() => toObj({}));
  const [page, setPage] = useState<Page>({ pageIndex: 1, pageSize });
  const list = useQuery({
    queryKey: callQueryKey(call, obj, page),
    queryFn: () => callApi(call, obj, page),
    placeholderData: keepPreviousData,
  });

  const search = (values: Partial<FilterValues>) => {
    setObj(toObj(values));
    setPage((current) => ({ ...current, pageIndex: 1 }));
  };

  return (
    <div className="call-list-page">
      {filters && (
        <Card size="small" className="call-list-filters">
          <Form<FilterValues> form={form} layout="inline" onFinish={search}>
            {filters}
            <Form.Item>
              <Space>
                <Button type="primary" htmlType="submit">
                  {t('system:list.search')}
                </Button>
                <Button
                  onClick={() => {
                    form.resetFields();
                    search({});
                  }}
                >
                  {t('system:list.reset')}
                </Button>
              </Space>
            </Form.Item>
          </Form>
        </Card>
      )}
      <Card size="small">
        <div className="call-list-toolbar">
          <Space>{typeof toolbar === 'function' ? toolbar(obj) : toolbar}</Space>
          <Button
            icon={<ReloadOutlined />}
            aria-label={t('system:list.refresh')}
            loading={list.isFetching}
            onClick={() => void list.refetch()}
          />
        </div>
        <Table<CallRow<Call>>
          size="middle"
          rowKey={rowKey}
          columns={columns}
          dataSource={list.data?.rows ?? []}
          loading={list.isLoading}
          expandable={expandable}
          scroll={{ x: 'max-content' }}
          pagination={{
            current: page.pageIndex,
            pageSize: page.pageSize,
            total: list.data?.total ?? 0,
            showSizeChanger: true,
            showTotal: (total) => t('system:list.total', { total }),
            onChange: (pageIndex, nextPageSize) => setPage({ pageIndex, pageSize: nextPageSize }),
          }}
        />
      </Card>
    </div>
  );
}
