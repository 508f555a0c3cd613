import { useState } from 'react';
import { Button, Card, DatePicker, Descriptions, Drawer, Space, Table, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { pushStatus, type PushStatusCode } from '@simdesk/contract';
import {
  pushEndpointHealthCall,
  pushRecordDetailCall,
  pushRecordListCall,
  pushRecordReplayCall,
  pushRecordResendCall,
  type PushRecordFilter,
  type PushRecordRow,
} from '@simdesk/contract/modules/call-records';
import { useCallMutation } from '../../../api/use-call-mutation';
import { useCallQuery } from '../../../api/use-call-query';
import { CodeTag } from '../../../components/codes/code-tag';
import { DisplayTime } from '../../../components/display-time';
import { filledOrUndefined } from '../../../components/forms/filled-text';
import { CallListView } from '../../../components/list-page/call-list-page';
import {
  CodeFilter,
  chosenOrUndefined,
  PeriodFilter,
  TextFilter,
  periodObj,
  type FilterPeriod,
} from '../../../components/list-page/list-filters';
import { ConfirmLinkButton } from '../../../components/list-page/row-buttons';
import { useCallList } from '../../../components/list-page/use-call-list';
import { recordPaging } from '../record-paging';
import { useCallAllowed } from '../../../components/permission/call-allowed';

interface PushFilterValues {
  eventId: string;
  statuses: PushStatusCode[];
  period: FilterPeriod;
}

function toPushFilter(values: Partial<PushFilterValues>): PushRecordFilter {
  return {
    eventId: filledOrUndefined(values.eventId),
    statuses: chosenOrUndefined(values.statuses),
    ...periodObj(values.period),
  };
}

/** Each endpoint's last 24 hours: success rate, backlog and last error. */
function EndpointHealth() {
  const { t } = useTranslation('callRecords');
  const rows = useCallQuery(pushEndpointHealthCall, {}).data?.rows ?? [];
  return (
    <Card size="small" title={t('push.health')} data-testid="endpoint-health">
      <Table
        size="small"
        pagination={false}
        rowKey={(row) => `${row.companyId} ${row.endpoint}`}
        dataSource={rows}
        locale={{ emptyText: t('push.noHealth') }}
        columns={[
          { title: t('fields.company'), dataIndex: 'companyName' },
          { title: t('fields.endpoint'), dataIndex: 'endpoint' },
          { title: t('push.pushCount'), dataIndex: 'pushCount' },
          {
            title: t('push.successRate'),
            dataIndex: 'successRate',
            render: (rate: number | null) => (rate === null ? '—' : `${(rate * 100).toFixed(1)} %`),
          },
          { title: t('push.backlog'), dataIndex: 'backlog' },
          { title: t('push.lastError'), dataIndex: 'lastError' },
        ]}
      />
    </Card>
  );
}

function ReplayButton() {
  const { t } = useTranslation('callRecords');
  const [range, setRange] = useState<[Dayjs | null, Dayjs | null] | null>(null);
  const replay = useCallMutation(pushRecordReplayCall, {
    successText: (row) => t('push.replayed', { count: row.queued }),
  });
  const [from, to] = range ?? [null, null];
  if (!useCallAllowed(pushRecordReplayCall)) return null;
  return (
    <Space>
      <Typography.Text>{t('push.replayRange')}</Typography.Text>
      <DatePicker.RangePicker showTime value={range} onChange={(value) => setRange(value)} />
      <Button
        disabled={!from || !to}
        loading={replay.isSending}
        onClick={() => from && to && replay.mutate({ from: from.toISOString(), to: to.toISOString() })}
      >
        {t('push.replay')}
      </Button>
    </Space>
  );
}

function PushDetail({ id, onClose }: { id: number | undefined; onClose: () => void }) {
  const { t } = useTranslation(['callRecords', 'codes']);
  const detail = useCallQuery(pushRecordDetailCall, { id: id ?? 1 }, { enabled: id !== undefined }).data
    ?.rows[0];
  return (
    <Drawer open={id !== undefined} onClose={onClose} title={t('push.detail')} size="large">
      {detail && (
        <Descriptions column={1} bordered size="small">
          <Descriptions.Item label={t('fields.eventId')}>{detail.eventId}</Descriptions.Item>
          <Descriptions.Item label={t('fields.eventType')}>{detail.eventType}</Descriptions.Item>
          <Descriptions.Item label={t('fields.endpoint')}>{detail.endpoint}</Descriptions.Item>
          <Descriptions.Item label={t('fields.status')}>
            <CodeTag table={pushStatus} code={detail.status} />{' '}
            {t('push.resendCount', { count: detail.resendCount })}
          </Descriptions.Item>
          <Descriptions.Item label={t('fields.response')}>
            {detail.responseCode ?? ''} {detail.lastError ?? ''} {detail.responseExcerpt ?? ''}
          </Descriptions.Item>
          <Descriptions.Item label={t('fields.payload')}>
            <pre>{JSON.stringify(JSON.parse(detail.payload), null, 2)}</pre>
          </Descriptions.Item>
        </Descriptions>
      )}
    </Drawer>
  );
}

/** /callDetailRecord/pushRecord: every push to a customer's endpoint, its attempts, resend and replay. */
export function PushRecordPage() {
  const { t } = useTranslation(['callRecords', 'codes']);
  const [openedId, setOpenedId] = useState<number>();
  const list = useCallList<typeof pushRecordListCall, PushFilterValues, PushRecordRow>({
    call: pushRecordListCall,
    toObj: toPushFilter,
    paging: recordPaging,
  });
  const resend = useCallMutation(pushRecordResendCall, { successText: () => t('push.resent') });
  const mayResend = useCallAllowed(pushRecordResendCall);
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <EndpointHealth />
      <CallListView<typeof pushRecordListCall, PushFilterValues, PushRecordRow>
        list={list}
        rowKey={(row) => row.id}
        emptyText={t('push.empty')}
        filters={
          <>
            <TextFilter name="eventId" label={t('fields.eventId')} />
            <CodeFilter
              name="statuses"
              label={t('fields.status')}
              table={pushStatus}
              mode="multiple"
              style={{ minWidth: 180 }}
            />
            <PeriodFilter label={t('fields.queuedAt')} />
          </>
        }
        toolbar={<ReplayButton />}
        columns={[
          {
            title: t('fields.queuedAt'),
            dataIndex: 'queuedAt',
            render: (value: string) => <DisplayTime value={value} />,
          },
          { title: t('fields.eventId'), dataIndex: 'eventId' },
          { title: t('fields.eventType'), dataIndex: 'eventType' },
          { title: t('fields.company'), dataIndex: 'companyName' },
          { title: t('fields.endpoint'), dataIndex: 'endpoint', ellipsis: true },
          {
            title: t('fields.status'),
            dataIndex: 'status',
            render: (code: number) => <CodeTag table={pushStatus} code={code} />,
          },
          { title: t('fields.attempts'), dataIndex: 'attempts' },
          {
            title: t('fields.response'),
            dataIndex: 'responseCode',
            render: (code: number | null, row) => code ?? row.lastError,
          },
          {
            title: t('fields.lastAttemptAt'),
            dataIndex: 'lastAttemptAt',
            render: (value: string | null) => (value ? <DisplayTime value={value} /> : null),
          },
          {
            key: 'actions',
            render: (_: unknown, row) => (
              <Space>
                <Button type="link" size="small" onClick={() => setOpenedId(row.id)}>
                  {t('push.detail')}
                </Button>
                {mayResend && (
                  <ConfirmLinkButton
                    question={t('push.resendConfirm')}
                    onConfirm={() => resend.mutate({ id: row.id })}
                  >
                    {t('push.resend')}
                  </ConfirmLinkButton>
                )}
              </Space>
            ),
          },
        ]}
      />
      <PushDetail id={openedId} onClose={() => setOpenedId(undefined)} />
    </Space>
  );
}
