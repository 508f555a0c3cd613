import { and, inArray, isNotNull } from 'drizzle-orm';
import { CarrierError } from '../../../platform/carrier/carrier-error';
import type { CarrierCardRow } from '../../../platform/carrier/carrier-gateway';
import { cardChangeItems } from '../schema/card-changes-schema';
import type { CardChangeDeps } from './card-change-deps';
import { changeRequestOf, changeSeenInCarrierRow, reconcileQuery } from './change-kinds';
import { settleItem, type OpenItem } from './change-settlement';

/** What the tracker does with an item it could not settle yet. */
export type Reschedule = (item: OpenItem) => Promise<void>;

const notConfirmed =
  'the carrier gave no answer when the change was sent and shows no trace of it since: nothing was changed; send it again if it is still needed';

/**
 * The carrier order numbers our changes already account for, card by card: one carrier order covers a whole
 * batch, so a number is claimed per card, never for every card it names.
 */
async function orderNumbersOurs(deps: CardChangeDeps, cardIds: number[]): Promise<Map<number, Set<string>>> {
  const rows = await deps.db
    .select({ cardId: cardChangeItems.cardId, number: cardChangeItems.carrierOrderNumber })
    .from(cardChangeItems)
    .where(and(inArray(cardChangeItems.cardId, cardIds), isNotNull(cardChangeItems.carrierOrderNumber)));
  const claimed = new Map<number, Set<string>>(cardIds.map((cardId) => [cardId, new Set<string>()]));
  for (const row of rows) if (row.number) claimed.get(row.cardId)?.add(row.number);
  return claimed;
}

/**
 * Items sent without an answer (one account, one kind): the carrier is asked about the cards themselves.
 * A change it shows settles as success (a status change with the order number from the card's history); no
 * trace after the unknown window settles as failed. The console never records what the carrier did not confirm.
 */
export async function reconcileUnknownItems(
  deps: CardChangeDeps,
  items: OpenItem[],
  reschedule: Reschedule,
): Promise<Set<number>> {
  const touchedOrders = new Set<number>();
  const first = items[0];
  if (!first) return touchedOrders;
  const query = reconcileQuery[first.kind as keyof typeof reconcileQuery];
  const windowPassed = (item: OpenItem) =>
    Date.now() - (item.submittedAt?.getTime() ?? 0) > deps.settings.unknownWindowMilliseconds;
  let rows: Map<string, CarrierCardRow> = new Map();
  if (query !== undefined && first.carrierAccountId !== null) {
    try {
      const gateway = await deps.carrier.gatewayFor(first.carrierAccountId);
      const answered = await gateway.queryCards(query, {
        by: 'iccid',
        numbers: items.map((item) => item.iccid),
      });
      rows = new Map(answered.flatMap((row) => (row.iccid ? [[row.iccid, row]] : [])));
    } catch (error) {
      if (!(error instanceof CarrierError)) throw error;
      // The carrier cannot be asked now: ask again later, whatever the window says.
      for (const item of items) await reschedule(item);
      return touchedOrders;
    }
  }
  const claimed = await orderNumbersOurs(
    deps,
    items.map((item) => item.cardId),
  );
  for (const item of items) {
    const row = rows.get(item.iccid);
    const claimedForCard = claimed.get(item.cardId) ?? new Set<string>();
    const seen = row
      ? changeSeenInCarrierRow(
          changeRequestOf(item.kind, item.request),
          row,
          claimedForCard,
          item.submittedAt,
        )
      : { done: false, orderNumber: null };
    if (seen.done) {
      if (seen.orderNumber) claimedForCard.add(seen.orderNumber);
      await settleItem(
        deps.db,
        item,
        {
          state: 'success',
          reasonCode: null,
          reason: 'confirmed by asking the carrier about the card',
          carrierOrderNumber: seen.orderNumber,
        },
        deps.settledListeners,
      );
      touchedOrders.add(item.orderId);
    } else if (windowPassed(item)) {
      await settleItem(deps.db, item, {
        state: 'failed',
        reasonCode: 'NOT_CONFIRMED',
        reason:
          item.kind === 'sms'
            ? 'the carrier gave no answer when the message was sent: it may or may not have been delivered'
            : notConfirmed,
      });
      touchedOrders.add(item.orderId);
    } else {
      await reschedule(item);
    }
  }
  return touchedOrders;
}
