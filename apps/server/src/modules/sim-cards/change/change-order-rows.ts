import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  cardStatus,
  changeItemStates,
  type ChangeItemRow,
  type ChangeItemState,
  type ChangeOrderRow,
  type ChangeOrderState,
} from '@simdesk/contract';
import type { Database } from '../../../platform/database/connect';
import { operators } from '../../../platform/database/schema';
import { cardChangeItems, cardChangeOrders } from '../schema/card-changes-schema';
import { simCards } from '../schema/cards-schema';

type StoredOrder = typeof cardChangeOrders.$inferSelect;

const iso = (value: Date | null) => (value === null ? null : value.toISOString());

function statusOrNull(value: number | null) {
  return value !== null && cardStatus.has(value) ? value : null;
}

function zeroCounts(): Record<ChangeItemState, number> {
  return { queued: 0, pending: 0, unknown: 0, success: 0, failed: 0 };
}

/** Items of the orders counted by state, and each order's first ICCID, in two grouped queries. */
async function itemSummaries(db: Database, orderIds: number[]) {
  const counts = new Map<number, Record<ChangeItemState, number>>();
  const firstIccids = new Map<number, string>();
  if (orderIds.length === 0) return { counts, firstIccids };
  const grouped = await db
    .select({
      orderId: cardChangeItems.orderId,
      state: cardChangeItems.state,
      count: sql<number>`count(*)::int`,
    })
    .from(cardChangeItems)
    .where(inArray(cardChangeItems.orderId, orderIds))
    .groupBy(cardChangeItems.orderId, cardChangeItems.state);
  for (const row of grouped) {
    const entry = counts.get(row.orderId) ?? zeroCounts();
    if ((changeItemStates as readonly string[]).includes(row.state)) {
      entry[row.state as ChangeItemState] = Number(row.count);
    }
    counts.set(row.orderId, entry);
  }
  const firsts = await db
    .selectDistinctOn([cardChangeItems.orderId], {
      orderId: cardChangeItems.orderId,
      iccid: cardChangeItems.iccid,
    })
    .from(cardChangeItems)
    .where(inArray(cardChangeItems.orderId, orderIds))
    .orderBy(asc(cardChangeItems.orderId), asc(cardChangeItems.id));
  for (const row of firsts) firstIccids.set(row.orderId, row.iccid);
  return { counts, firstIccids };
}

/** Orders as the contract's rows, newest first. */
export async function orderRows(
  db: Database,
  where: SQL | undefined,
  window: { limit: number; offset: number },
): Promise<ChangeOrderRow[]> {
  const found = await db
    .select({ order: cardChangeOrders, account: operators.account })
    .from(cardChangeOrders)
    .leftJoin(operators, eq(operators.id, cardChangeOrders.operatorId))
    .where(where)
    .orderBy(desc(cardChangeOrders.id))
    .limit(window.limit)
    .offset(window.offset);
  const { counts, firstIccids } = await itemSummaries(
    db,
    found.map((row) => row.order.id),
  );
  return found.map(({ order, account }) =>
    toOrderRow(order, account, counts.get(order.id), firstIccids.get(order.id)),
  );
}

function toOrderRow(
  order: StoredOrder,
  account: string | null,
  counts: Record<ChangeItemState, number> | undefined,
  firstIccid: string | undefined,
): ChangeOrderRow {
  return {
    id: order.id,
    kind: order.kind as ChangeOrderRow['kind'],
    state: order.state as ChangeOrderState,
    request: (order.request ?? {}) as Record<string, unknown>,
    targetStatus: statusOrNull(order.targetStatus),
    reason: order.reason,
    batch: order.batch,
    taskId: order.taskId,
    operatorAccount: account,
    scheduledAt: iso(order.scheduledAt),
    createdAt: order.createdAt.toISOString(),
    finishedAt: iso(order.finishedAt),
    firstIccid: firstIccid ?? null,
    cardCount: order.cardCount,
    counts: counts ?? zeroCounts(),
    unmatchedNumbers: order.unmatchedNumbers,
  };
}

/** One order by id, within a scope condition; undefined when it is not there or not visible. */
export async function orderRow(db: Database, orderId: number, scope: SQL | undefined) {
  const [row] = await orderRows(db, and(eq(cardChangeOrders.id, orderId), scope), { limit: 1, offset: 0 });
  return row;
}

/** Items as the contract's rows, in the order of their ids (or newest first). */
export async function itemRows(
  db: Database,
  where: SQL | undefined,
  window: { limit: number; offset: number },
  newestFirst = false,
): Promise<ChangeItemRow[]> {
  const found = await db
    .select({
      item: cardChangeItems,
      kind: cardChangeOrders.kind,
      request: cardChangeOrders.request,
      account: operators.account,
      msisdn: simCards.msisdn,
      createdAt: cardChangeOrders.createdAt,
    })
    .from(cardChangeItems)
    .innerJoin(cardChangeOrders, eq(cardChangeOrders.id, cardChangeItems.orderId))
    .innerJoin(simCards, eq(simCards.id, cardChangeItems.cardId))
    .leftJoin(operators, eq(operators.id, cardChangeOrders.operatorId))
    .where(where)
    .orderBy(newestFirst ? desc(cardChangeItems.id) : asc(cardChangeItems.id))
    .limit(window.limit)
    .offset(window.offset);
  return found.map(({ item, kind, request, account, msisdn, createdAt }) => ({
    id: item.id,
    orderId: item.orderId,
    kind: kind as ChangeItemRow['kind'],
    cardId: item.cardId,
    iccid: item.iccid,
    msisdn,
    state: item.state as ChangeItemState,
    carrierOrderNumber: item.carrierOrderNumber,
    fromStatus: statusOrNull(item.fromStatus),
    toStatus: statusOrNull(item.toStatus),
    request: (request ?? {}) as Record<string, unknown>,
    reasonCode: item.reasonCode,
    reason: item.reason,
    deliveryState: item.deliveryState,
    operatorAccount: account,
    createdAt: createdAt.toISOString(),
    settledAt: iso(item.settledAt),
  }));
}

/** Counts the items matching a condition (the detail drawer's pager). */
export async function countItems(db: Database, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(cardChangeItems)
    .innerJoin(cardChangeOrders, eq(cardChangeOrders.id, cardChangeItems.orderId))
    .where(where);
  return Number(row?.count ?? 0);
}
