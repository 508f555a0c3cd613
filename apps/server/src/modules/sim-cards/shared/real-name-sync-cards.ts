// What the real-name module's status sync and its notifications read of the cards: the cards of a scope in id
// order (a run goes batch by batch, resumable after the last id), and the outbox of real-name changes.
import { and, asc, count, eq, gt, inArray, isNotNull, type SQL } from 'drizzle-orm';
import type { RealNameStatusCode } from '@simdesk/contract';
import type { Database } from '../../../platform/database/connect';
import { simCards } from '../schema/cards-schema';
import { cardRealNameChanges } from '../schema/real-name-changes-schema';
import { registrationColumns, type CardForRegistration } from './card-real-name';

/** The condition of a company's cards (a scheduled sync covers them all). */
export const companyCardsCondition = (companyId: number): SQL => eq(simCards.companyId, companyId);

/** The condition of cards named by their ids. */
export const cardIdsCondition = (cardIds: readonly number[]): SQL => inArray(simCards.id, [...cardIds]);

/** The next `limit` cards of `where` after the card id `after`, in id order. */
export async function cardsToSync(
  db: Database,
  where: SQL | undefined,
  after: number,
  limit: number,
): Promise<CardForRegistration[]> {
  const found = await db
    .select(registrationColumns)
    .from(simCards)
    .where(and(where, gt(simCards.id, after)))
    .orderBy(asc(simCards.id))
    .limit(limit);
  return found.map((card) => ({
    ...card,
    cardStatus: card.cardStatus as CardForRegistration['cardStatus'],
    realNameStatus: card.realNameStatus as RealNameStatusCode,
  }));
}

export async function countCardsToSync(db: Database, where: SQL | undefined): Promise<number> {
  const [counted] = await db.select({ cards: count() }).from(simCards).where(where);
  return counted?.cards ?? 0;
}

/** The companies with cards at a carrier: those a scheduled sync visits. */
export async function companiesWithCarrierCards(db: Database): Promise<number[]> {
  const found = await db
    .selectDistinct({ companyId: simCards.companyId })
    .from(simCards)
    .where(isNotNull(simCards.carrierAccountId));
  return found.map((row) => row.companyId);
}

/** A real-name change with the card's numbers, as its notification tells it. */
export interface RealNameChange {
  id: number;
  companyId: number;
  iccid: string;
  msisdn: string | null;
  imsi: string | null;
  previousStatus: RealNameStatusCode;
  status: RealNameStatusCode;
  changedAt: Date;
}

/**
 * Takes the oldest waiting changes (at most `limit`) off the outbox in one statement, so two processes never
 * take the same, and hands them to `tell`; when `tell` fails they go back for the next pass. Answers how many
 * were taken. (`tell` runs outside a transaction: the pusher reads the company's settings on its own.)
 */
export async function takeRealNameChanges(
  db: Database,
  limit: number,
  tell: (changes: RealNameChange[]) => Promise<void>,
): Promise<number> {
  const taken = await db
    .delete(cardRealNameChanges)
    .where(
      inArray(
        cardRealNameChanges.id,
        db
          .select({ id: cardRealNameChanges.id })
          .from(cardRealNameChanges)
          .orderBy(asc(cardRealNameChanges.id))
          .limit(limit)
          .for('update', { skipLocked: true }),
      ),
    )
    .returning();
  if (taken.length === 0) return 0;
  const cards = await db
    .select({ id: simCards.id, iccid: simCards.iccid, msisdn: simCards.msisdn, imsi: simCards.imsi })
    .from(simCards)
    .where(inArray(simCards.id, [...new Set(taken.map((change) => change.cardId))]));
  const numbers = new Map(cards.map((card) => [card.id, card]));
  // A card removed since its change has nobody left to tell about it: its change is dropped.
  const told = taken
    .sort((first, second) => first.id - second.id)
    .flatMap(({ cardId, ...change }) => {
      const card = numbers.get(cardId);
      if (!card) return [];
      return [
        {
          ...change,
          iccid: card.iccid,
          msisdn: card.msisdn,
          imsi: card.imsi,
          previousStatus: change.previousStatus as RealNameStatusCode,
          status: change.status as RealNameStatusCode,
        },
      ];
    });
  try {
    await tell(told);
  } catch (error) {
    await db.insert(cardRealNameChanges).values(taken.map(({ id: _id, ...change }) => change));
    throw error;
  }
  return taken.length;
}
