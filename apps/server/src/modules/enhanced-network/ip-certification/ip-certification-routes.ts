import { destinationListStatus } from '@simdesk/contract';
import {
  destinationListAddCall,
  destinationListCall,
  destinationListDeleteCall,
  destinationListEditCall,
  destinationListReviewCall,
} from '@simdesk/contract/modules/enhanced-network';
import type { CallRegistrar } from '../../../platform/http/register-call';
import type { AppServices } from '../../../platform/services';
import { staleBefore } from '../shared/carrier-freshness';
import { periodicSweep } from '../../../platform/modules/periodic-sweep';
import {
  addDestinationList,
  deleteDestinationList,
  editDestinationList,
  findList,
  listDestinationLists,
  recordReview,
} from './destination-lists';
import { refreshWorkOrders, submitWorkOrders } from './destination-work-orders';

const sweepBatch = 100;

/** The carrier reviews work orders over working days: their state is polled in the background too. */
export const workOrderSweep = (services: AppServices) =>
  periodicSweep(services, 'white-list work order sweep', 60_000, () =>
    refreshWorkOrders(services, { askedBefore: staleBefore(services), limit: sweepBatch }),
  );

/** IP certification: destination lists, their review, and the carrier work orders that apply them. */
export function registerIpCertificationCalls(registrar: CallRegistrar, services: AppServices): void {
  const { db, clock } = services;

  registrar.guardedCall(destinationListCall, async ({ obj, caller }) => {
    const first = await listDestinationLists(db, caller, obj);
    const listIds = first.lists.map((list) => list.id);
    await refreshWorkOrders(services, { askedBefore: staleBefore(services), listIds, limit: sweepBatch });
    return { rows: [await listDestinationLists(db, caller, obj)] };
  });

  registrar.guardedCall(destinationListAddCall, async ({ obj, caller }) => {
    const id = await addDestinationList(db, caller, obj);
    return { rows: [{ id }], auditTarget: `destination list ${id} "${obj.name}"` };
  });

  registrar.guardedCall(destinationListEditCall, async ({ obj, caller }) => {
    await editDestinationList(db, clock.now(), caller, obj);
    return { rows: [{ id: obj.listId }], auditTarget: `destination list ${obj.listId} "${obj.name}"` };
  });

  registrar.guardedCall(destinationListDeleteCall, async ({ obj, caller }) => {
    const list = await deleteDestinationList(db, caller, obj.listId);
    return { rows: [{ ok: true }], auditTarget: `destination list ${list.id} "${list.name}"` };
  });

  registrar.guardedCall(destinationListReviewCall, async ({ obj, caller }) => {
    const approving = obj.decision === 'approve';
    await recordReview(db, clock.now(), caller, {
      listId: obj.listId,
      status: approving ? destinationListStatus.byName.approved : destinationListStatus.byName.rejected,
      reason: approving ? null : obj.reason,
    });
    if (approving) await submitWorkOrders(services, await findList(db, caller, obj.listId));
    return { rows: [{ id: obj.listId }], auditTarget: `destination list ${obj.listId} ${obj.decision}d` };
  });
}
