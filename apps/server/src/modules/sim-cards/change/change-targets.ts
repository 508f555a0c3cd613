import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import { normalizeCardNumber } from '@simdesk/contract';
import type { OperatorContext } from '../../../platform/auth/operator-context';
import type { Database } from '../../../platform/database/connect';
import { cardChangeItems, cardChangeOrders } from '../schema/card-changes-schema';
import { simCards } from '../schema/cards-schema';
import { notFound } from '../../../platform/http/app-error';
import { cardScope } from '../shared/card-scope';

/** A card as a change needs it. */
export interface CardForChange {
  id: number;
  iccid: string;
  companyId: number;
  carrierAccountId: number | null;
  cardStatus: number;
}

const cardColumns = {
  id: simCards.id,
  iccid: simCards.iccid,
  companyId: simCards.companyId,
  carrierAccountId: simCards.carrierAccountId,
  cardStatus: simCards.cardStatus,
};

const chunkSize = 1000;

function chunks<Item>(items: readonly Item[]): Item[][] {
  const result: Item[][] = [];
  for (let start = 0; start < items.length; start += chunkSize)
    result.push(items.slice(start, start + chunkSize));
  return result;
}

/** One card the caller may see; another company's card is answered as unknown, never as forbidden. */
export async function findCardForChange(db: Database, caller: OperatorContext, cardId: number) {
  const [card] = await db
    .select(cardColumns)
    .from(simCards)
    .where(and(eq(simCards.id, cardId), cardScope(caller)));
  if (!card) throw notFound(`no card ${cardId}`);
  return card;
}

/**
 * The cards of a batch, by id and by pasted number (ICCID, MSISDN or IMSI), within the caller's scope, each
 * once, in the order named. What names no visible card comes back as unmatched, to be reported.
 */
export async function resolveBatchCards(
  db: Database,
  caller: OperatorContext,
  selection: { cardIds?: number[]; numbers?: string[] },
): Promise<{ cards: CardForChange[]; unmatched: string[] }> {
  const found = new Map<number, CardForChange>();
  const unmatched: string[] = [];
  const ids = [...new Set(selection.cardIds ?? [])];
  for (const chunk of chunks(ids)) {
    const rows = await db
      .select(cardColumns)
      .from(simCards)
      .where(and(inArray(simCards.id, chunk), cardScope(caller)));
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const id of chunk) {
      const row = byId.get(id);
      if (row) found.set(row.id, row);
      else unmatched.push(String(id));
    }
  }
  const numbers = [
    ...new Set((selection.numbers ?? []).map(normalizeCardNumber).filter((number) => number !== '')),
  ];
  for (const chunk of chunks(numbers)) {
    const rows = await db
      .select({ ...cardColumns, msisdn: simCards.msisdn, imsi: simCards.imsi })
      .from(simCards)
      .where(
        and(
          or(inArray(simCards.iccid, chunk), inArray(simCards.msisdn, chunk), inArray(simCards.imsi, chunk)),
          cardScope(caller),
        ),
      );
    const matched = new Set<string>();
    for (const { msisdn, imsi, ...card } of rows) {
      found.set(card.id, card);
      for (const number of [card.iccid, msisdn, imsi]) if (number) matched.add(number);
    }
    unmatched.push(...chunk.filter((number) => !matched.has(number)));
  }
  return { cards: [...found.values()], unmatched };
}

/** The open change of each kind per card (card id → order id), so a change is never sent twice at once. */
export async function openChangesOf(
  db: Database,
  kind: string,
  cardIds: number[],
): Promise<Map<number, number>> {
  const open = new Map<number, number>();
  for (const chunk of chunks(cardIds)) {
    const rows = await db
      .select({ cardId: cardChangeItems.cardId, orderId: cardChangeItems.orderId })
      .from(cardChangeItems)
      .innerJoin(cardChangeOrders, eq(cardChangeOrders.id, cardChangeItems.orderId))
      .where(
        and(
          inArray(cardChangeItems.cardId, chunk),
          isNull(cardChangeItems.settledAt),
          eq(cardChangeOrders.kind, kind),
          inArray(cardChangeOrders.state, ['scheduled', 'pending']),
        ),
      );
    for (const row of rows) open.set(row.cardId, row.orderId);
  }
  return open;
}
