import { and, asc, eq, inArray, lt } from 'drizzle-orm';
import { whitelistWorkOrderState, type WhitelistWorkOrderStateCode } from '@simdesk/contract';
import type { Destination, WhitelistWorkOrderRow } from '@simdesk/contract/modules/enhanced-network';
import { CarrierError } from '../../../platform/carrier/carrier-error';
import type { CarrierWhitelistWorkOrder } from '../../../platform/carrier/carrier-gateway';
import type { Database } from '../../../platform/database/connect';
import { carrierAccounts } from '../../../platform/database/schema-carrier';
import type { AppServices } from '../../../platform/services';
import { carrierAccountsOfCompanyCards } from '../../sim-cards';
import { withIsoTimes } from '../shared/iso-times';
import { destinationWorkOrders } from './destination-schema';

type Services = Pick<AppServices, 'db' | 'clock' | 'carrier' | 'logger'>;
const { submitted, applied, refused } = whitelistWorkOrderState.byName;

/** The carrier's word on a work order, in the console's terms: under review (or approved) is still submitted. */
function stateOf(order: CarrierWhitelistWorkOrder): WhitelistWorkOrderStateCode {
  if (order.state === 'applied') return applied;
  return order.state === 'rejected' ? refused : submitted;
}

const dateOrNull = (value: string | null | undefined) => (value ? new Date(value) : null);

function progressOf(order: CarrierWhitelistWorkOrder) {
  return {
    workOrderId: order.workOrderId,
    state: stateOf(order),
    rejectionReason: order.rejectionReason ?? null,
    submittedAt: new Date(order.submittedAt),
    expectedReviewAt: dateOrNull(order.expectedReviewAt),
    appliedAt: dateOrNull(order.appliedAt),
  };
}

/**
 * Sends an approved list's destinations to each carrier account holding the company's cards, as a PCC
 * white-list work order to add them. A refused call is recorded with its reason (the list stays approved).
 */
export async function submitWorkOrders(
  services: Services,
  list: { id: number; companyId: number; name: string; destinations: Destination[] },
): Promise<void> {
  const { db, clock, carrier } = services;
  for (const accountId of await carrierAccountsOfCompanyCards(db, list.companyId)) {
    const now = clock.now();
    try {
      const gateway = await carrier.gatewayFor(accountId);
      const order = await gateway.submitWhitelistWorkOrder('add', list.destinations, list.name);
      await db
        .insert(destinationWorkOrders)
        .values({ listId: list.id, carrierAccountId: accountId, ...progressOf(order), checkedAt: now });
    } catch (error) {
      if (!(error instanceof CarrierError)) throw error;
      await db.insert(destinationWorkOrders).values({
        listId: list.id,
        carrierAccountId: accountId,
        submitError: `${error.code}: ${error.message}`,
        checkedAt: now,
      });
    }
  }
}

/** Asks the carrier about work orders still under review, at most `limit`, those asked longest ago first. */
export async function refreshWorkOrders(
  services: Services,
  options: { askedBefore: Date; listIds?: readonly number[]; limit: number },
): Promise<void> {
  const { db, clock, carrier, logger } = services;
  if (options.listIds?.length === 0) return;
  const open = await db
    .select()
    .from(destinationWorkOrders)
    .where(
      and(
        eq(destinationWorkOrders.state, submitted),
        lt(destinationWorkOrders.checkedAt, options.askedBefore),
        options.listIds ? inArray(destinationWorkOrders.listId, [...options.listIds]) : undefined,
      ),
    )
    .orderBy(asc(destinationWorkOrders.checkedAt))
    .limit(options.limit);
  for (const order of open) {
    try {
      const gateway = await carrier.gatewayFor(order.carrierAccountId, { allowDisabled: true });
      const answer = await gateway.whitelistWorkOrder(order.workOrderId ?? '');
      await db
        .update(destinationWorkOrders)
        .set({ ...progressOf(answer), checkedAt: clock.now() })
        .where(eq(destinationWorkOrders.id, order.id));
    } catch (error) {
      logger.warn(
        { err: error, workOrderId: order.workOrderId },
        'white-list work order not brought up to date',
      );
    }
  }
}

/** The work orders of the lists, by list, as rows. */
export async function workOrdersOfLists(
  db: Database,
  listIds: readonly number[],
): Promise<Map<number, WhitelistWorkOrderRow[]>> {
  const byList = new Map<number, WhitelistWorkOrderRow[]>();
  if (listIds.length === 0) return byList;
  const rows = await db
    .select({ order: destinationWorkOrders, carrierAccountName: carrierAccounts.name })
    .from(destinationWorkOrders)
    .innerJoin(carrierAccounts, eq(carrierAccounts.id, destinationWorkOrders.carrierAccountId))
    .where(inArray(destinationWorkOrders.listId, [...listIds]))
    .orderBy(asc(destinationWorkOrders.id));
  for (const { order, carrierAccountName } of rows) {
    const row = {
      ...withIsoTimes(order),
      carrierAccountName,
      state: order.state as WhitelistWorkOrderStateCode | null,
    };
    byList.set(order.listId, [...(byList.get(order.listId) ?? []), row]);
  }
  return byList;
}
