import { App, Form, Modal, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { ChangeReasonFields } from './change-reason-fields';
import { cardStatus, changeCardStatusCall, nextCardStatuses, type CardStatusCode } from '@simdesk/contract';
import { useCardChange } from './use-card-change';

export interface ChangeStatusDialogProps {
  open: boolean;
  card: { id: number; iccid: string; cardStatus: number };
  onClose: () => void;
  onChanged: () => void;
}

interface StatusValues {
  targetStatus: CardStatusCode;
  reason: string;
  effectiveAt?: Dayjs;
}

/** Offers only the statuses the contract allows from the card's status; asks for a reason; confirms. */
export function ChangeStatusDialog({ open, card, onClose, onChanged }: ChangeStatusDialogProps) {
  const { t } = useTranslation('cardChange');
  const { t: translate } = useTranslation();
  const { modal } = App.useApp();
  const [form] = Form.useForm<StatusValues>();
  const change = useCardChange(changeCardStatusCall, () => {
    form.resetFields();
    onClose();
    onChanged();
  });
  const from = card.cardStatus as CardStatusCode;
  const targets = cardStatus.has(from) ? nextCardStatuses(from) : [];
  const statusLabel = (code: CardStatusCode) => translate(cardStatus.labelKeyOf(code));

  const submit = (values: StatusValues) => {
    modal.confirm({
      title: t('status.confirmTitle'),
      content: t('status.confirm', {
        iccid: card.iccid,
        from: cardStatus.has(from) ? statusLabel(from) : String(from),
        to: statusLabel(values.targetStatus),
      }),
      onOk: () =>
        change.mutateAsync({
          cardId: card.id,
          targetStatus: values.targetStatus,
          reason: values.reason,
          ...(values.effectiveAt ? { effectiveAt: values.effectiveAt.toISOString() } : {}),
        }),
    });
  };

  return (
    <Modal
      open={open}
      title={t('status.title', { iccid: card.iccid })}
      okText={t('status.submit')}
      okButtonProps={{ loading: change.isPending, disabled: targets.length === 0 }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={submit} preserve={false}>
        <Form.Item
          name="targetStatus"
          label={t('status.target')}
          rules={[{ required: true, message: t('validation.targetRequired') }]}
          extra={targets.length === 0 ? t('status.noTargets') : undefined}
        >
          <Select
            aria-label={t('status.target')}
            showSearch={{ optionFilterProp: 'label' }}
            options={targets.map((code) => ({ value: code, label: statusLabel(code) }))}
          />
        </Form.Item>
        <ChangeReasonFields />
      </Form>
    </Modal>
  );
}
