import { and, eq } from 'drizzle-orm';
import { carrierSyncReason, type CardDetailRow, type CardRefreshRow } from '@simdesk/contract';
import type { OperatorContext } from '../../../platform/auth/operator-context';
import type { Database } from '../../../platform/database/connect';
import { cardStatusHistory, simCards } from '../schema/cards-schema';
import type { Clock } from '../../../platform/clock';
import type { AppServices } from '../../../platform/services';
import { carrierOfCard, type CardCarrier } from './card-carrier';
import { findScopedCard } from './card-lookup';

type CardUpdate = Partial<typeof simCards.$inferInsert>;

/** Carrier days are Beijing days ('2026-11-22'); the console keeps instants. */
const beijingDay = (instant: Date) => new Date(instant.getTime() + 8 * 3600_000).toISOString().slice(0, 10);
const startOfBeijingDay = (day: string) => new Date(`${day}T00:00:00+08:00`);

/** A carrier date replaces the stored instant only when it names another day (the instant is more precise). */
function dateUpdate(stored: string | null, carrierDay: string | null): Date | undefined {
  if (carrierDay === null || !/^\d{4}-\d{2}-\d{2}$/.test(carrierDay)) return undefined;
  if (stored !== null && beijingDay(new Date(stored)) === carrierDay) return undefined;
  return startOfBeijingDay(carrierDay);
}

/** A carrier value replaces the stored one when it is given and differs; a missing value keeps the record. */
function valueUpdate<Value>(stored: Value, carrierValue: Value | null): Value | undefined {
  return carrierValue === null || carrierValue === stored ? undefined : carrierValue;
}

function withoutUnchanged(update: CardUpdate): CardUpdate {
  return Object.fromEntries(Object.entries(update).filter(([, value]) => value !== undefined));
}

async function storeUpdate(db: Database, card: CardDetailRow, update: CardUpdate, now: Date) {
  if (Object.keys(update).length === 0) return;
  await db
    .update(simCards)
    .set({ ...update, updatedAt: now })
    .where(eq(simCards.id, card.id));
}

/** What a refresh works on: the card as stored and its carrier. */
interface CardToRefresh {
  db: Database;
  clock: Clock;
  card: CardDetailRow;
  carrier: CardCarrier;
}

/** Stores the card's numbers, IMEI, rate plan, dates and real-name status from its carrier; answers what changed. */
async function refreshInfo({ db, clock, card, carrier }: CardToRefresh): Promise<string[]> {
  const [basic, realName] = await Promise.all([
    carrier.ask('sim-basic-info'),
    carrier.ask('sim-real-name-status'),
  ]);
  const update = withoutUnchanged({
    msisdn: valueUpdate(card.msisdn, basic.msisdn),
    imsi: valueUpdate(card.imsi, basic.imsi),
    imei: valueUpdate(card.imei, basic.imei),
    ratePlan: valueUpdate(card.ratePlan, basic.ratePlan),
    openedAt: dateUpdate(card.openedAt, basic.openDate),
    activatedAt: dateUpdate(card.activatedAt, basic.activationDate),
    realNameStatus: valueUpdate<number>(card.realNameStatus, realName.realNameStatus),
  });
  await storeUpdate(db, card, update, clock.now());
  return Object.keys(update);
}

/**
 * Stores the card's status from its carrier. A different status is stored with a history entry (reason
 * 'carrier sync', no operator) at the time the carrier says it changed; the audit log names who asked.
 */
async function refreshStatus({ db, clock, card, carrier }: CardToRefresh): Promise<string[]> {
  const answer = await carrier.ask('sim-status');
  const now = clock.now();
  let changed = false;
  if (answer.status !== card.cardStatus) {
    const changedAt = answer.statusChangedAt ? new Date(answer.statusChangedAt) : now;
    const at = Number.isNaN(changedAt.getTime()) ? now : changedAt;
    changed = await db.transaction(async (transaction) => {
      // Only from the status just read: a change that landed meanwhile is not overwritten blindly.
      const [stored] = await transaction
        .update(simCards)
        .set({ cardStatus: answer.status, statusChangedAt: at, updatedAt: now })
        .where(and(eq(simCards.id, card.id), eq(simCards.cardStatus, card.cardStatus)))
        .returning({ id: simCards.id });
      if (!stored) return false;
      await transaction.insert(cardStatusHistory).values({
        cardId: card.id,
        companyId: card.companyId,
        fromStatus: card.cardStatus,
        toStatus: answer.status,
        reason: carrierSyncReason,
        changedAt: at,
        operatorId: null,
      });
      return true;
    });
  }
  return changed ? ['cardStatus', 'statusChangedAt'] : [];
}

const refreshes = { info: refreshInfo, status: refreshStatus };

/** Refreshes a card of the caller's scope from its carrier, its info or its status; answers the card as stored now. */
export async function refreshCard(
  services: AppServices,
  caller: OperatorContext,
  cardId: number,
  part: keyof typeof refreshes,
): Promise<CardRefreshRow> {
  const { db, clock } = services;
  const card = await findScopedCard(db, caller, cardId);
  const carrier = await carrierOfCard(services.carrier, card);
  const changedFields = await refreshes[part]({ db, clock, card, carrier });
  return { card: await findScopedCard(db, caller, cardId), changedFields };
}
