import { and, eq, isNull, sql } from 'drizzle-orm';
import { cardStatus } from '@simdesk/contract';
import type { Database } from '../../../platform/database/connect';
import { cardChangeItems, cardChangeOrders } from '../schema/card-changes-schema';
import { cardStatusHistory, simCards } from '../schema/cards-schema';
import { sightedCardColumns } from '../usage/imei-sightings';
import { changeRequestOf } from './change-kinds';
import type { ChangeSettledListener } from './change-settled-point';

/** An open item with what settling it needs from its order. */
export interface OpenItem {
  id: number;
  orderId: number;
  cardId: number;
  companyId: number;
  iccid: string;
  carrierAccountId: number | null;
  carrierOrderNumber: string | null;
  state: string;
  toStatus: number | null;
  submittedAt: Date | null;
  checks: number;
  kind: string;
  request: unknown;
  reason: string | null;
  operatorId: number;
}

/** How an item ends; a success of a status change is what moves the card. */
export interface ItemOutcome {
  state: 'success' | 'failed';
  reasonCode?: string | null;
  reason?: string | null;
  carrierOrderNumber?: string | null;
  deliveryState?: string | null;
  /** When the carrier says it took effect. */
  completedAt?: Date | null;
}

/**
 * Settles one item exactly once (a second tracker finds it settled and does nothing). A status change that
 * the carrier confirmed moves the card and writes its history with the carrier's order number and the
 * operator, in the same transaction; so do the listeners of a success.
 */
export async function settleItem(
  db: Database,
  item: OpenItem,
  outcome: ItemOutcome,
  listeners: readonly ChangeSettledListener[] = [],
): Promise<boolean> {
  const settledAt = new Date();
  return db.transaction(async (transaction) => {
    const [settled] = await transaction
      .update(cardChangeItems)
      .set({
        state: outcome.state,
        reasonCode: outcome.reasonCode ?? null,
        reason: outcome.reason ?? null,
        carrierOrderNumber: outcome.carrierOrderNumber ?? item.carrierOrderNumber,
        deliveryState: outcome.deliveryState ?? null,
        settledAt,
        nextCheckAt: null,
      })
      .where(and(eq(cardChangeItems.id, item.id), isNull(cardChangeItems.settledAt)))
      .returning({ id: cardChangeItems.id, carrierOrderNumber: cardChangeItems.carrierOrderNumber });
    if (!settled) return false;
    if (outcome.state === 'success' && item.kind === 'status' && item.toStatus !== null) {
      await moveCard(transaction, item, settled.carrierOrderNumber, outcome.completedAt ?? settledAt);
    }
    if (outcome.state === 'success' && listeners.length > 0) {
      await tellListeners(transaction, listeners, item, outcome.completedAt ?? settledAt);
    }
    return true;
  });
}

async function tellListeners(
  transaction: Database,
  listeners: readonly ChangeSettledListener[],
  item: OpenItem,
  completedAt: Date,
): Promise<void> {
  const [card] = await transaction
    .select(sightedCardColumns)
    .from(simCards)
    .where(eq(simCards.id, item.cardId));
  if (!card) return;
  const request = changeRequestOf(item.kind, item.request);
  for (const listener of listeners) await listener(transaction, { request, card, completedAt });
}

async function moveCard(
  transaction: Database,
  item: OpenItem,
  orderNumber: string | null,
  changedAt: Date,
): Promise<void> {
  const toStatus = item.toStatus as number;
  const [card] = await transaction
    .select({ status: simCards.cardStatus })
    .from(simCards)
    .where(eq(simCards.id, item.cardId))
    .for('update');
  if (!card) return;
  const firstActivation = toStatus === cardStatus.byName.activated;
  await transaction
    .update(simCards)
    .set({
      cardStatus: toStatus,
      statusChangedAt: changedAt,
      updatedAt: new Date(),
      ...(firstActivation ? { activatedAt: sql`coalesce(${simCards.activatedAt}, ${changedAt})` } : {}),
    })
    .where(eq(simCards.id, item.cardId));
  await transaction.insert(cardStatusHistory).values({
    cardId: item.cardId,
    companyId: item.companyId,
    fromStatus: card.status,
    toStatus,
    reason: item.reason,
    orderNumber,
    changedAt,
    operatorId: item.operatorId,
  });
}

/**
 * Brings an order's state in line with its items once none is open: success (every card), failed (none) or
 * partial. Scheduled and cancelled orders are left alone.
 */
export async function refreshOrderState(db: Database, orderId: number): Promise<void> {
  const [summary] = await db
    .select({
      open: sql<number>`count(*) filter (where ${cardChangeItems.settledAt} is null)::int`,
      succeeded: sql<number>`count(*) filter (where ${cardChangeItems.state} = 'success')::int`,
      total: sql<number>`count(*)::int`,
    })
    .from(cardChangeItems)
    .where(eq(cardChangeItems.orderId, orderId));
  if (!summary || Number(summary.open) > 0) return;
  const succeeded = Number(summary.succeeded);
  const total = Number(summary.total);
  const state = total > 0 && succeeded === total ? 'success' : succeeded === 0 ? 'failed' : 'partial';
  await db
    .update(cardChangeOrders)
    .set({ state, finishedAt: new Date() })
    .where(and(eq(cardChangeOrders.id, orderId), eq(cardChangeOrders.state, 'pending')));
}
