import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { collectionStage } from '@simdesk/contract';
import {
  ownerLinkHours,
  type CollectionRow,
  type CollectionSentRow,
} from '@simdesk/contract/modules/real-name';
import type { OperatorContext } from '../../../platform/auth/operator-context';
import type { Database } from '../../../platform/database/connect';
import { badRequest } from '../../../platform/http/app-error';
import type { AppServices } from '../../../platform/services';
import { cardsForRegistration } from '../../sim-cards';
import { realNameCollections } from '../real-name-schema';
import { conflict, vinOfCardReadyForOwner } from '../owner-readiness';
import { collectionRow, recordCollectionEvents } from './collection-rows';
import { newLinkSecret } from './link-secret';
import { placedCardValues } from '../placed-card-values';

const table = realNameCollections;
const { linkSent, submitted, cancelled } = collectionStage.byName;

/** Withdraws the card's unused links: they stop working at once. */
async function withdrawOpenLinks(db: Database, cardId: number, detail: string, operatorId: number) {
  const withdrawn = await db
    .update(table)
    .set({ stage: cancelled, updatedAt: sql`now()` })
    .where(and(eq(table.cardId, cardId), lt(table.stage, submitted), gt(table.expiresAt, sql`now()`)))
    .returning({ id: table.id });
  await recordCollectionEvents(
    db,
    withdrawn.map(({ id }) => ({ collectionId: id, kind: 'cancelled' as const, detail, operatorId })),
  );
}

/**
 * A new owner link for one card of the caller's scope, bound to the card and its VIN for 24 hours. The card must
 * be fitted to a vehicle and not registered to an owner or waiting for the carrier; an unused link of the card
 * is withdrawn. The secret is answered this once.
 */
export async function sendOwnerLink(
  services: Pick<AppServices, 'db'>,
  caller: OperatorContext,
  cardNumber: string,
): Promise<CollectionSentRow> {
  const { db } = services;
  const { cards } = await cardsForRegistration(db, caller, [cardNumber]);
  const [card] = cards;
  if (!card) throw badRequest(`no card of yours has the number ${cardNumber}`);
  const vin = await vinOfCardReadyForOwner(db, card);
  const { token, digest } = newLinkSecret();
  const id = await db.transaction(async (transaction) => {
    await withdrawOpenLinks(transaction, card.id, 'replaced by a new link', caller.operatorId);
    const [stored] = await transaction
      .insert(table)
      .values({
        ...placedCardValues(card),
        vin,
        tokenDigest: digest,
        stage: linkSent,
        // The database's clock, which every later look at the link compares with.
        expiresAt: sql`now() + make_interval(hours => ${ownerLinkHours})`,
        createdBy: caller.operatorId,
      })
      .returning({ id: table.id, expiresAt: table.expiresAt });
    if (!stored) throw new Error('the collection was not stored');
    await recordCollectionEvents(transaction, [
      {
        collectionId: stored.id,
        kind: 'sent',
        detail: stored.expiresAt.toISOString(),
        operatorId: caller.operatorId,
      },
    ]);
    return stored.id;
  });
  return { ...(await collectionRow(db, caller, id)), token };
}

/** Withdraws a link not yet used and not expired. */
export async function cancelOwnerLink(
  db: Database,
  caller: OperatorContext,
  id: number,
): Promise<CollectionRow> {
  const row = await collectionRow(db, caller, id);
  const withdrawn = await db
    .update(table)
    .set({ stage: cancelled, updatedAt: sql`now()` })
    .where(and(eq(table.id, row.id), lt(table.stage, submitted), gt(table.expiresAt, sql`now()`)))
    .returning({ id: table.id });
  if (withdrawn.length === 0)
    throw conflict('the link was used, withdrawn or has expired: nothing to withdraw');
  await recordCollectionEvents(db, [{ collectionId: id, kind: 'cancelled', operatorId: caller.operatorId }]);
  return collectionRow(db, caller, id);
}
