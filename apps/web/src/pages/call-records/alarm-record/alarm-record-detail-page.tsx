import { Card, Descriptions, Result, Space, Tag } from 'antd';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { alarmSource, messageType } from '@simdesk/contract';
import { alarmRecordDetailCall } from '@simdesk/contract/modules/call-records';
import { useCallQuery } from '../../../api/use-call-query';
import { CodeTag } from '../../../components/codes/code-tag';
import { DisplayTime } from '../../../components/display-time';
import { FullPageSpin } from '../../../components/full-page-spin';
import { AlarmActions } from './alarm-actions';

/** /callDetailRecord/alarmRecord/detail?id=: one alarm, its cause, its cards and each action's outcome. */
export function AlarmRecordDetailPage() {
  const { t } = useTranslation(['callRecords', 'codes']);
  const [searchParams] = useSearchParams();
  const id = Number(searchParams.get('id'));
  const valid = Number.isSafeInteger(id) && id > 0;
  const query = useCallQuery(alarmRecordDetailCall, { id: valid ? id : 1 }, { enabled: valid });
  const alarm = query.data?.rows[0];
  if (valid && query.isLoading) return <FullPageSpin />;
  if (!alarm) return <Result status="404" title={t('alarm.notFound')} />;
  const more = alarm.cardCount - alarm.iccids.length;
  return (
    <Card>
      <Descriptions column={1} bordered size="small">
        <Descriptions.Item label={t('fields.raisedAt')}>
          <DisplayTime value={alarm.raisedAt} />
        </Descriptions.Item>
        <Descriptions.Item label={t('fields.messageType')}>
          <CodeTag table={messageType} code={alarm.messageType} />
        </Descriptions.Item>
        <Descriptions.Item label={t('fields.source')}>
          <CodeTag table={alarmSource} code={alarm.source} />
        </Descriptions.Item>
        <Descriptions.Item label={t('fields.company')}>{alarm.companyName}</Descriptions.Item>
        {alarm.ruleName && <Descriptions.Item label={t('fields.rule')}>{alarm.ruleName}</Descriptions.Item>}
        <Descriptions.Item label={t('fields.cause')}>{alarm.cause}</Descriptions.Item>
        <Descriptions.Item label={t('fields.cards')}>
          <Space size={4} wrap>
            {alarm.iccids.map((iccid) => (
              <Tag key={iccid}>{iccid}</Tag>
            ))}
            {more > 0 && t('alarm.more', { count: more })}
          </Space>
        </Descriptions.Item>
        <Descriptions.Item label={t('fields.actions')}>
          <AlarmActions actions={alarm.actions} />
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
