import { Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ruleActionKind, ruleActionOutcome } from '@simdesk/contract';
import type { AlarmRecordRow } from '@simdesk/contract/modules/call-records';
import { codeLabel } from '../../../components/codes/code-label';
import { CodeTag } from '../../../components/codes/code-tag';

/** What was done about an alarm: each action, how it went, and its detail. */
export function AlarmActions({ actions }: { actions: AlarmRecordRow['actions'] }) {
  const { t } = useTranslation(['callRecords', 'codes']);
  const { t: text } = useTranslation();
  if (actions.length === 0) return <Typography.Text type="secondary">{t('alarm.noActions')}</Typography.Text>;
  return (
    <Space direction="vertical" size={2}>
      {actions.map((action, index) => (
        <Space key={index} size={4} wrap>
          <Tag>
            {ruleActionKind.has(action.kind)
              ? codeLabel(text, ruleActionKind, action.kind)
              : t('alarm.consoleMessage')}
          </Tag>
          <CodeTag table={ruleActionOutcome} code={action.outcome} />
          {action.detail && <Typography.Text type="secondary">{action.detail}</Typography.Text>}
        </Space>
      ))}
    </Space>
  );
}
