import { and, count, eq, exists, inArray, lt } from 'drizzle-orm';
import type { ChangeItemRow, ChangeOrderKind, ChangeOrderRow, ChangeOrderState } from '@simdesk/contract';
import type { OperatorContext } from '../../../platform/auth/operator-context';
import { callerScope } from '../../../platform/auth/data-scope';
import type { AppServices } from '../../../platform/services';
import { cardChangeItems, cardChangeOrders } from '../schema/card-changes-schema';
import { startBatchChange, type BatchChange } from './batch-change';
import { batchCardChangeKind } from './batch-change-task';
import { loadCardChangeSettings, type CardChangeDeps } from './card-change-deps';
import type { ChangeRequest } from './change-kinds';
import { itemRows, orderRows } from './change-order-rows';
import { cardChangeOrdersScope, changeOneCard } from './single-change';

/** One keyset page of orders, newest first. */
export interface OrderPage {
  orders: ChangeOrderRow[];
  nextCursor: number | null;
  total: number;
  totalIsEstimate: boolean;
}

/** Card changes as other modules ask for them: the same orders, checks, throttles, tracker and batch task. */
export interface CardChanges {
  /** One card's change, sent at once; a refusal is answered as an error, as the change calls do. */
  changeOne(
    caller: OperatorContext,
    change: { cardId: number; request: ChangeRequest; reason: string | null },
  ): Promise<ChangeOrderRow>;
  /** Many cards' change as a task with a per-card report. */
  startBatch(
    caller: OperatorContext,
    change: BatchChange,
  ): Promise<{ orderId: number; taskId: number | null; cardCount: number; unmatchedNumbers: string[] }>;
  /** The caller's orders of one kind, optionally in one state or naming one of some cards. */
  ordersOfKind(
    caller: OperatorContext,
    filter: {
      kind: ChangeOrderKind;
      state?: ChangeOrderState;
      iccids?: string[];
      cursor?: number;
      pageSize: number;
    },
  ): Promise<OrderPage>;
  /** A card's latest changes the caller sees, newest first. */
  recentChangesOfCard(caller: OperatorContext, cardId: number, limit: number): Promise<ChangeItemRow[]>;
}

/** The card changes of an app; the pace is the SIM card module's (read from the same variables). */
export function cardChangesFor(
  services: Pick<AppServices, 'db' | 'carrier' | 'logger' | 'tasks'>,
  environment: NodeJS.ProcessEnv = process.env,
): CardChanges {
  const deps: CardChangeDeps = {
    db: services.db,
    carrier: services.carrier,
    logger: services.logger,
    settings: loadCardChangeSettings(environment),
  };
  // The SIM card module registers this kind and runs it; this copy only names it when a task starts.
  const batchKind = batchCardChangeKind(deps);
  const { db } = services;
  return {
    changeOne: (caller, change) => changeOneCard(deps, caller, change),
    startBatch: (caller, change) => startBatchChange(deps, services, batchKind, caller, change),
    async ordersOfKind(caller, filter) {
      const namesCard =
        filter.iccids === undefined
          ? undefined
          : exists(
              db
                .select({ id: cardChangeItems.id })
                .from(cardChangeItems)
                .where(
                  and(
                    eq(cardChangeItems.orderId, cardChangeOrders.id),
                    inArray(cardChangeItems.iccid, filter.iccids.length > 0 ? filter.iccids : ['']),
                  ),
                ),
            );
      const matching = and(
        callerScope(caller, cardChangeOrdersScope),
        eq(cardChangeOrders.kind, filter.kind),
        filter.state ? eq(cardChangeOrders.state, filter.state) : undefined,
        namesCard,
      );
      const where =
        filter.cursor === undefined ? matching : and(matching, lt(cardChangeOrders.id, filter.cursor));
      const found = await orderRows(db, where, { limit: filter.pageSize + 1, offset: 0 });
      const [counted] = await db.select({ total: count() }).from(cardChangeOrders).where(matching);
      const orders = found.slice(0, filter.pageSize);
      const nextCursor = found.length > filter.pageSize ? (orders.at(-1)?.id ?? null) : null;
      return { orders, nextCursor, total: counted?.total ?? 0, totalIsEstimate: false };
    },
    recentChangesOfCard: (caller, cardId, limit) =>
      itemRows(
        db,
        and(eq(cardChangeItems.cardId, cardId), callerScope(caller, cardChangeOrdersScope)),
        { limit, offset: 0 },
        true,
      ),
  };
}
