import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { cardStatus, changeCardStatusCall, nextCardStatuses, type CardStatusCode } from '@simdesk/contract';
import { codeLabel } from '../../../components/codes/code-label';
import { CodeSelect } from '../../../components/codes/code-select';
import { CallField } from '../../../components/forms/call-field';
import { FormDialog } from '../../../components/form-dialog/form-dialog';
import { ChangeReasonFields } from './change-reason-fields';
import { useCardChangeNotice } from './use-card-change';

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
  const { t: text } = useTranslation();
  const notice = useCardChangeNotice(onChanged);
  const from = card.cardStatus;
  const targets = cardStatus.has(from) ? nextCardStatuses(from) : [];
  return (
    <FormDialog<typeof changeCardStatusCall, StatusValues, never>
      open={open}
      name="changeStatus"
      title={t('status.title', { iccid: card.iccid })}
      okText={t('status.submit')}
      okDisabled={targets.length === 0}
      call={changeCardStatusCall}
      toObj={(values) => ({
        cardId: card.id,
        targetStatus: values.targetStatus,
        reason: values.reason,
        ...(values.effectiveAt ? { effectiveAt: values.effectiveAt.toISOString() } : {}),
      })}
      confirm={(values) => ({
        title: t('status.confirmTitle'),
        content: t('status.confirm', {
          iccid: card.iccid,
          from: codeLabel(text, cardStatus, from),
          to: codeLabel(text, cardStatus, values.targetStatus),
        }),
      })}
      onSaved={notice}
      onClose={onClose}
    >
      <CallField
        name="targetStatus"
        label={t('status.target')}
        message={t('validation.targetRequired')}
        extra={targets.length === 0 ? t('status.noTargets') : undefined}
      >
        <CodeSelect
          table={cardStatus}
          codes={targets}
          aria-label={t('status.target')}
          showSearch={{ optionFilterProp: 'label' }}
        />
      </CallField>
      <ChangeReasonFields />
    </FormDialog>
  );
}
