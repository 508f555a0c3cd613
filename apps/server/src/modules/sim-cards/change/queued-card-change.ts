import type { OperatorContext } from '../../../platform/auth/operator-context';
import type { Database } from '../../../platform/database/connect';
import { badRequest } from '../../../platform/http/app-error';
import type { ChangeRequest } from './change-kinds';
import { createChangeOrder, type NewItem } from './change-orders';
import { resolveBatchCards, type CardForChange } from './change-targets';

export interface QueuedCardChange {
  orderId: number;
  cardCount: number;
  unmatchedNumbers: string[];
}

/**
 * A change another module asks for, of cards named by number: stored as a batch order due now, which the
 * tracker sends through the same throttled, tracked path (a task with a per-card report). `refusal` names a
 * card's reason not to send it (stored failed); numbers naming no card the caller may change are answered.
 */
export async function queueCardChange(
  db: Database,
  caller: OperatorContext,
  change: {
    request: ChangeRequest;
    numbers: string[];
    refusal?: (card: CardForChange) => { code: string; reason: string } | undefined;
  },
): Promise<QueuedCardChange> {
  const { cards, unmatched } = await resolveBatchCards(db, caller, { numbers: change.numbers });
  if (cards.length === 0) {
    throw badRequest(`none of the ${unmatched.length} numbers names a card you may change; nothing was sent`);
  }
  const items: NewItem[] = cards.map((card) => {
    if (card.carrierAccountId === null) {
      return { card, refusal: { code: 'NO_CARRIER_ACCOUNT', reason: 'the card has no carrier account' } };
    }
    const refusal = change.refusal?.(card);
    return refusal ? { card, refusal } : { card };
  });
  const orderId = await createChangeOrder(
    db,
    caller,
    {
      request: change.request,
      reason: null,
      scheduledAt: new Date(),
      batch: true,
      unmatchedNumbers: unmatched,
    },
    items,
  );
  return { orderId, cardCount: cards.length, unmatchedNumbers: unmatched };
}
