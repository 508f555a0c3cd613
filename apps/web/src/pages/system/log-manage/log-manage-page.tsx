import { DatePicker, Form, Input, Select, Tag, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { formatDateTime, operationLogListCall, type OperationLogRow } from '@simdesk/contract';
import { statusText } from '../../../api/status-text';
import { CallListPage } from '../../../components/list-page/call-list-page';
import { LogExportButton } from './log-export-button';
import './log-manage-page.css';

interface LogFilterValues {
  account: string;
  call: string;
  outcome: 'success' | 'failure';
  period: [Dayjs | null, Dayjs | null];
}

function toObj(values: Partial<LogFilterValues>) {
  const [from, to] = values.period ?? [];
  return {
    account: values.account?.trim() || undefined,
    call: values.call?.trim() || undefined,
    outcome: values.outcome,
    from: from ? formatDateTime(from.toDate()) : undefined,
    to: to ? formatDateTime(to.toDate()) : undefined,
  };
}

function RequestDetail({ row }: { row: OperationLogRow }) {
  const { t } = useTranslation();
  if (!row.detail || row.detail === 'null')
    return <Typography.Text type="secondary">{t('system:operationLog.noDetail')}</Typography.Text>;
  return (
    <div>
      <Typography.Text type="secondary">{t('system:operationLog.detail')}</Typography.Text>
      <pre className="operation-log-detail">{JSON.stringify(JSON.parse(row.detail), null, 2)}</pre>
    </div>
  );
}

/** /sys/logManage: the audit log of the caller's company and org subtree, newest first. */
export function LogManagePage() {
  const { t } = useTranslation();
  return (
    <CallListPage<typeof operationLogListCall, LogFilterValues>
      call={operationLogListCall}
      rowKey={(row) => row.id}
      toObj={toObj}
      toolbar={(obj) => <LogExportButton obj={obj} />}
      filters={
        <>
          <Form.Item name="account" label={t('system:operationLog.filters.account')}>
            <Input allowClear />
          </Form.Item>
          <Form.Item name="call" label={t('system:operationLog.filters.call')}>
            <Input allowClear placeholder="operator/password-login" />
          </Form.Item>
          <Form.Item name="outcome" label={t('system:operationLog.filters.outcome')}>
            <Select
              allowClear
              style={{ width: 180 }}
              options={(['success', 'failure'] as const).map((outcome) => ({
                value: outcome,
                label: t(`system:operationLog.outcomes.${outcome}`),
              }))}
            />
          </Form.Item>
          <Form.Item name="period" label={t('system:operationLog.filters.period')}>
            <DatePicker.RangePicker showTime />
          </Form.Item>
        </>
      }
      expandable={{ expandedRowRender: (row) => <RequestDetail row={row} /> }}
      columns={[
        {
          title: t('system:operationLog.columns.at'),
          dataIndex: 'at',
          render: (at: string) => formatDateTime(new Date(at)),
        },
        {
          title: t('system:operationLog.columns.account'),
          dataIndex: 'account',
          render: (account: string | null) => account ?? t('system:operationLog.anonymous'),
        },
        { title: t('system:operationLog.columns.call'), dataIndex: 'call' },
        { title: t('system:operationLog.columns.target'), dataIndex: 'target' },
        {
          title: t('system:operationLog.columns.outcome'),
          dataIndex: 'status',
          render: (status: string) =>
            status === '0' ? (
              <Tag color="success">{t('system:operationLog.outcomes.success')}</Tag>
            ) : (
              <Tag color="error">
                {status} · {statusText(status, '')}
              </Tag>
            ),
        },
        { title: t('system:operationLog.columns.ipAddress'), dataIndex: 'ipAddress' },
        {
          title: t('system:operationLog.columns.requestId'),
          dataIndex: 'requestId',
          render: (requestId: string | null) =>
            requestId && (
              <Typography.Text copyable={{ text: requestId }}>{requestId.slice(0, 8)}</Typography.Text>
            ),
        },
      ]}
    />
  );
}
