import { App, Form, Input, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import {
  batchChangeCardStatusCall,
  cardStatus,
  maximumCardChangeBatch,
  type CardStatusCode,
} from '@simdesk/contract';
import { codeLabel } from '../../../components/codes/code-label';
import { CodeSelect } from '../../../components/codes/code-select';
import { CallField } from '../../../components/forms/call-field';
import { FormDialog } from '../../../components/form-dialog/form-dialog';
import { parseBatchNumbers } from '../batch-numbers';
import { ChangeReasonFields } from './change-reason-fields';

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
      toObj={(values) => ({
        ...cardsOf(values),
        targetStatus: values.targetStatus,
        reason: values.reason,
        ...(values.effectiveAt ? { effectiveAt: values.effectiveAt.toISOString() } : {}),
      })}
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
      <CallField
        name="targetStatus"
        label={t('status.target')}
        extra={t('batch.targetHint')}
        message={t('validation.targetRequired')}
      >
        <CodeSelect
          table={cardStatus}
          aria-label={t('status.target')}
          showSearch={{ optionFilterProp: 'label' }}
        />
      </CallField>
      <ChangeReasonFields />
    </FormDialog>
  );
}
