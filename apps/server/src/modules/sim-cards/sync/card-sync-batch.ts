import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../platform/database/connect';
import type { CarrierCardListPage } from '../../../platform/carrier/carrier-gateway';
import { cardStatusHistory, simCards } from '../schema/cards-schema';
import type { StoredCarrierAccount } from '../../../platform/carrier/carrier-service';
import type { OrgPlace } from '../import/card-import-core';

export type CarrierCard = CarrierCardListPage['cards'][number];

export const syncReason = 'carrier sync';

/** What one page of the carrier's list does to the console: cards to add, cards to correct, cards refused. */
export interface SyncPlan {
  added: CarrierCard[];
  changed: { id: number; companyId: number; fromStatus: number; card: CarrierCard }[];
  refused: CarrierCard[];
}

/**
 * Compares a page with the console. A known card is the account's when it names the account, or names none and
 * sits in the account's company; a card of any other account or company is refused (without saying whose).
 */
export async function planSyncPage(
  db: Database,
  account: StoredCarrierAccount,
  cards: readonly CarrierCard[],
): Promise<SyncPlan> {
  const plan: SyncPlan = { added: [], changed: [], refused: [] };
  if (cards.length === 0) return plan;
  const known = new Map(
    (
      await db
        .select({
          id: simCards.id,
          iccid: simCards.iccid,
          companyId: simCards.companyId,
          carrierAccountId: simCards.carrierAccountId,
          msisdn: simCards.msisdn,
          imsi: simCards.imsi,
          cardStatus: simCards.cardStatus,
          ratePlan: simCards.ratePlan,
        })
        .from(simCards)
        .where(
          inArray(
            simCards.iccid,
            cards.map((card) => card.iccid),
          ),
        )
    ).map((row) => [row.iccid, row]),
  );
  for (const card of cards) {
    const row = known.get(card.iccid);
    if (!row) {
      plan.added.push(card);
      continue;
    }
    const ours =
      row.carrierAccountId === account.id ||
      (row.carrierAccountId === null && row.companyId === account.companyId);
    if (!ours) {
      plan.refused.push(card);
      continue;
    }
    const differs =
      row.msisdn !== card.msisdn ||
      row.imsi !== card.imsi ||
      row.cardStatus !== card.status ||
      row.ratePlan !== card.ratePlan ||
      row.carrierAccountId !== account.id;
    if (differs)
      plan.changed.push({ id: row.id, companyId: row.companyId, fromStatus: row.cardStatus, card });
  }
  return plan;
}

const instant = (value: string | null) => (value === null ? null : new Date(value));

/** Writes a page's plan inside the checkpoint's transaction. */
export async function applySyncPlan(
  transaction: Database,
  plan: SyncPlan,
  account: StoredCarrierAccount,
  place: OrgPlace,
): Promise<void> {
  if (plan.added.length > 0) {
    const inserted = await transaction
      .insert(simCards)
      .values(
        plan.added.map((card) => ({
          companyId: place.companyId,
          orgId: place.id,
          orgPath: place.path,
          carrierAccountId: account.id,
          carrier: account.carrier,
          iccid: card.iccid,
          msisdn: card.msisdn,
          imsi: card.imsi,
          cardStatus: card.status,
          openedAt: instant(card.openedAt),
          activatedAt: instant(card.activatedAt),
          ratePlan: card.ratePlan,
          statusChangedAt: instant(card.statusChangedAt),
        })),
      )
      // A card another writer added meanwhile: the next sync sees it as known.
      .onConflictDoNothing({ target: simCards.iccid })
      .returning({ id: simCards.id, companyId: simCards.companyId, cardStatus: simCards.cardStatus });
    if (inserted.length > 0) {
      await transaction.insert(cardStatusHistory).values(
        inserted.map((card) => ({
          cardId: card.id,
          companyId: card.companyId,
          toStatus: card.cardStatus,
          reason: syncReason,
        })),
      );
    }
  }
  for (const change of plan.changed) {
    const { card } = change;
    const statusChanged = change.fromStatus !== card.status;
    await transaction
      .update(simCards)
      .set({
        msisdn: card.msisdn,
        imsi: card.imsi,
        cardStatus: card.status,
        ratePlan: card.ratePlan,
        carrierAccountId: account.id,
        updatedAt: new Date(),
        ...(statusChanged ? { statusChangedAt: instant(card.statusChangedAt) ?? new Date() } : {}),
      })
      .where(eq(simCards.id, change.id));
    if (statusChanged) {
      await transaction.insert(cardStatusHistory).values({
        cardId: change.id,
        companyId: change.companyId,
        fromStatus: change.fromStatus,
        toStatus: card.status,
        reason: syncReason,
      });
    }
  }
}
