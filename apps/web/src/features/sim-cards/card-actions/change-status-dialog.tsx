import { useTranslation } from 'react-i18next';
import { cardStatus, changeCardStatusCall, nextCardStatuses } from '@simdesk/contract';
import { codeLabel } from '../../../components/codes/code-label';
import { FormDialog } from '../../../components/form-dialog/form-dialog';
import {
  ChangeReasonFields,
  statusChangeObj,
  TargetStatusField,
  type StatusChangeValues,
} from './status-change-fields';
import { useCardChangeNotice, type CardChangeDialogProps } from './use-card-change';

export interface ChangeStatusDialogProps extends CardChangeDialogProps {
  card: CardChangeDialogProps['card'] & { cardStatus: number };
}

/** Offers only the statuses the contract allows from the card's status; asks for a reason; confirms. */
export function ChangeStatusDialog({ open, card, onClose, onChanged }: ChangeStatusDialogProps) {
  const { t } = useTranslation('cardChange');
  const { t: text } = useTranslation();
  const notice = useCardChangeNotice(onChanged);
  const from = card.cardStatus;
  const targets = cardStatus.has(from) ? nextCardStatuses(from) : [];
  return (
    <FormDialog<typeof changeCardStatusCall, StatusChangeValues, never>
      open={open}
      name="changeStatus"
      title={t('status.title', { iccid: card.iccid })}
      okText={t('status.submit')}
      okDisabled={targets.length === 0}
      call={changeCardStatusCall}
      toObj={(values) => ({ cardId: card.id, ...statusChangeObj(values) })}
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
      <TargetStatusField codes={targets} extra={targets.length === 0 ? t('status.noTargets') : undefined} />
      <ChangeReasonFields />
    </FormDialog>
  );
}
