import { Button, DatePicker, Form, Result, Tag, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  formatDateTime,
  messageReadState,
  messageSystemHistoryCall,
  messageType,
  pathOfPage,
  type MessageHistoryRow,
  type MessageTypeCode,
} from '@simdesk/contract';
import { CodeSelect } from '../../../components/codes/code-select';
import { loginPathFor } from '../../../routing/login-path';
import { CallListPage } from '../../../components/list-page/call-list-page';
import { useSession } from '../../../session/session-store';
import './system-message-page.css';

interface HistoryFilterValues {
  messageType: MessageTypeCode;
  period: [Dayjs | null, Dayjs | null];
}

function toObj(values: Partial<HistoryFilterValues>) {
  const [from, to] = values.period ?? [];
  return {
    messageType: values.messageType,
    from: from ? formatDateTime(from.toDate()) : undefined,
    to: to ? formatDateTime(to.toDate()) : undefined,
  };
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
  const navigate = useNavigate();
  const { token } = useSession();
  if (token === undefined) {
    return (
      <Result
        status="info"
        title={t('messages:history.signInTitle')}
        subTitle={t('messages:history.signInText')}
        extra={
          <Button type="primary" onClick={() => void navigate(loginPathFor(pathOfPage('systemMessage')))}>
            {t('auth:logInNow')}
          </Button>
        }
      />
    );
  }
  return (
    <CallListPage<typeof messageSystemHistoryCall, HistoryFilterValues>
      call={messageSystemHistoryCall}
      rowKey={(row) => row.id}
      toObj={toObj}
      filters={
        <>
          <Form.Item name="messageType" label={t('messages:history.filters.messageType')}>
            <CodeSelect table={messageType} allowClear style={{ width: 220 }} />
          </Form.Item>
          <Form.Item name="period" label={t('messages:history.filters.period')}>
            <DatePicker.RangePicker showTime />
          </Form.Item>
        </>
      }
      columns={[
        {
          title: t('messages:history.columns.occurTime'),
          dataIndex: 'occurTime',
          width: 180,
          render: (occurTime: string) => formatDateTime(new Date(occurTime)),
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
