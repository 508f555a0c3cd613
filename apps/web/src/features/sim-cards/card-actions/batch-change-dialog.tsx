import { App, Form, Input, Modal, Select, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ChangeReasonFields } from './change-reason-fields';
import {
  batchChangeCardStatusCall,
  cardStateListCall,
  cardStatus,
  maximumCardChangeBatch,
  type CallObj,
  type CardStatusCode,
} from '@simdesk/contract';
import { callApiForRow } from '../../../api/call-api';
import { parseBatchNumbers } from '../batch-numbers';

export interface BatchChangeDialogProps {
  open: boolean;
  /** Cards chosen in the card list; without them the operator pastes numbers. */
  cardIds?: number[];
  onClose: () => void;
}

interface BatchValues {
  numbers?: string;
  targetStatus: CardStatusCode;
  reason: string;
  effectiveAt?: Dayjs;
}

/**
 * A status change of many cards, run as a task: each card's transition is checked by the server, the task
 * centre shows the progress and offers the per-card result report.
 */
export function BatchChangeDialog({ open, cardIds, onClose }: BatchChangeDialogProps) {
  const { t } = useTranslation('cardChange');
  const { t: translate } = useTranslation();
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<BatchValues>();
  const pasted = parseBatchNumbers(Form.useWatch('numbers', form) ?? '');
  const chosen = cardIds?.length ?? 0;
  const start = useMutation({
    mutationFn: (obj: CallObj<typeof batchChangeCardStatusCall>) =>
      callApiForRow(batchChangeCardStatusCall, obj),
    onSuccess: async (started) => {
      void message.success(
        started.taskId === null
          ? t('batch.scheduled', { id: started.orderId, count: started.cardCount })
          : t('batch.started', { id: started.orderId, count: started.cardCount }),
      );
      if (started.unmatchedNumbers.length > 0) {
        void message.warning(t('batch.unmatched', { count: started.unmatchedNumbers.length }));
      }
      await queryClient.invalidateQueries({ queryKey: [cardStateListCall.path] });
      form.resetFields();
      onClose();
    },
  });

  const submit = (values: BatchValues) => {
    const count = chosen > 0 ? chosen : pasted.numbers.length;
    modal.confirm({
      title: t('batch.confirmTitle'),
      content: t('batch.confirm', { count, to: translate(cardStatus.labelKeyOf(values.targetStatus)) }),
      onOk: () =>
        start.mutateAsync({
          ...(chosen > 0 ? { cardIds } : { numbers: pasted.numbers }),
          targetStatus: values.targetStatus,
          reason: values.reason,
          ...(values.effectiveAt ? { effectiveAt: values.effectiveAt.toISOString() } : {}),
        }),
    });
  };

  return (
    <Modal
      open={open}
      title={t('batch.title')}
      okText={t('batch.submit')}
      okButtonProps={{ loading: start.isPending }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={submit} preserve={false}>
        {chosen > 0 ? (
          <Typography.Paragraph>{t('batch.chosen', { count: chosen })}</Typography.Paragraph>
        ) : (
          <Form.Item
            name="numbers"
            label={t('batch.numbers')}
            extra={t('batch.numbersHint', {
              count: pasted.numbers.length,
              invalid: pasted.invalid.length,
              maximum: maximumCardChangeBatch,
            })}
            rules={[
              {
                validator: async () => {
                  if (pasted.numbers.length === 0) throw new Error(t('validation.noCards'));
                  if (pasted.numbers.length > maximumCardChangeBatch)
                    throw new Error(t('validation.tooMany'));
                },
              },
            ]}
          >
            <Input.TextArea aria-label={t('batch.numbers')} rows={6} />
          </Form.Item>
        )}
        <Form.Item
          name="targetStatus"
          label={t('status.target')}
          extra={t('batch.targetHint')}
          rules={[{ required: true, message: t('validation.targetRequired') }]}
        >
          <Select
            aria-label={t('status.target')}
            showSearch={{ optionFilterProp: 'label' }}
            options={cardStatus.codes.map((code) => ({
              value: code,
              label: translate(cardStatus.labelKeyOf(code)),
            }))}
          />
        </Form.Item>
        <ChangeReasonFields />
      </Form>
    </Modal>
  );
}
