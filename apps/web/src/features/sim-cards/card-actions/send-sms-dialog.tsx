import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { sendCardSmsCall } from '@simdesk/contract';
import { useCardChange } from './use-card-change';

export interface SendSmsDialogProps {
  open: boolean;
  card: { id: number; iccid: string };
  onClose: () => void;
  onChanged: () => void;
}

/** Sends a text message to the card through the carrier; the card state page shows its delivery. */
export function SendSmsDialog({ open, card, onClose, onChanged }: SendSmsDialogProps) {
  const { t } = useTranslation('cardChange');
  const [form] = Form.useForm<{ content: string }>();
  const send = useCardChange(sendCardSmsCall, () => {
    onClose();
    onChanged();
  });
  return (
    <Modal
      open={open}
      title={t('sms.title', { iccid: card.iccid })}
      okText={t('sms.send')}
      okButtonProps={{ loading: send.isPending }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        onFinish={(values) => send.mutate({ cardId: card.id, content: values.content })}
      >
        <Form.Item
          name="content"
          label={t('sms.content')}
          rules={[{ required: true, whitespace: true, message: t('validation.contentRequired') }]}
        >
          <Input.TextArea aria-label={t('sms.content')} rows={4} maxLength={500} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
