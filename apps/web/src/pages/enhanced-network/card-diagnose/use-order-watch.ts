import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ChangeItemRow } from '@simdesk/contract';
import { cardDiagnosisChangesCall, type CardDiagnosisRow } from '@simdesk/contract/modules/enhanced-network';
import { callApiForRow } from '../../../api/call-api';
import { callQueryKey } from '../../../api/use-call-query';

/** While a change of the card is open, its changes are read again this often. */
const watchMilliseconds = 2_000;

/** Whether some of the changes are still on their way. */
export function hasOpenChange(changes: readonly ChangeItemRow[] | undefined): boolean {
  return changes?.some((change) => change.settledAt === null) ?? false;
}

/**
 * Watches a diagnosis's open orders cheaply: only the card's changes are read again (no carrier asked) until
 * they settle, then the card is diagnosed once more. Answers the changes to show, the newest read.
 */
export function useOrderWatch(
  diagnosis: { data: CardDiagnosisRow | undefined; dataUpdatedAt: number },
  diagnoseAgain: () => void,
): readonly ChangeItemRow[] | undefined {
  const cardId = diagnosis.data?.card.id ?? 0;
  const watching = hasOpenChange(diagnosis.data?.changes);
  const watched = useQuery({
    queryKey: callQueryKey(cardDiagnosisChangesCall, { cardId }),
    queryFn: () => callApiForRow(cardDiagnosisChangesCall, { cardId }),
    enabled: watching,
    refetchInterval: watchMilliseconds,
  });
  // Only a read newer than the diagnosis counts: a cached one may be from an earlier watch.
  const newer = watched.data && watched.dataUpdatedAt > diagnosis.dataUpdatedAt ? watched.data : undefined;
  const settled = watching && newer !== undefined && !hasOpenChange(newer.changes);
  useEffect(() => {
    if (settled) diagnoseAgain();
  }, [settled, diagnoseAgain]);
  return watching ? (newer?.changes ?? diagnosis.data?.changes) : diagnosis.data?.changes;
}
