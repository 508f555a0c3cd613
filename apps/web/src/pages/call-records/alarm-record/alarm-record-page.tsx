import { Button, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  alarmSource,
  messageType,
  pathOfPage,
  type AlarmSourceCode,
  type MessageTypeCode,
} from '@simdesk/contract';
import {
  alarmRecordListCall,
  type AlarmRecordFilter,
  type AlarmRecordRow,
} from '@simdesk/contract/modules/call-records';
import { CodeTag } from '../../../components/codes/code-tag';
import { DisplayTime } from '../../../components/display-time';
import { filledOrUndefined } from '../../../components/forms/filled-text';
import { CallListView } from '../../../components/list-page/call-list-page';
import {
  CodeFilter,
  PeriodFilter,
  TextFilter,
  periodObj,
  type FilterPeriod,
} from '../../../components/list-page/list-filters';
import { useCallList } from '../../../components/list-page/use-call-list';
import { recordPaging } from '../record-paging';
import { AlarmActions } from './alarm-actions';

interface AlarmFilterValues {
  messageType: MessageTypeCode;
  source: AlarmSourceCode;
  cardNumber: string;
  period: FilterPeriod;
}

function toAlarmFilter(values: Partial<AlarmFilterValues>): AlarmRecordFilter {
  return {
    messageType: values.messageType,
    source: values.source,
    cardNumber: filledOrUndefined(values.cardNumber),
    ...periodObj(values.period),
  };
}

/** /callDetailRecord/alarmRecord: every alarm raised, by rules and by the console, and what was done. */
export function AlarmRecordPage() {
  const { t } = useTranslation(['callRecords', 'codes']);
  const navigate = useNavigate();
  const list = useCallList<typeof alarmRecordListCall, AlarmFilterValues, AlarmRecordRow>({
    call: alarmRecordListCall,
    toObj: toAlarmFilter,
    paging: recordPaging,
  });
  const open = (row: AlarmRecordRow) => void navigate(`${pathOfPage('alarmRecordDetail')}?id=${row.id}`);
  return (
    <CallListView<typeof alarmRecordListCall, AlarmFilterValues, AlarmRecordRow>
      list={list}
      rowKey={(row) => row.id}
      emptyText={t('alarm.empty')}
      filters={
        <>
          <CodeFilter
            name="messageType"
            label={t('fields.messageType')}
            table={messageType}
            style={{ width: 220 }}
          />
          <CodeFilter name="source" label={t('fields.source')} table={alarmSource} style={{ width: 160 }} />
          <TextFilter name="cardNumber" label={t('fields.card')} />
          <PeriodFilter label={t('fields.raisedAt')} />
        </>
      }
      columns={[
        {
          title: t('fields.raisedAt'),
          dataIndex: 'raisedAt',
          render: (value: string) => <DisplayTime value={value} />,
        },
        {
          title: t('fields.messageType'),
          dataIndex: 'messageType',
          render: (code: number) => <CodeTag table={messageType} code={code} />,
        },
        {
          title: t('fields.source'),
          dataIndex: 'source',
          render: (code: number) => <CodeTag table={alarmSource} code={code} />,
        },
        { title: t('fields.company'), dataIndex: 'companyName' },
        { title: t('fields.rule'), dataIndex: 'ruleName' },
        {
          title: t('fields.cause'),
          dataIndex: 'cause',
          // The list scrolls to its content's width: the cell's own text keeps the cause to one short line.
          render: (cause: string) => (
            <Typography.Text ellipsis={{ tooltip: cause }} style={{ maxWidth: 320 }}>
              {cause}
            </Typography.Text>
          ),
        },
        { title: t('fields.cards'), dataIndex: 'cardCount' },
        {
          title: t('fields.actions'),
          dataIndex: 'actions',
          render: (actions: AlarmRecordRow['actions']) => <AlarmActions actions={actions} />,
        },
        {
          key: 'open',
          render: (_: unknown, row) => (
            <Button type="link" size="small" onClick={() => open(row)}>
              {t('alarm.open')}
            </Button>
          ),
        },
      ]}
    />
  );
}
