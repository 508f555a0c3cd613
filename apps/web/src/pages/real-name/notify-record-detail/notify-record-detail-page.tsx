import { Card, Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { pushStatus } from '@simdesk/contract';
import {
  notifyDetailCall,
  notifyResendCall,
  type NotifyDetailRow,
} from '@simdesk/contract/modules/real-name';
import { useCallMutation } from '../../../api/use-call-mutation';
import { CodeTag } from '../../../components/codes/code-tag';
import { RecordDetailFrame } from '../../../components/detail-page/record-detail-frame';
import { DisplayTime } from '../../../components/display-time';
import { ConfirmLinkButton } from '../../../components/list-page/row-buttons';
import { useCallAllowed } from '../../../components/permission/call-allowed';
import { statusChange } from '../../../features/real-name/sync-standing';

/** The body as sent, laid out to read; as stored when it is not JSON. */
function readablePayload(payload: string): string {
  try {
    return JSON.stringify(JSON.parse(payload), null, 2);
  } catch {
    return payload;
  }
}

function NotifySummary({ notification }: { notification: NotifyDetailRow }) {
  const { t } = useTranslation();
  const mayResend = useCallAllowed(notifyResendCall);
  const resend = useCallMutation(notifyResendCall, { successText: () => t('realNameSync:notify.resent') });
  return (
    <Card
      title={t('realNameSync:notify.title', { id: notification.id })}
      extra={
        mayResend && (
          <ConfirmLinkButton
            question={t('realNameSync:notify.resendConfirm')}
            onConfirm={() => resend.mutate({ id: notification.id })}
          >
            {t('realNameSync:notify.resend')}
          </ConfirmLinkButton>
        )
      }
    >
      <Descriptions column={{ xs: 1, md: 2 }}>
        <Descriptions.Item label={t('realNameSync:columns.eventId')}>
          {notification.eventId}
        </Descriptions.Item>
        <Descriptions.Item label={t('realNameSync:columns.card')}>{notification.iccid}</Descriptions.Item>
        <Descriptions.Item label={t('realNameSync:columns.change')}>
          {statusChange(notification)}
        </Descriptions.Item>
        <Descriptions.Item label={t('realNameSync:columns.status')}>
          <CodeTag table={pushStatus} code={notification.status} />
        </Descriptions.Item>
        <Descriptions.Item label={t('realNameSync:notify.endpoint')}>
          {notification.endpoint}
        </Descriptions.Item>
        <Descriptions.Item label={t('realNameSync:columns.attempts')}>
          {notification.attempts}
        </Descriptions.Item>
        <Descriptions.Item label={t('realNameSync:columns.response')}>
          {notification.responseCode} {notification.responseExcerpt}
        </Descriptions.Item>
        <Descriptions.Item label={t('realNameSync:notify.lastError')}>
          {notification.lastError}
        </Descriptions.Item>
        <Descriptions.Item label={t('realNameSync:columns.queuedAt')}>
          <DisplayTime value={notification.queuedAt} />
        </Descriptions.Item>
        <Descriptions.Item label={t('realNameSync:columns.nextAttemptAt')}>
          {notification.nextAttemptAt && <DisplayTime value={notification.nextAttemptAt} />}
        </Descriptions.Item>
        <Descriptions.Item label={t('realNameSync:columns.deliveredAt')}>
          {notification.deliveredAt && <DisplayTime value={notification.deliveredAt} />}
        </Descriptions.Item>
        <Descriptions.Item label={t('realNameSync:notify.resendCount')}>
          {notification.resendCount}
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}

/**
 * /vehicleCard/realname/apiManagement/syncManagement/notifyRecordDetail?id=…: one card.realname.changed push
 * to the company's receiver: what it told, how its attempts went, and a resend.
 */
export function NotifyRecordDetailPage() {
  const { t } = useTranslation();
  return (
    <RecordDetailFrame
      call={notifyDetailCall}
      missing={{
        noRecord: t('realNameSync:notify.noId'),
        notFound: t('realNameSync:notify.notFound'),
        notFoundHint: t('realNameSync:notify.notFoundHint'),
      }}
      back={{ listPage: 'syncManagement', text: t('realNameSync:notify.backToList') }}
    >
      {(notification) => (
        <>
          <NotifySummary notification={notification} />
          <Card title={t('realNameSync:notify.payload')}>
            <Typography.Paragraph type="secondary">
              {t('realNameSync:notify.payloadNote')}
            </Typography.Paragraph>
            <pre>{readablePayload(notification.payload)}</pre>
          </Card>
        </>
      )}
    </RecordDetailFrame>
  );
}
