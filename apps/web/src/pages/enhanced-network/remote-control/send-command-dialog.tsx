import { App, Form, Input, Select, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  commandCardMaximum,
  commandCardsAtOnce,
  commandTemplateListCall,
  remoteCommandSendCall,
  type CommandSendRow,
} from '@simdesk/contract/modules/enhanced-network';
import { useCallQuery } from '../../../api/use-call-query';
import { FormDialog } from '../../../components/form-dialog/form-dialog';
import { CallField } from '../../../components/forms/call-field';

/** The limits the help and the rule name: sent at once, and at most in all. */
const cardLimits = { atOnce: commandCardsAtOnce, maximum: commandCardMaximum };

interface SendValues {
  templateId: number;
  cardNumbers: string;
}

/** The card numbers typed one a line (commas and spaces also part them), blanks dropped. */
export function cardNumbersOf(text: string | undefined): string[] {
  return (text ?? '')
    .split(/[\s,;]+/)
    .map((number) => number.trim())
    .filter((number) => number.length > 0);
}

/** What happened per card, after a send: sent, or why not. */
function SendResult({ cards }: { cards: readonly CommandSendRow[] }) {
  const { t } = useTranslation('enhancedNetwork');
  return (
    <Table<CommandSendRow>
      size="small"
      pagination={false}
      rowKey={(row) => row.cardNumber}
      dataSource={[...cards]}
      columns={[
        { key: 'card', title: t('remoteControl.fields.card'), dataIndex: 'cardNumber' },
        {
          key: 'result',
          title: t('remoteControl.fields.state'),
          render: (_: unknown, row: CommandSendRow) =>
            row.problem === null ? (
              <Tag color="success">{t('remoteControl.sentToCard')}</Tag>
            ) : (
              <Tag color="error" title={row.detail ?? undefined}>
                {t(`remoteControl.problem.${row.problem}`)}
              </Tag>
            ),
        },
      ]}
    />
  );
}

export interface SendCommandDialogProps {
  open: boolean;
  /** The template chosen beforehand (the template list's Send). */
  templateId?: number;
  onClose: () => void;
}

/**
 * Sends a template's command to the cards typed, then shows what happened per card; to many cards it starts a
 * task, whose per-card report is in the task centre.
 */
export function SendCommandDialog({ open, templateId, onClose }: SendCommandDialogProps) {
  const { t } = useTranslation('enhancedNetwork');
  const { modal } = App.useApp();
  const templates = useCallQuery(commandTemplateListCall, { pageSize: 100 }, { enabled: open }).data?.rows[0];
  return (
    <FormDialog<typeof remoteCommandSendCall, SendValues>
      open={open}
      name="sendCommandForm"
      title={t('remoteControl.sendTitle')}
      okText={t('remoteControl.sendOk')}
      width={600}
      call={remoteCommandSendCall}
      initialValues={{ templateId }}
      toObj={(values) => ({ templateId: values.templateId, cardNumbers: cardNumbersOf(values.cardNumbers) })}
      successText={(row) =>
        row.taskId === null
          ? t('remoteControl.sent', { count: row.sentCount })
          : t('remoteControl.sentAsTask', { taskId: row.taskId })
      }
      onSaved={(row) => {
        if (row.taskId !== null) return;
        modal.info({
          title: t('remoteControl.sendResult'),
          width: 560,
          content: <SendResult cards={row.cards} />,
        });
      }}
      onClose={onClose}
    >
      <CallField
        name="templateId"
        label={t('remoteControl.fields.template')}
        message={t('remoteControl.rules.template')}
      >
        <Select
          showSearch
          optionFilterProp="label"
          options={(templates?.templates ?? []).map((template) => ({
            value: template.id,
            label: `${template.name} — ${template.content}`,
          }))}
        />
      </CallField>
      <Form.Item
        name="cardNumbers"
        label={t('remoteControl.fields.cardNumbers')}
        extra={t('remoteControl.cardNumbersHelp', cardLimits)}
        required
        rules={[
          {
            validator: async (_rule, value: string | undefined) => {
              const count = new Set(cardNumbersOf(value)).size;
              if (count < 1 || count > commandCardMaximum) {
                throw new Error(t('remoteControl.rules.cardNumbers', cardLimits));
              }
            },
          },
        ]}
      >
        <Input.TextArea rows={4} />
      </Form.Item>
    </FormDialog>
  );
}
