import { setTimeout as sleep } from 'node:timers/promises';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import { CarrierError } from '../../../platform/carrier/carrier-error';
import type { CarrierOrderResult } from '../../../platform/carrier/carrier-gateway';
import { cardChangeItems, cardChangeOrders } from '../schema/card-changes-schema';
import type { CardChangeDeps } from './card-change-deps';
import { reconcileUnknownItems } from './change-reconcile';
import { refreshOrderState, settleItem, type OpenItem } from './change-settlement';
import { submitQueuedItems } from './change-submission';

export type StoredChangeOrder = typeof cardChangeOrders.$inferSelect;

/** The background worker of card changes: sends scheduled orders when due and follows open items to the end. */
export interface CardChangeTracker {
  start(): void;
  stop(): Promise<void>;
  /** One pass over due work (tests call it instead of waiting for the timer). */
  runOnce(): Promise<void>;
}

const itemsPerPass = 200;
const ordersPerPass = 20;

function groupBy<Item>(items: Item[], key: (item: Item) => string): Map<string, Item[]> {
  const groups = new Map<string, Item[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

/**
 * Safe with several server processes: scheduled orders and due items are claimed with FOR UPDATE SKIP LOCKED
 * (items for a lease, so a crashed process's claim runs out), and an item settles only once.
 */
export function createCardChangeTracker(
  deps: CardChangeDeps,
  startBatchTask: (order: StoredChangeOrder) => Promise<void>,
): CardChangeTracker {
  const { db, settings } = deps;
  const stopping = new AbortController();
  let loop: Promise<void> | undefined;
  let running: Promise<void> | undefined;

  async function reschedule(item: OpenItem): Promise<void> {
    const wait = Math.min(
      settings.maximumCheckIntervalMilliseconds,
      settings.pollMilliseconds * 2 ** Math.min(item.checks, 6),
    );
    await db
      .update(cardChangeItems)
      .set({ nextCheckAt: new Date(Date.now() + wait) })
      .where(eq(cardChangeItems.id, item.id));
  }

  async function sendDueOrders(): Promise<void> {
    const due = await db
      .update(cardChangeOrders)
      .set({ state: 'pending' })
      .where(
        inArray(
          cardChangeOrders.id,
          db
            .select({ id: cardChangeOrders.id })
            .from(cardChangeOrders)
            .where(
              and(eq(cardChangeOrders.state, 'scheduled'), lte(cardChangeOrders.scheduledAt, sql`now()`)),
            )
            .orderBy(asc(cardChangeOrders.scheduledAt))
            .limit(ordersPerPass)
            .for('update', { skipLocked: true }),
        ),
      )
      .returning();
    for (const order of due) {
      if (order.batch) await startBatchTask(order);
      else await submitQueuedItems(deps, order);
    }
  }

  /**
   * Single orders whose cards were never sent (the process stopped between storing and sending): sent now.
   * Sending claims each card first, so a request still sending them makes this find nothing.
   */
  async function sendStrandedOrders(): Promise<void> {
    const before = new Date(Date.now() - settings.inFlightGuardMilliseconds);
    const stranded = await db
      .selectDistinct({ order: cardChangeOrders })
      .from(cardChangeOrders)
      .innerJoin(cardChangeItems, eq(cardChangeItems.orderId, cardChangeOrders.id))
      .where(
        and(
          eq(cardChangeOrders.state, 'pending'),
          eq(cardChangeOrders.batch, false),
          eq(cardChangeItems.state, 'queued'),
          lte(sql`coalesce(${cardChangeOrders.scheduledAt}, ${cardChangeOrders.createdAt})`, before),
        ),
      )
      .limit(ordersPerPass);
    for (const { order } of stranded) await submitQueuedItems(deps, order);
  }

  async function claimDueItems(): Promise<OpenItem[]> {
    const claimed = await db
      .update(cardChangeItems)
      .set({
        nextCheckAt: new Date(Date.now() + settings.claimLeaseMilliseconds),
        checks: sql`${cardChangeItems.checks} + 1`,
      })
      .where(
        inArray(
          cardChangeItems.id,
          db
            .select({ id: cardChangeItems.id })
            .from(cardChangeItems)
            .where(
              and(
                inArray(cardChangeItems.state, ['pending', 'unknown']),
                lte(cardChangeItems.nextCheckAt, sql`now()`),
              ),
            )
            .orderBy(asc(cardChangeItems.nextCheckAt))
            .limit(itemsPerPass)
            .for('update', { skipLocked: true }),
        ),
      )
      .returning();
    if (claimed.length === 0) return [];
    const orders = await db
      .select()
      .from(cardChangeOrders)
      .where(inArray(cardChangeOrders.id, [...new Set(claimed.map((item) => item.orderId))]));
    const byId = new Map(orders.map((order) => [order.id, order]));
    return claimed.flatMap((item) => {
      const order = byId.get(item.orderId);
      return order
        ? [
            {
              ...item,
              kind: order.kind,
              request: order.request,
              reason: order.reason,
              operatorId: order.operatorId,
            },
          ]
        : [];
    });
  }

  async function followCarrierOrder(items: OpenItem[], touched: Set<number>): Promise<void> {
    const [first] = items;
    if (!first?.carrierOrderNumber || first.carrierAccountId === null) return;
    let result: CarrierOrderResult;
    try {
      const gateway = await deps.carrier.gatewayFor(first.carrierAccountId, { allowDisabled: true });
      result = await gateway.orderResult(first.carrierOrderNumber);
    } catch (error) {
      if (!(error instanceof CarrierError)) throw error;
      for (const item of items) await reschedule(item);
      return;
    }
    const byIccid = new Map(result.items.map((entry) => [entry.iccid, entry]));
    for (const item of items) {
      const entry = byIccid.get(item.iccid);
      if (!entry || (entry.state !== 'success' && entry.state !== 'failed')) {
        await reschedule(item);
        continue;
      }
      await settleItem(
        db,
        item,
        {
          state: entry.state,
          reasonCode: entry.reasonCode,
          reason: entry.reason,
          deliveryState: entry.deliveryState ?? null,
          completedAt: entry.completedAt ? new Date(entry.completedAt) : null,
        },
        deps.settledListeners,
      );
      touched.add(item.orderId);
    }
  }

  async function checkDueItems(): Promise<void> {
    const items = await claimDueItems();
    const touched = new Set<number>();
    const pending = items.filter((item) => item.state === 'pending');
    for (const group of groupBy(
      pending,
      (item) => `${item.carrierAccountId}:${item.carrierOrderNumber}`,
    ).values()) {
      await followCarrierOrder(group, touched);
    }
    const unknown = items.filter((item) => item.state === 'unknown');
    for (const group of groupBy(unknown, (item) => `${item.carrierAccountId}:${item.kind}`).values()) {
      for (const orderId of await reconcileUnknownItems(deps, group, reschedule)) touched.add(orderId);
    }
    for (const orderId of touched) await refreshOrderState(db, orderId);
  }

  async function pass(): Promise<void> {
    await sendDueOrders();
    await sendStrandedOrders();
    await checkDueItems();
  }

  function runOnce(): Promise<void> {
    // One pass at a time in this process: the timer and a test never overlap.
    running ??= pass().finally(() => {
      running = undefined;
    });
    return running;
  }

  return {
    start() {
      if (loop) return;
      loop = (async () => {
        while (!stopping.signal.aborted) {
          await runOnce().catch((error: unknown) =>
            deps.logger.error({ err: error }, 'card change tracker pass failed'),
          );
          await sleep(settings.pollMilliseconds, undefined, { signal: stopping.signal }).catch(
            () => undefined,
          );
        }
      })();
    },
    async stop() {
      stopping.abort();
      await loop;
      await running?.catch(() => undefined);
    },
    runOnce,
  };
}
