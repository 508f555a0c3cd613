import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  messageReadState,
  messageSystemHistoryCall,
  messageType,
  pathOfPage,
  type MessageHistoryRow,
  type MessageTypeCode,
} from '@simdesk/contract';
import { SignInNeeded } from '../../../components/sign-in-needed';
import { PublishNoticeButton } from '../../../features/message/system-notice/publish-notice-button';
import { CallListPage } from '../../../components/list-page/call-list-page';
import {
  CodeFilter,
  PeriodFilter,
  periodObj,
  type FilterPeriod,
} from '../../../components/list-page/list-filters';
import { useSession } from '../../../session/session-store';
import './system-message-page.css';
import { DisplayTime } from '../../../components/display-time';

interface HistoryFilterValues {
  messageType: MessageTypeCode;
  period: FilterPeriod;
}

function toObj(values: Partial<HistoryFilterValues>) {
  return { messageType: values.messageType, ...periodObj(values.period) };
}

function StateTag({ row }: { row: MessageHistoryRow }) {
  const { t } = useTranslation();
  if (row.clearedTime !== null) return <Tag>{t('messages:history.states.cleared')}</Tag>;
  return row.isRead === messageReadState.unread ? (
    <Tag color="red">{t('messages:history.states.unread')}</Tag>
  ) : (
    <Tag color="default">{t('messages:history.states.read')}</Tag>
  );
}

/** /systemMessage: every system message the operator received, cleared ones included. Opens without a session. */
export function SystemMessagePage() {
  const { t } = useTranslation();
  const { token } = useSession();
  if (token === undefined) {
    return (
      <SignInNeeded
        title={t('messages:history.signInTitle')}
        text={t('messages:history.signInText')}
        returnPath={pathOfPage('systemMessage')}
      />
    );
  }
  return (
    <CallListPage<typeof messageSystemHistoryCall, HistoryFilterValues>
      call={messageSystemHistoryCall}
      rowKey={(row) => row.id}
      toObj={toObj}
      toolbar={<PublishNoticeButton type="primary" />}
      filters={
        <>
          <CodeFilter
            name="messageType"
            label={t('messages:history.filters.messageType')}
            table={messageType}
            style={{ width: 220 }}
          />
          <PeriodFilter label={t('messages:history.filters.period')} />
        </>
      }
      columns={[
        {
          title: t('messages:history.columns.occurTime'),
          dataIndex: 'occurTime',
          width: 180,
          render: (occurTime: string) => <DisplayTime value={occurTime} />,
        },
        {
          title: t('messages:history.columns.messageType'),
          dataIndex: 'messageType',
          render: (code: MessageTypeCode) => t(messageType.labelKeyOf(code)),
        },
        {
          title: t('messages:history.columns.content'),
          dataIndex: 'content',
          render: (content: string) => (
            <Typography.Paragraph className="system-message-content">{content}</Typography.Paragraph>
          ),
        },
        {
          title: t('messages:history.columns.state'),
          key: 'state',
          render: (_value: unknown, row: MessageHistoryRow) => <StateTag row={row} />,
        },
      ]}
    />
  );
}
