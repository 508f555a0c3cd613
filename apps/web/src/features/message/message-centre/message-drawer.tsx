import { useState } from 'react';
import { App, Badge, Button, Drawer, Flex, Popconfirm, Tabs } from 'antd';
import { ClearOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  findPageByName,
  messageTab,
  visibleMessageTabs,
  type MessageTabCode,
  type MessageUnreadCountRow,
} from '@simdesk/contract';
import { useSession } from '../../../session/session-store';
import { PublishNoticeButton } from '../system-notice/publish-notice-button';
import { MessageTabPane } from './message-tab-pane';
import { tabHasUnread, useClearTab, useMarkTabRead } from './use-message-centre';
import './message-drawer.css';

const historyPath = findPageByName('systemMessage')?.path ?? '/systemMessage';

export interface MessageDrawerProps {
  open: boolean;
  onClose: () => void;
  counts: readonly MessageUnreadCountRow[];
}

/**
 * The message drawer (spec §4): tabs 0 system, 1 rule alarms (with the rule management code), 2 security
 * (a count only). Leaving a tab, by switching or by closing, marks it read; Clear empties it.
 */
export function MessageDrawer({ open, onClose, counts }: MessageDrawerProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const session = useSession();
  const tabs = visibleMessageTabs(session.grantedPageCodes);
  const [active, setActive] = useState<MessageTabCode>(messageTab.byName.system);
  const markRead = useMarkTabRead();
  const clear = useClearTab();
  const countOf = (tab: MessageTabCode) => counts.find((row) => row.moduleType === tab);

  const leave = (tab: MessageTabCode) => {
    if (tabHasUnread(queryClient, counts, tab)) markRead.mutate(tab);
  };
  const switchTo = (key: string) => {
    const next = Number(key);
    if (!messageTab.has(next) || next === active) return;
    leave(active);
    setActive(next);
  };
  const close = () => {
    leave(active);
    onClose();
  };
  const clearActive = () =>
    clear.mutateAsync(active).then(() => void message.success(t('messages:centre.cleared')));

  return (
    <Drawer
      open={open}
      onClose={close}
      title={t('messages:centre.title')}
      size={420}
      extra={
        <Popconfirm
          title={t('messages:centre.clearConfirmTitle')}
          description={t('messages:centre.clearConfirmText')}
          okText={t('messages:centre.clear')}
          okButtonProps={{ danger: true }}
          onConfirm={clearActive}
        >
          <Button
            icon={<ClearOutlined />}
            disabled={(countOf(active)?.totalCount ?? 0) === 0}
            loading={clear.isPending}
          >
            {t('messages:centre.clear')}
          </Button>
        </Popconfirm>
      }
      footer={
        <Flex align="center" justify="space-between" gap={8}>
          <Link to={historyPath} onClick={close}>
            {t('messages:centre.viewHistory')}
          </Link>
          <PublishNoticeButton size="small" />
        </Flex>
      }
    >
      <Tabs
        activeKey={String(active)}
        onChange={switchTo}
        items={tabs.map((tab) => {
          const unread = countOf(tab)?.unreadCount ?? 0;
          return {
            key: String(tab),
            label: (
              <Flex align="center" gap={6}>
                {t(messageTab.labelKeyOf(tab))}
                {/* Gone at once when read: a zero badge would only play its leave animation. */}
                {unread > 0 && (
                  <Badge
                    count={unread}
                    size="small"
                    title={t('messages:centre.tabUnread', { count: unread })}
                  />
                )}
              </Flex>
            ),
            children: <MessageTabPane moduleType={tab} shown={open && active === tab} count={countOf(tab)} />,
          };
        })}
      />
    </Drawer>
  );
}
