// Follows card changes through the carrier: the old card released (deregistration, reason deviceChange), then
// the new card registered to the same holder and VIN, then the vehicle's cards swapped. Each step is an order
// sent on one pass and asked about on later ones; a refusal fails the change at its step (retried by hand).
import { eq, sql } from 'drizzle-orm';
import { cardChangeStatus, realNameStatus, type VehicleCardRoleCode } from '@simdesk/contract';
import { openCardChangeStatuses, type CardChangeStep as Step } from '@simdesk/contract/modules/real-name';
import type { CarrierError } from '../../../platform/carrier/carrier-error';
import type { CarrierGateway } from '../../../platform/carrier/carrier-gateway';
import { AppError } from '../../../platform/http/app-error';
import { swapVehicleCard } from '../../vehicles';
import {
  claimDueIn,
  later,
  orderOutcomes,
  retryLaterIn,
  settle,
  trackedTableOf,
} from '../registration-settlement';
import { isRefusal, type TrackerPace, type TrackerServices } from '../registration-tracker';
import { recordCardChangeEvents } from './card-change-events';
import {
  cancelReleasedRegistration,
  carriedRegistration,
  markRegistrationSent,
  registrationById,
  type StoredCardChange,
} from './card-change-registration';
import { realNameCardChanges } from './card-change-schema';

const changes = realNameCardChanges;
const { pending, releasing, registering, completed, failed } = cardChangeStatus.byName;
const tracked = trackedTableOf(changes, openCardChangeStatuses);

/** The tracker's services with its pace. */
type ChangeServices = TrackerServices & { pace: TrackerPace };

const update = (services: ChangeServices, change: StoredCardChange, values: Partial<StoredCardChange>) =>
  services.db
    .update(changes)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(changes.id, change.id));

/** Ends a change at the step the carrier (or the console) refused. */
async function fail(
  services: ChangeServices,
  change: StoredCardChange,
  step: Step,
  refusal: { code?: string | null; reason: string | null },
) {
  await services.db.transaction(async (transaction) => {
    await transaction
      .update(changes)
      .set({
        status: failed,
        failedStep: step,
        refusalCode: refusal.code ?? null,
        refusalReason: refusal.reason,
        completedAt: sql`now()`,
        nextCheckAt: null,
        updatedAt: sql`now()`,
      })
      .where(eq(changes.id, change.id));
    const detail = [step, refusal.code, refusal.reason].filter(Boolean).join(': ');
    await recordCardChangeEvents(transaction, [{ changeId: change.id, kind: 'refused', detail }]);
  });
}

/** Sends one step's order: a refusal of the request fails the change, any other failure is tried again later. */
async function sendStep(
  services: ChangeServices,
  change: StoredCardChange,
  step: Step,
  send: (gateway: CarrierGateway) => Promise<string>,
) {
  const accountId = step === 'release' ? change.oldCarrierAccountId : change.newCarrierAccountId;
  if (accountId === null) return fail(services, change, step, { reason: 'the card has no carrier account' });
  try {
    const orderNumber = await send(await services.carrier.gatewayFor(accountId));
    const numbers =
      step === 'release' ? { releaseOrderNumber: orderNumber } : { registerOrderNumber: orderNumber };
    await update(services, change, {
      ...numbers,
      status: step === 'release' ? releasing : registering,
      submittedAt: new Date(),
      nextCheckAt: later(services.pace.firstCheckMilliseconds),
      checks: 0,
    });
    const kind = step === 'release' ? ('releaseSent' as const) : ('registerSent' as const);
    await recordCardChangeEvents(services.db, [{ changeId: change.id, kind, detail: orderNumber }]);
  } catch (error) {
    if (isRefusal(error)) {
      if (step === 'register' && change.newRegistrationId !== null) {
        await settleRegistration(services, change, {
          status: realNameStatus.byName.failed,
          reason: (error as CarrierError).message,
        });
      }
      return fail(services, change, step, { reason: (error as CarrierError).message });
    }
    const detail = error instanceof Error ? error.message : String(error);
    await recordCardChangeEvents(services.db, [{ changeId: change.id, kind: 'sendFailed', detail }]);
    await retryLaterIn(services.db, tracked, [change], services.pace);
  }
}

const settleRegistration = async (
  services: ChangeServices,
  change: StoredCardChange,
  outcome: Parameters<typeof settle>[2],
) => {
  if (change.newRegistrationId === null) return;
  await settle(services.db, [await registrationById(services.db, change.newRegistrationId)], outcome);
};

async function sendRelease(services: ChangeServices, change: StoredCardChange) {
  await sendStep(services, change, 'release', async (gateway) => {
    const [order] = await gateway.deregisterRealName(
      { by: 'iccid', numbers: [change.oldIccid] },
      'deviceChange',
      `card change ${change.id}: ${change.vin}`,
    );
    if (!order) throw new Error('the carrier answered no order');
    return order.orderNumber;
  });
}

async function sendRegistration(services: ChangeServices, change: StoredCardChange) {
  const registrationId = change.newRegistrationId ?? (await carriedRegistration(services.db, change));
  if (registrationId === null) {
    return fail(services, change, 'register', {
      reason: 'the new card has another registration in progress',
    });
  }
  const withRegistration = { ...change, newRegistrationId: registrationId };
  const released = await registrationById(services.db, change.oldRegistrationId);
  await sendStep(services, withRegistration, 'register', async (gateway) => {
    const order = await gateway.changeRealNameCard({
      iccid: change.newIccid,
      previousIccid: change.oldIccid,
      vin: change.vin,
      documentNumber: services.personalData.open(released.documentNumberSealed),
    });
    await markRegistrationSent(services.db, registrationId, order.orderNumber);
    return order.orderNumber;
  });
}

/** The new card registered: the vehicle's cards are swapped and the change completes. */
async function complete(services: ChangeServices, change: StoredCardChange) {
  await settleRegistration(services, change, { status: realNameStatus.byName.registered });
  const newCard = { id: change.newCardId, iccid: change.newIccid, msisdn: change.newMsisdn };
  const reason = `card change ${change.id}`;
  const swapped = await services.db
    .transaction(async (transaction) => {
      await swapVehicleCard(transaction, {
        vehicleId: change.vehicleId,
        oldCardId: change.oldCardId,
        newCard,
        role: change.role as VehicleCardRoleCode,
        reason,
        operatorId: change.createdBy,
      });
      return null;
    })
    // The registration stands at the carrier: the change completes, and says what the vehicle still needs.
    .catch((error: unknown) => (error instanceof AppError ? error.message : Promise.reject(error)));
  await update(services, change, { status: completed, completedAt: new Date(), nextCheckAt: null });
  await recordCardChangeEvents(services.db, [
    { changeId: change.id, kind: 'registered', detail: change.registerOrderNumber },
    {
      changeId: change.id,
      kind: 'vehicleUpdated',
      detail: swapped ?? `${change.oldIccid} → ${change.newIccid}`,
    },
  ]);
}

/** Asks the carrier about a sent step's order and moves the change on. */
async function checkStep(services: ChangeServices, change: StoredCardChange) {
  const step: Step = change.status === releasing ? 'release' : 'register';
  const orderNumber = step === 'release' ? change.releaseOrderNumber : change.registerOrderNumber;
  const accountId = step === 'release' ? change.oldCarrierAccountId : change.newCarrierAccountId;
  if (!orderNumber || accountId === null) return;
  const iccid = step === 'release' ? change.oldIccid : change.newIccid;
  try {
    const gateway = await services.carrier.gatewayFor(accountId);
    const { succeeded, refused } = await orderOutcomes(gateway, orderNumber, [{ iccid }]);
    const [refusal] = refused;
    if (succeeded.length > 0 && step === 'release') {
      await services.db.transaction(async (transaction) => {
        await cancelReleasedRegistration(transaction, change);
        await transaction
          .update(changes)
          .set({
            status: registering,
            submittedAt: null,
            nextCheckAt: sql`now()`,
            checks: 0,
            updatedAt: sql`now()`,
          })
          .where(eq(changes.id, change.id));
        await recordCardChangeEvents(transaction, [
          { changeId: change.id, kind: 'released', detail: orderNumber },
        ]);
      });
    } else if (succeeded.length > 0) {
      await complete(services, change);
    } else if (refusal) {
      const answer = { code: refusal.item.reasonCode ?? null, reason: refusal.item.reason ?? null };
      if (step === 'register') {
        await settleRegistration(services, change, {
          status: realNameStatus.byName.failed,
          refusalCode: answer.code,
          reason: answer.reason,
        });
      }
      await fail(services, change, step, answer);
    } else {
      await retryLaterIn(services.db, tracked, [change], services.pace);
    }
  } catch (error) {
    services.logger.warn({ err: error }, `card change order ${orderNumber} could not be read`);
    await retryLaterIn(services.db, tracked, [change], services.pace);
  }
}

/** One pass: send what waits (a release or a registration), then ask about what was sent. */
export function cardChangeTracker(trackerServices: TrackerServices, pace: TrackerPace) {
  const services = { ...trackerServices, pace };
  return async function runOnce(): Promise<void> {
    for (const change of await claimDueIn(services.db, tracked, false)) {
      await (change.status === pending ? sendRelease(services, change) : sendRegistration(services, change));
    }
    for (const change of await claimDueIn(services.db, tracked, true)) await checkStep(services, change);
  };
}
