// Sends waiting deregistrations to each card's carrier (one order per batch and carrier account) and follows
// each order to the carrier's answer: a deregistered card's registration is cancelled and the owner's pictures
// are erased (what the law does not require to keep).
import { eq, inArray, sql } from 'drizzle-orm';
import { deregistrationReason, deregistrationStatus, realNameStatus } from '@simdesk/contract';
import type { RealNameDeregistrationReason } from '../../../platform/carrier/carrier-real-name';
import type { CarrierError } from '../../../platform/carrier/carrier-error';
import type { Database } from '../../../platform/database/connect';
import { setCardsRealNameStatus } from '../../sim-cards';
import { recordRegistrationEvents } from '../registration-events';
import {
  claimDueIn,
  groupBy,
  later,
  orderOutcomes,
  retryLaterIn,
  trackedTableOf,
} from '../registration-settlement';
import { isRefusal, type TrackerPace, type TrackerServices } from '../registration-tracker';
import {
  realNameCollections,
  realNameDeregistrationCards,
  realNameDeregistrations,
  realNameRegistrations,
} from '../real-name-schema';

type StoredCard = typeof realNameDeregistrationCards.$inferSelect;

const cards = realNameDeregistrationCards;
const { waiting, processing, deregistered, failed } = deregistrationStatus.byName;

const tracked = trackedTableOf(cards, [waiting, processing]);

const ids = (rows: readonly StoredCard[]) => rows.map((row) => row.id);

/** The carrier's name of a reason code. */
const reasonName = (code: number) =>
  (Object.entries(deregistrationReason.byName).find(([, value]) => value === code)?.[0] ??
    'other') as RealNameDeregistrationReason;

async function fail(db: Database, rows: readonly StoredCard[], reason: string | null) {
  if (rows.length === 0) return;
  await db
    .update(cards)
    .set({ status: failed, refusalReason: reason, completedAt: sql`now()`, nextCheckAt: null })
    .where(inArray(cards.id, ids(rows)));
}

/** The cards the carrier deregistered: their registrations cancelled, the owners' pictures erased. */
async function settleDeregistered(db: Database, rows: readonly StoredCard[], reason: string) {
  if (rows.length === 0) return;
  const registrationIds = rows.map((row) => row.registrationId);
  await db.transaction(async (transaction) => {
    await transaction
      .update(cards)
      .set({ status: deregistered, completedAt: sql`now()`, nextCheckAt: null })
      .where(inArray(cards.id, ids(rows)));
    await transaction
      .update(realNameRegistrations)
      .set({ status: realNameStatus.byName.cancelled, completedAt: sql`now()`, updatedAt: sql`now()` })
      .where(inArray(realNameRegistrations.id, registrationIds));
    await transaction
      .update(realNameCollections)
      .set({
        frontPictureSealed: null,
        backPictureSealed: null,
        livePhotoSealed: null,
        frontReadingSealed: null,
        backReadingSealed: null,
      })
      .where(inArray(realNameCollections.registrationId, registrationIds));
    await recordRegistrationEvents(
      transaction,
      registrationIds.map((registrationId) => ({
        registrationId,
        kind: 'cancelled' as const,
        detail: reason,
      })),
    );
    await setCardsRealNameStatus(
      transaction,
      rows.map((row) => row.cardId),
      realNameStatus.byName.cancelled,
    );
  });
}

async function sendGroup(services: TrackerServices, rows: StoredCard[], pace: TrackerPace) {
  const { db } = services;
  const [first] = rows;
  if (!first) return;
  if (first.carrierAccountId === null) return fail(db, rows, 'the card has no carrier account');
  const [batch] = await db
    .select()
    .from(realNameDeregistrations)
    .where(eq(realNameDeregistrations.id, first.deregistrationId));
  if (!batch) throw new Error(`deregistration card ${first.id} names a missing batch`);
  try {
    const gateway = await services.carrier.gatewayFor(first.carrierAccountId);
    const orders = await gateway.deregisterRealName(
      { by: 'iccid', numbers: rows.map((row) => row.iccid) },
      reasonName(batch.reason),
      batch.note ?? undefined,
    );
    await db
      .update(cards)
      .set({
        status: processing,
        carrierOrderNumber: orders[0]?.orderNumber ?? null,
        submittedAt: sql`now()`,
        nextCheckAt: later(pace.firstCheckMilliseconds),
        checks: 0,
      })
      .where(inArray(cards.id, ids(rows)));
  } catch (error) {
    if (isRefusal(error)) return fail(db, rows, (error as CarrierError).message);
    services.logger.warn({ err: error }, `deregistration ${batch.id} could not be sent`);
    await retryLaterIn(db, tracked, rows, pace);
  }
}

async function checkGroup(services: TrackerServices, rows: StoredCard[], pace: TrackerPace) {
  const { db } = services;
  const [first] = rows;
  if (!first?.carrierOrderNumber || first.carrierAccountId === null) return;
  try {
    const gateway = await services.carrier.gatewayFor(first.carrierAccountId);
    const { succeeded, refused, open } = await orderOutcomes(gateway, first.carrierOrderNumber, rows);
    const [batch] = await db
      .select({ reason: realNameDeregistrations.reason })
      .from(realNameDeregistrations)
      .where(eq(realNameDeregistrations.id, first.deregistrationId));
    await settleDeregistered(db, succeeded, `deregistered: ${reasonName(batch?.reason ?? 3)}`);
    for (const { row, item } of refused) await fail(db, [row], item.reason ?? null);
    await retryLaterIn(db, tracked, open, pace);
  } catch (error) {
    services.logger.warn(
      { err: error },
      `deregistration order ${first.carrierOrderNumber} could not be read`,
    );
    await retryLaterIn(db, tracked, rows, pace);
  }
}

/** One pass: send what waits, then ask about what was sent. */
export function deregistrationTracker(services: TrackerServices, pace: TrackerPace) {
  return async function runOnce(): Promise<void> {
    const toSend = await claimDueIn(services.db, tracked, false);
    for (const group of groupBy(toSend, (row) => `${row.deregistrationId}/${row.carrierAccountId ?? ''}`)) {
      await sendGroup(services, group, pace);
    }
    const sent = await claimDueIn(services.db, tracked, true);
    for (const group of groupBy(
      sent,
      (row) => `${row.carrierAccountId ?? ''}/${row.carrierOrderNumber ?? ''}`,
    )) {
      await checkGroup(services, group, pace);
    }
  };
}
