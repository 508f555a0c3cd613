import { App, Form, Input, Select, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  commandTemplateListCall,
  remoteCommandSendCall,
  type CommandSendRow,
} from '@simdesk/contract/modules/enhanced-network';
import { useCallQuery } from '../../../api/use-call-query';
import { FormDialog } from '../../../components/form-dialog/form-dialog';
import { CallField } from '../../../components/forms/call-field';

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

/** Sends a template's command to the cards typed, then shows what happened per card. */
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
      successText={(row) => t('remoteControl.sent', { count: row.sentCount })}
      onSaved={(row) =>
        modal.info({
          title: t('remoteControl.sendResult'),
          width: 560,
          content: <SendResult cards={row.cards} />,
        })
      }
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
        extra={t('remoteControl.cardNumbersHelp')}
        required
        rules={[
          {
            validator: async (_rule, value: string | undefined) => {
              const count = cardNumbersOf(value).length;
              if (count < 1 || count > 100) throw new Error(t('remoteControl.rules.cardNumbers'));
            },
          },
        ]}
      >
        <Input.TextArea rows={4} />
      </Form.Item>
    </FormDialog>
  );
}
