import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { operationLogListCall, type OperationLogRow } from '@simdesk/contract';
import { statusText } from '../../../api/status-text';
import { filledOrUndefined } from '../../../components/forms/filled-text';
import { CallListPage } from '../../../components/list-page/call-list-page';
import {
  ChoiceFilter,
  PeriodFilter,
  periodObj,
  TextFilter,
  type FilterPeriod,
} from '../../../components/list-page/list-filters';
import { LogExportButton } from './log-export-button';
import './log-manage-page.css';
import { DisplayTime } from '../../../components/display-time';

interface LogFilterValues {
  account: string;
  call: string;
  outcome: 'success' | 'failure';
  period: FilterPeriod;
}

function toObj(values: Partial<LogFilterValues>) {
  return {
    account: filledOrUndefined(values.account),
    call: filledOrUndefined(values.call),
    outcome: values.outcome,
    ...periodObj(values.period),
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
          <TextFilter name="account" label={t('system:operationLog.filters.account')} />
          <TextFilter
            name="call"
            label={t('system:operationLog.filters.call')}
            placeholder="operator/password-login"
          />
          <ChoiceFilter
            name="outcome"
            label={t('system:operationLog.filters.outcome')}
            style={{ width: 180 }}
            options={(['success', 'failure'] as const).map((outcome) => ({
              value: outcome,
              label: t(`system:operationLog.outcomes.${outcome}`),
            }))}
          />
          <PeriodFilter label={t('system:operationLog.filters.period')} />
        </>
      }
      expandable={{ expandedRowRender: (row) => <RequestDetail row={row} /> }}
      columns={[
        {
          title: t('system:operationLog.columns.at'),
          dataIndex: 'at',
          render: (at: string) => <DisplayTime value={at} />,
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
