import { Alert, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { callRecordType, formatFlow, type CallObj, type CallRecordTypeCode } from '@simdesk/contract';
import {
  callRecordListCall,
  callRecordSyncNowCall,
  callRecordSyncStateCall,
  callRecordTotalsCall,
  type CallRecordFilter,
  type CallRecordRow,
} from '@simdesk/contract/modules/call-records';
import { useCallMutation } from '../../../api/use-call-mutation';
import { useCallQuery } from '../../../api/use-call-query';
import { CodeTag } from '../../../components/codes/code-tag';
import { DisplayTime, formatDisplayTime } from '../../../components/display-time';
import { CallListView } from '../../../components/list-page/call-list-page';
import {
  CodeFilter,
  chosenOrUndefined,
  withoutPaging,
  PeriodFilter,
  TextFilter,
  periodObj,
  type FilterPeriod,
} from '../../../components/list-page/list-filters';
import { useCallList } from '../../../components/list-page/use-call-list';
import { parseBatchNumbers } from '../../../features/sim-cards/batch-numbers';
import { recordPaging } from '../record-paging';
import { CallButton } from '../../../components/permission/call-button';

interface RecordFilterValues {
  cardNumbers: string;
  recordTypes: CallRecordTypeCode[];
  period: FilterPeriod;
}

function toRecordFilter(values: Partial<RecordFilterValues>): CallRecordFilter {
  return {
    cardNumbers: chosenOrUndefined(parseBatchNumbers(values.cardNumbers ?? '').numbers),
    recordTypes: chosenOrUndefined(values.recordTypes),
    ...periodObj(values.period),
  };
}

/** Where each account's records stand: "as of" the end of the last complete fetch. */
function Freshness() {
  const { t } = useTranslation('callRecords');
  const states = useCallQuery(callRecordSyncStateCall, {}).data?.rows ?? [];
  return (
    <Space direction="vertical" size={0}>
      {states.map((state) => (
        <Typography.Text type="secondary" key={state.accountId} data-testid="records-as-of">
          {state.syncedThrough
            ? t('received.asOf', { time: formatDisplayTime(state.syncedThrough), account: state.accountName })
            : t('received.neverSynced', { account: state.accountName })}
          {state.lastError && (
            <Alert type="warning" showIcon title={t('received.lastError', { error: state.lastError })} />
          )}
        </Typography.Text>
      ))}
    </Space>
  );
}

function Totals({ obj }: { obj: CallObj<typeof callRecordListCall> }) {
  // The applied filter without its paging: the totals are of the whole filtered set.
  const filter = withoutPaging(obj);
  const { t } = useTranslation('callRecords');
  const totals = useCallQuery(callRecordTotalsCall, filter).data?.rows[0];
  if (!totals) return null;
  return (
    <Typography.Text data-testid="records-totals">
      {t('received.totals', {
        records: totals.recordCount,
        sessions: totals.dataSessionCount,
        data: formatFlow(totals.dataBytes / 1024).text,
        sms: totals.smsCount,
        calls: totals.voiceCallCount,
        minutes: Math.round(totals.voiceSeconds / 60),
      })}
    </Typography.Text>
  );
}

function usageOf(row: CallRecordRow): string {
  if (row.recordType === callRecordType.byName.data) {
    return formatFlow(((row.uplinkBytes ?? 0) + (row.downlinkBytes ?? 0)) / 1024).text;
  }
  if (row.durationSeconds !== null)
    return `${Math.floor(row.durationSeconds / 60)}:${String(row.durationSeconds % 60).padStart(2, '0')}`;
  return '';
}

/** /callDetailRecord/receiveRecord: the records received from the carrier, with their totals and freshness. */
export function ReceiveRecordPage() {
  const { t } = useTranslation(['callRecords', 'codes']);
  const list = useCallList<typeof callRecordListCall, RecordFilterValues, CallRecordRow>({
    call: callRecordListCall,
    toObj: toRecordFilter,
    paging: recordPaging,
  });
  const sync = useCallMutation(callRecordSyncNowCall, {
    successText: (row) => t('received.synced', { count: row.added }),
  });
  return (
    <CallListView<typeof callRecordListCall, RecordFilterValues, CallRecordRow>
      list={list}
      rowKey={(row) => row.id}
      emptyText={t('received.empty')}
      filters={
        <>
          <TextFilter
            name="cardNumbers"
            label={t('fields.cardNumbers')}
            placeholder={t('fields.cardNumbersHint')}
            style={{ width: 300 }}
          />
          <CodeFilter
            name="recordTypes"
            label={t('fields.recordType')}
            table={callRecordType}
            mode="multiple"
            style={{ minWidth: 200 }}
          />
          <PeriodFilter label={t('fields.time')} />
        </>
      }
      toolbar={(obj) => (
        <Space direction="vertical">
          <Space wrap>
            <CallButton call={callRecordSyncNowCall} loading={sync.isSending} onClick={() => sync.mutate({})}>
              {t('received.syncNow')}
            </CallButton>
            <Freshness />
          </Space>
          <Totals obj={obj} />
        </Space>
      )}
      columns={[
        {
          title: t('fields.startedAt'),
          dataIndex: 'startedAt',
          render: (value: string) => <DisplayTime value={value} />,
        },
        {
          title: t('fields.recordType'),
          dataIndex: 'recordType',
          render: (code: number) => <CodeTag table={callRecordType} code={code} />,
        },
        {
          title: t('fields.card'),
          dataIndex: 'iccid',
          render: (iccid: string, row) => (
            <>
              {iccid}
              <br />
              {row.msisdn}
            </>
          ),
        },
        { title: t('fields.company'), dataIndex: 'companyName' },
        { title: t('fields.usage'), key: 'usage', render: (_: unknown, row) => usageOf(row) },
        { title: t('fields.direction'), dataIndex: 'direction' },
        { title: t('fields.peer'), dataIndex: 'peer' },
        {
          title: t('fields.apn'),
          dataIndex: 'apn',
          render: (apn: string | null, row) => [apn, row.rat].filter(Boolean).join(' · '),
        },
        { title: t('fields.cellArea'), dataIndex: 'cellArea' },
        {
          title: t('fields.receivedAt'),
          dataIndex: 'receivedAt',
          render: (value: string) => <DisplayTime value={value} />,
        },
      ]}
    />
  );
}
