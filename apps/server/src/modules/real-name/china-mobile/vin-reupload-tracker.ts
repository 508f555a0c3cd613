// Sends waiting VIN re-uploads to each card's carrier (one order per card, as the carrier takes them) and follows
// each order to its answer: the registration is registered with the new VIN, or refused again with the reason.
import { eq, sql } from 'drizzle-orm';
import { realNameStatus, vinReuploadStatus } from '@simdesk/contract';
import type { CarrierError } from '../../../platform/carrier/carrier-error';
import type { Database } from '../../../platform/database/connect';
import {
  claimDueIn,
  later,
  orderOutcomes,
  retryLaterIn,
  settle,
  trackedTableOf,
} from '../registration-settlement';
import { isRefusal, type TrackerPace, type TrackerServices } from '../registration-tracker';
import { realNameRegistrations, realNameVinReuploads } from '../real-name-schema';

type StoredReupload = typeof realNameVinReuploads.$inferSelect;

const reuploads = realNameVinReuploads;
const { waiting, processing, completed, failed } = vinReuploadStatus.byName;

const tracked = trackedTableOf(reuploads, [waiting, processing]);

/** Ends a re-upload and the registration it completes as the carrier answered. */
async function settleReupload(
  db: Database,
  reupload: StoredReupload,
  outcome: { refusalCode?: string | null; reason?: string | null } | 'registered',
) {
  const refused = outcome !== 'registered';
  await db
    .update(reuploads)
    .set({
      status: refused ? failed : completed,
      refusalReason: refused ? (outcome.reason ?? null) : null,
      completedAt: sql`now()`,
      nextCheckAt: null,
    })
    .where(eq(reuploads.id, reupload.id));
  const registrations = await db
    .select()
    .from(realNameRegistrations)
    .where(eq(realNameRegistrations.id, reupload.registrationId));
  await settle(
    db,
    registrations,
    refused
      ? { status: realNameStatus.byName.failed, refusalCode: outcome.refusalCode, reason: outcome.reason }
      : { status: realNameStatus.byName.registered },
  );
}

async function send(services: TrackerServices, reupload: StoredReupload, pace: TrackerPace) {
  const { db } = services;
  if (reupload.carrierAccountId === null) {
    return settleReupload(db, reupload, { reason: 'the card has no carrier account' });
  }
  try {
    const gateway = await services.carrier.gatewayFor(reupload.carrierAccountId);
    const order = await gateway.reuploadVin({ iccid: reupload.iccid, vin: reupload.vin });
    await db
      .update(reuploads)
      .set({
        status: processing,
        carrierOrderNumber: order.orderNumber,
        submittedAt: sql`now()`,
        nextCheckAt: later(pace.firstCheckMilliseconds),
        checks: 0,
      })
      .where(eq(reuploads.id, reupload.id));
  } catch (error) {
    if (isRefusal(error)) return settleReupload(db, reupload, { reason: (error as CarrierError).message });
    services.logger.warn({ err: error }, `VIN re-upload ${reupload.id} could not be sent`);
    await retryLaterIn(db, tracked, [reupload], pace);
  }
}

async function check(services: TrackerServices, reupload: StoredReupload, pace: TrackerPace) {
  const { db } = services;
  if (!reupload.carrierOrderNumber || reupload.carrierAccountId === null) return;
  try {
    const gateway = await services.carrier.gatewayFor(reupload.carrierAccountId);
    const { succeeded, refused, open } = await orderOutcomes(gateway, reupload.carrierOrderNumber, [
      reupload,
    ]);
    for (const row of succeeded) await settleReupload(db, row, 'registered');
    for (const { row, item } of refused) {
      await settleReupload(db, row, { refusalCode: item.reasonCode ?? null, reason: item.reason ?? null });
    }
    await retryLaterIn(db, tracked, open, pace);
  } catch (error) {
    services.logger.warn(
      { err: error },
      `VIN re-upload order ${reupload.carrierOrderNumber} could not be read`,
    );
    await retryLaterIn(db, tracked, [reupload], pace);
  }
}

/** One pass: send what waits, then ask about what was sent. */
export function vinReuploadTracker(services: TrackerServices, pace: TrackerPace) {
  return async function runOnce(): Promise<void> {
    for (const reupload of await claimDueIn(services.db, tracked, false))
      await send(services, reupload, pace);
    for (const reupload of await claimDueIn(services.db, tracked, true))
      await check(services, reupload, pace);
  };
}
