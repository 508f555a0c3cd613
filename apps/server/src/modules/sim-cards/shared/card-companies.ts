import { and, count, desc, asc, inArray } from 'drizzle-orm';
import type { OperatorContext } from '../../../platform/auth/operator-context';
import type { Database } from '../../../platform/database/connect';
import { simCards } from '../schema/cards-schema';
import { cardScope } from './card-scope';

const iccidsPerQuery = 5_000;

/**
 * The company that holds the most of these cards (by ICCID), the lower id on a tie; null when the console has
 * none of them. A carrier group of cards (a data pool) belongs to the company whose cards it holds.
 */
export async function companyHoldingMostCards(
  db: Database,
  iccids: readonly string[],
): Promise<number | null> {
  const held = new Map<number, number>();
  for (let start = 0; start < iccids.length; start += iccidsPerQuery) {
    const rows = await db
      .select({ companyId: simCards.companyId, cards: count() })
      .from(simCards)
      .where(inArray(simCards.iccid, iccids.slice(start, start + iccidsPerQuery)))
      .groupBy(simCards.companyId)
      .orderBy(desc(count()), asc(simCards.companyId));
    for (const row of rows) held.set(row.companyId, (held.get(row.companyId) ?? 0) + row.cards);
  }
  const ranked = [...held].sort(
    ([companyA, cardsA], [companyB, cardsB]) => cardsB - cardsA || companyA - companyB,
  );
  return ranked[0]?.[0] ?? null;
}

/** The console's cards among these ICCIDs that the caller sees (org subtree included), by ICCID. */
export async function visibleCardIdsByIccid(
  db: Database,
  caller: OperatorContext,
  iccids: readonly string[],
): Promise<Map<string, number>> {
  if (iccids.length === 0) return new Map();
  const cards = await db
    .select({ id: simCards.id, iccid: simCards.iccid })
    .from(simCards)
    .where(and(inArray(simCards.iccid, [...iccids]), cardScope(caller)))
    .orderBy(asc(simCards.id));
  return new Map(cards.map((card) => [card.iccid, card.id]));
}
