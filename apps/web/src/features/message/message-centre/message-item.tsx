import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { messageReadState, messageType, type MessageRow } from '@simdesk/contract';
import { CodeTag } from '../../../components/codes/code-tag';
import { DisplayTime } from '../../../components/display-time';

/** One message: its type, when it happened, the rule that raised it, the text and an unread dot. */
export function MessageItem({ message }: { message: MessageRow }) {
  const { t } = useTranslation();
  const unread = message.isRead === messageReadState.unread;
  return (
    <li
      className={unread ? 'message-item message-item-unread' : 'message-item'}
      data-testid={`message-${message.id}`}
    >
      <Flex vertical gap={4}>
        <Flex justify="space-between" align="center" gap={8}>
          <Flex align="center" gap={8}>
            {unread && (
              <span className="message-unread-dot" role="img" aria-label={t('messages:centre.unread')} />
            )}
            <CodeTag table={messageType} code={message.messageType} />
          </Flex>
          <Typography.Text type="secondary" className="message-time">
            <DisplayTime value={message.occurTime} />
          </Typography.Text>
        </Flex>
        {message.ruleName && (
          <Typography.Text strong>{t('messages:centre.rule', { name: message.ruleName })}</Typography.Text>
        )}
        <Typography.Paragraph className="message-content">{message.content}</Typography.Paragraph>
      </Flex>
    </li>
  );
}
