import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { batchChangeCardStatusCall } from '@simdesk/contract';
import { CallButton } from '../../../components/permission/call-button';
import { BatchChangeDialog } from './batch-change-dialog';

/** The card list's "change state" for the selected cards (needs the card state page's add). */
export function BatchChangeButton({ cardIds }: { cardIds: number[] }) {
  const { t } = useTranslation('cardChange');
  const [open, setOpen] = useState(false);
  return (
    <>
      <CallButton
        call={batchChangeCardStatusCall}
        disabled={cardIds.length === 0}
        onClick={() => setOpen(true)}
      >
        {t('batch.changeSelected')}
      </CallButton>
      <BatchChangeDialog open={open} cardIds={cardIds} onClose={() => setOpen(false)} />
    </>
  );
}
