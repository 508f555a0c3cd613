import { App, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { batchChangeCardStatusCall, cardStatus, maximumCardChangeBatch } from '@simdesk/contract';
import { codeLabel } from '../../../components/codes/code-label';
import { FormDialog } from '../../../components/form-dialog/form-dialog';
import { parseBatchNumbers } from '../batch-numbers';
import {
  ChangeReasonFields,
  statusChangeObj,
  TargetStatusField,
  type StatusChangeValues,
} from './status-change-fields';

export interface BatchChangeDialogProps {
  open: boolean;
  /** Cards chosen in the card list; without them the operator pastes numbers. */
  cardIds?: number[];
  onClose: () => void;
}

interface BatchValues extends StatusChangeValues {
  numbers?: string;
}

/** The pasted numbers, checked as they are typed: how many were recognised, at most a batch's worth. */
function PastedNumbers() {
  const { t } = useTranslation('cardChange');
  const pasted = parseBatchNumbers(Form.useWatch<string | undefined>('numbers') ?? '');
  return (
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
          validator: async (_rule, value: string | undefined) => {
            const numbers = parseBatchNumbers(value ?? '').numbers;
            if (numbers.length === 0) throw new Error(t('validation.noCards'));
            if (numbers.length > maximumCardChangeBatch) throw new Error(t('validation.tooMany'));
          },
        },
      ]}
    >
      <Input.TextArea aria-label={t('batch.numbers')} rows={6} />
    </Form.Item>
  );
}

/**
 * A status change of many cards, run as a task: each card's transition is checked by the server, the task
 * centre shows the progress and offers the per-card result report.
 */
export function BatchChangeDialog({ open, cardIds, onClose }: BatchChangeDialogProps) {
  const { t } = useTranslation('cardChange');
  const { t: text } = useTranslation();
  const { message } = App.useApp();
  const chosen = cardIds?.length ?? 0;
  const cardsOf = (values: BatchValues) =>
    chosen > 0 ? { cardIds } : { numbers: parseBatchNumbers(values.numbers ?? '').numbers };
  return (
    <FormDialog<typeof batchChangeCardStatusCall, BatchValues, never>
      open={open}
      name="batchChange"
      title={t('batch.title')}
      okText={t('batch.submit')}
      call={batchChangeCardStatusCall}
      toObj={(values) => ({ ...cardsOf(values), ...statusChangeObj(values) })}
      confirm={(values) => ({
        title: t('batch.confirmTitle'),
        content: t('batch.confirm', {
          count: chosen > 0 ? chosen : cardsOf(values).numbers?.length,
          to: codeLabel(text, cardStatus, values.targetStatus),
        }),
      })}
      successText={(started) =>
        t(started.taskId === null ? 'batch.scheduled' : 'batch.started', {
          id: started.orderId,
          count: started.cardCount,
        })
      }
      onSaved={(started) => {
        if (started.unmatchedNumbers.length > 0)
          void message.warning(t('batch.unmatched', { count: started.unmatchedNumbers.length }));
      }}
      onClose={onClose}
    >
      {chosen > 0 ? (
        <Typography.Paragraph>{t('batch.chosen', { count: chosen })}</Typography.Paragraph>
      ) : (
        <PastedNumbers />
      )}
      <TargetStatusField extra={t('batch.targetHint')} />
      <ChangeReasonFields />
    </FormDialog>
  );
}
