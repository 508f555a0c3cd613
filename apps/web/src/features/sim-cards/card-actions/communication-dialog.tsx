import { App, Form, Input, Modal, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { openOrCloseCommunicationCall } from '@simdesk/contract';
import { useCardChange } from './use-card-change';

export interface CommunicationDialogProps {
  open: boolean;
  card: { id: number; iccid: string };
  onClose: () => void;
  onChanged: () => void;
}

/** Opens or closes the card's data service at the carrier, after a confirmation. */
export function CommunicationDialog({ open, card, onClose, onChanged }: CommunicationDialogProps) {
  const { t } = useTranslation('cardChange');
  const { modal } = App.useApp();
  const [form] = Form.useForm<{ open: boolean; reason?: string }>();
  const change = useCardChange(openOrCloseCommunicationCall, () => {
    onClose();
    onChanged();
  });
  const submit = (values: { open: boolean; reason?: string }) => {
    modal.confirm({
      title: t('communication.confirmTitle'),
      content: t(values.open ? 'communication.confirmOpen' : 'communication.confirmClose', {
        iccid: card.iccid,
      }),
      onOk: () =>
        change.mutateAsync({
          cardId: card.id,
          open: values.open,
          ...(values.reason?.trim() ? { reason: values.reason.trim() } : {}),
        }),
    });
  };
  return (
    <Modal
      open={open}
      title={t('communication.title', { iccid: card.iccid })}
      okButtonProps={{ loading: change.isPending }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={submit} initialValues={{ open: false }} preserve={false}>
        <Form.Item name="open" label={t('communication.service')}>
          <Radio.Group
            aria-label={t('communication.service')}
            options={[
              { value: true, label: t('communication.open') },
              { value: false, label: t('communication.close') },
            ]}
          />
        </Form.Item>
        <Form.Item name="reason" label={t('fields.reasonOptional')}>
          <Input.TextArea aria-label={t('fields.reasonOptional')} rows={2} maxLength={200} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
