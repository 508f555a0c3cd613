import { useTranslation } from 'react-i18next';
import { batchChangeCardStatusCall } from '@simdesk/contract';
import { DialogCallButton } from '../../../components/permission/dialog-call-button';
import { BatchChangeDialog } from './batch-change-dialog';

/** The card list's "change state" for the selected cards (needs the card state page's add). */
export function BatchChangeButton({ cardIds }: { cardIds: number[] }) {
  const { t } = useTranslation('cardChange');
  return (
    <DialogCallButton
      call={batchChangeCardStatusCall}
      disabled={cardIds.length === 0}
      dialog={(opened) => <BatchChangeDialog {...opened} cardIds={cardIds} />}
    >
      {t('batch.changeSelected')}
    </DialogCallButton>
  );
}
