import { count, desc, asc, inArray } from 'drizzle-orm';
import type { Database } from '../../../platform/database/connect';
import { simCards } from '../schema/cards-schema';

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
