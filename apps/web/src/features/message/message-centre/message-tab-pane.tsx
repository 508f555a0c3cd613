import { Empty, Flex, Spin, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { messageTabListsMessages, type MessageTabCode, type MessageUnreadCountRow } from '@simdesk/contract';
import { MessageItem } from './message-item';
import { useMessageList } from './use-message-centre';

export interface MessageTabPaneProps {
  moduleType: MessageTabCode;
  /** The tab is on screen in an open drawer: only then is its list read. */
  shown: boolean;
  count: MessageUnreadCountRow | undefined;
}

/** The content of one drawer tab: its list, or for the security tab its counts only (spec §4). */
export function MessageTabPane({ moduleType, shown, count }: MessageTabPaneProps) {
  if (!messageTabListsMessages(moduleType)) return <SecurityCount count={count} />;
  return <MessageList moduleType={moduleType} shown={shown} />;
}

function MessageList({ moduleType, shown }: { moduleType: MessageTabCode; shown: boolean }) {
  const { t } = useTranslation();
  const list = useMessageList(moduleType, shown);
  const rows = list.data?.rows ?? [];
  if (list.isLoading) {
    return (
      <Flex justify="center" className="message-pane-state">
        <Spin />
      </Flex>
    );
  }
  if (rows.length === 0) {
    return <Empty className="message-pane-state" description={t('messages:centre.empty')} />;
  }
  return (
    <ul className="message-list">
      {rows.map((message) => (
        <MessageItem key={message.id} message={message} />
      ))}
    </ul>
  );
}

function SecurityCount({ count }: { count: MessageUnreadCountRow | undefined }) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={16} className="message-security">
      <Statistic title={t('messages:centre.securityUnread')} value={count?.unreadCount ?? 0} />
      <Statistic title={t('messages:centre.securityTotal')} value={count?.totalCount ?? 0} />
    </Flex>
  );
}
