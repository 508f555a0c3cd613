import { and, asc, eq, inArray, ne, or, type SQL } from 'drizzle-orm';
import { normalizeCardNumber, type CardStatusCode, type RealNameStatusCode } from '@simdesk/contract';
import type { OperatorContext } from '../../../platform/auth/operator-context';
import type { Database } from '../../../platform/database/connect';
import { simCards } from '../schema/cards-schema';
import { cardRealNameChanges } from '../schema/real-name-changes-schema';
import type { CardPlacement } from './card-placement';
import { cardScope } from './card-scope';
import { updateCards } from './card-updates';

/** A card as a registration needs it: where it sits, its carrier account, its state and registration. */
export interface CardForRegistration extends CardPlacement {
  vin: string | null;
  cardStatus: CardStatusCode;
  realNameStatus: RealNameStatusCode;
}

/** The columns of a card a registration reads. */
export const registrationColumns = {
  id: simCards.id,
  iccid: simCards.iccid,
  msisdn: simCards.msisdn,
  companyId: simCards.companyId,
  orgId: simCards.orgId,
  orgPath: simCards.orgPath,
  carrierAccountId: simCards.carrierAccountId,
  vin: simCards.vin,
  cardStatus: simCards.cardStatus,
  realNameStatus: simCards.realNameStatus,
};

const typedCard = <Card extends { cardStatus: number; realNameStatus: number }>(card: Card) => ({
  ...card,
  cardStatus: card.cardStatus as CardStatusCode,
  realNameStatus: card.realNameStatus as RealNameStatusCode,
});

/**
 * The cards of the caller's scope that ICCIDs or MSISDNs name (one query for up to a thousand numbers), with
 * the numbers that named none. A card of another company or org subtree is never found.
 */
export async function cardsForRegistration(
  db: Database,
  caller: OperatorContext,
  numbers: readonly string[],
): Promise<{ cards: CardForRegistration[]; unknown: string[] }> {
  const normalized = [...new Set(numbers.map(normalizeCardNumber))];
  const found = await db
    .select(registrationColumns)
    .from(simCards)
    .where(
      and(or(inArray(simCards.iccid, normalized), inArray(simCards.msisdn, normalized)), cardScope(caller)),
    );
  const named = new Set(found.flatMap((card) => [card.iccid, card.msisdn]));
  return {
    cards: found.map(typedCard),
    unknown: normalized.filter((number) => !named.has(number)),
  };
}

/** A company's cards in one real-name status, oldest first (the demo registers them), with when they opened. */
export const cardsWithRealNameStatus = (
  db: Database,
  companyId: number,
  status: RealNameStatusCode,
  limit: number,
) => companyCardsWhere(db, companyId, eq(simCards.realNameStatus, status), limit);

/** A company's cards in one card state, oldest first (the demo tests some), with when they opened. */
export const cardsWithCardStatus = (db: Database, companyId: number, status: CardStatusCode, limit: number) =>
  companyCardsWhere(db, companyId, eq(simCards.cardStatus, status), limit);

async function companyCardsWhere(
  db: Database,
  companyId: number,
  condition: SQL,
  limit: number,
): Promise<(CardForRegistration & { openedAt: Date | null })[]> {
  const found = await db
    .select({ ...registrationColumns, openedAt: simCards.openedAt })
    .from(simCards)
    .where(and(eq(simCards.companyId, companyId), condition))
    .orderBy(asc(simCards.id))
    .limit(limit);
  return found.map(typedCard);
}

/**
 * Records what the carrier says of the cards' registration, in the transaction that settles it; each card whose
 * status this changes is noted in the same transaction for its company's receiver (card.realname.changed).
 */
export async function setCardsRealNameStatus(
  db: Database,
  cardIds: readonly number[],
  status: RealNameStatusCode,
): Promise<void> {
  if (cardIds.length === 0) return;
  const changing = await db
    .select({ cardId: simCards.id, companyId: simCards.companyId, previousStatus: simCards.realNameStatus })
    .from(simCards)
    .where(and(inArray(simCards.id, [...cardIds]), ne(simCards.realNameStatus, status)))
    .for('update');
  await updateCards(db, cardIds, { realNameStatus: status });
  if (changing.length > 0) {
    await db.insert(cardRealNameChanges).values(changing.map((card) => ({ ...card, status })));
  }
}
