import { eq, inArray, sql } from 'drizzle-orm';
import { realNameStatus, registrationSource, type IdDocumentTypeCode } from '@simdesk/contract';
import { CarrierError } from '../../platform/carrier/carrier-error';
import type { CarrierGateway } from '../../platform/carrier/carrier-gateway';
import { ownerRegistrationOf } from './collections/owner-order';
import { uploadedOwnerRegistrationOf } from './uploads/upload-owner-order';
import type { AppServices } from '../../platform/services';
import { recordRegistrationEvents } from './registration-events';
import {
  claimDue,
  groupBy,
  later,
  orderOutcomes,
  retryLater,
  settle,
  type StoredRegistration,
} from './registration-settlement';
import { realNameBatches, realNameRegistrations } from './real-name-schema';

export type TrackerServices = Pick<AppServices, 'db' | 'carrier' | 'personalData' | 'logger'>;

const { registered, failed } = realNameStatus.byName;

/** How the tracker paces itself: the first look after sending, and the longest wait between looks. */
export interface TrackerPace {
  firstCheckMilliseconds: number;
  maximumCheckMilliseconds: number;
}

/** A refusal of the request itself (4xx): sending it again would be refused again. */
export const isRefusal = (error: unknown) =>
  error instanceof CarrierError &&
  error.httpStatus !== null &&
  error.httpStatus >= 400 &&
  error.httpStatus < 500 &&
  error.httpStatus !== 429;

/** Records that the rows were sent as one carrier order; the tracker asks about it after the first wait. */
async function markSent(
  db: TrackerServices['db'],
  rows: readonly StoredRegistration[],
  orderNumber: string | null,
  pace: TrackerPace,
) {
  await db.transaction(async (transaction) => {
    await transaction
      .update(realNameRegistrations)
      .set({
        carrierOrderNumber: orderNumber,
        submittedAt: sql`now()`,
        nextCheckAt: later(pace.firstCheckMilliseconds),
        checks: 0,
        updatedAt: sql`now()`,
      })
      .where(
        inArray(
          realNameRegistrations.id,
          rows.map((row) => row.id),
        ),
      );
    await recordRegistrationEvents(
      transaction,
      rows.map((row) => ({ registrationId: row.id, kind: 'submitted' as const, detail: orderNumber })),
    );
  });
}

/**
 * Sends rows as one order (`send` answers its number): a refusal of the request settles them as failed, any
 * other failure is noted and tried again later.
 */
async function sendOrder(
  services: TrackerServices,
  rows: StoredRegistration[],
  pace: TrackerPace,
  send: (gateway: CarrierGateway) => Promise<string | null>,
) {
  const { db } = services;
  const [first] = rows;
  if (!first) return;
  if (first.carrierAccountId === null) {
    await settle(db, rows, { status: failed, reason: 'the card has no carrier account to register with' });
    return;
  }
  try {
    const orderNumber = await send(await services.carrier.gatewayFor(first.carrierAccountId));
    await markSent(db, rows, orderNumber, pace);
  } catch (error) {
    if (isRefusal(error)) {
      await settle(db, rows, { status: failed, reason: (error as CarrierError).message });
      return;
    }
    const detail = error instanceof Error ? error.message : String(error);
    await recordRegistrationEvents(
      db,
      rows.map((row) => ({ registrationId: row.id, kind: 'sendFailed' as const, detail })),
    );
    await retryLater(db, rows, pace);
  }
}

/** Sends one batch's waiting cards of one carrier account as one enterprise registration order. */
async function sendEnterpriseGroup(services: TrackerServices, rows: StoredRegistration[], pace: TrackerPace) {
  const { db, personalData } = services;
  const [first] = rows;
  if (!first?.batchId) return;
  const [batch] = await db.select().from(realNameBatches).where(eq(realNameBatches.id, first.batchId));
  if (!batch) throw new Error(`registration ${first.id} names a missing batch`);
  await sendOrder(services, rows, pace, async (gateway) => {
    const orders = await gateway.registerEnterprise(
      { by: 'iccid', numbers: rows.map((row) => row.iccid) },
      {
        company: {
          name: batch.enterpriseName,
          certificateType: batch.certificateType as 'S' | 'T' | 'O',
          certificateNumber: personalData.open(batch.certificateNumberSealed),
        },
        responsiblePerson: {
          name: personalData.open(batch.responsibleNameSealed),
          documentType: batch.responsibleDocumentType as IdDocumentTypeCode,
          documentNumber: personalData.open(batch.responsibleDocumentNumberSealed),
          mobile: personalData.open(batch.responsibleMobileSealed),
        },
      },
    );
    return orders[0]?.orderNumber ?? null;
  });
}

/** Sends one owner's registration (from the service hall, or pushed by the maker's system) as its own order. */
async function sendOwnerRegistration(services: TrackerServices, row: StoredRegistration, pace: TrackerPace) {
  const orderOf =
    row.source === registrationSource.byName.apiUpload ? uploadedOwnerRegistrationOf : ownerRegistrationOf;
  await sendOrder(services, [row], pace, async (gateway) => {
    const order = await gateway.registerOwner(await orderOf(services, row));
    return order.orderNumber;
  });
}

/** Sends one registration by reuse: the carrier finds its registration of the owner's document. */
async function sendReuse(services: TrackerServices, row: StoredRegistration, pace: TrackerPace) {
  await sendOrder(services, [row], pace, async (gateway) => {
    const order = await gateway.reuseRealName({
      iccid: row.iccid,
      vin: row.vin ?? '',
      documentNumber: services.personalData.open(row.documentNumberSealed),
    });
    return order.orderNumber;
  });
}

/** Asks the carrier how one order ended, and settles each card it decided. */
async function checkOrder(services: TrackerServices, rows: StoredRegistration[], pace: TrackerPace) {
  const { db } = services;
  const [first] = rows;
  if (!first?.carrierOrderNumber || first.carrierAccountId === null) return;
  try {
    const gateway = await services.carrier.gatewayFor(first.carrierAccountId);
    const { succeeded, refused, open } = await orderOutcomes(gateway, first.carrierOrderNumber, rows);
    await settle(db, succeeded, { status: registered });
    for (const { row, item } of refused) {
      await settle(db, [row], {
        status: failed,
        refusalCode: item.reasonCode ?? null,
        reason: item.reason ?? null,
      });
    }
    await noteReviews(services, open);
    await retryLater(db, open, pace);
  } catch (error) {
    services.logger.warn({ err: error }, `real-name order ${first.carrierOrderNumber} could not be read`);
    await retryLater(db, rows, pace);
  }
}

/** Records when a manual review at the carrier ends, for the cards still open. */
async function noteReviews(services: TrackerServices, open: readonly StoredRegistration[]): Promise<void> {
  const [first] = open;
  if (!first || first.carrierAccountId === null) return;
  const gateway = await services.carrier.gatewayFor(first.carrierAccountId);
  const statuses = await gateway.realNameStatus({ by: 'iccid', numbers: open.map((row) => row.iccid) });
  const due = new Map(
    statuses.map((status) => [status.iccid, status.reviewPending ? status.reviewDueAt : null]),
  );
  for (const row of open) {
    const reviewDueAt = due.get(row.iccid) ?? null;
    if ((row.reviewDueAt?.toISOString() ?? null) === reviewDueAt) continue;
    await services.db
      .update(realNameRegistrations)
      .set({ reviewDueAt: reviewDueAt === null ? null : new Date(reviewDueAt) })
      .where(eq(realNameRegistrations.id, row.id));
    if (reviewDueAt !== null) {
      await recordRegistrationEvents(services.db, [
        { registrationId: row.id, kind: 'review', detail: reviewDueAt },
      ]);
    }
  }
}

/** One pass: send what waits, then ask about what was sent. Tests call it instead of waiting for the timer. */
export function registrationTracker(services: TrackerServices, pace: TrackerPace) {
  return async function runOnce(): Promise<void> {
    const waiting = await claimDue(services.db, false);
    const { ownerLink, apiUpload } = registrationSource.byName;
    // Pushed enterprise registrations sit in batches like the form's; pushed owners are sent like the hall's.
    const fromOwners = waiting.filter(
      (row) => row.source === ownerLink || (row.source === apiUpload && row.batchId === null),
    );
    for (const row of fromOwners) await sendOwnerRegistration(services, row, pace);
    const byReuse = waiting.filter((row) => row.source === registrationSource.byName.reuse);
    for (const row of byReuse) await sendReuse(services, row, pace);
    const inBatches = waiting.filter((row) => row.batchId !== null);
    for (const group of groupBy(inBatches, (row) => `${row.batchId ?? ''}/${row.carrierAccountId ?? ''}`)) {
      await sendEnterpriseGroup(services, group, pace);
    }
    const sent = await claimDue(services.db, true);
    for (const group of groupBy(
      sent,
      (row) => `${row.carrierAccountId ?? ''}/${row.carrierOrderNumber ?? ''}`,
    )) {
      await checkOrder(services, group, pace);
    }
  };
}
