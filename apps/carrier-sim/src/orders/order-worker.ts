import type { FastifyBaseLogger } from 'fastify';
import { findCards } from '../cards/card-repository';
import type { SimDatabase } from '../database/database';
import type { SimClock } from '../time/sim-clock';
import { defaultImeiChangeShare } from '../world/device-model';
import type { ChangeDefinition } from './change-definition';

/** Applies orders when they fall due. */
export interface OrderWorker {
  /** Runs due orders after `milliseconds` (an order was just accepted). */
  wakeAfter(milliseconds: number): void;
  /** Applies every order due now; answers how many. Runs are serialised. */
  runDue(): Promise<number>;
  stop(): Promise<void>;
}

interface DueOrder {
  orderNumber: string;
  appId: string;
  kind: string;
  request: Record<string, unknown>;
  dueAt: Date;
}

const sweepMilliseconds = 1000;

export function startOrderWorker(
  database: SimDatabase,
  clock: SimClock,
  definitions: readonly ChangeDefinition[],
  log: FastifyBaseLogger,
  imeiChangeShare = defaultImeiChangeShare,
): OrderWorker {
  const byKind = new Map(definitions.map((definition) => [definition.kind, definition]));
  const timers = new Set<NodeJS.Timeout>();
  let running: Promise<number> = Promise.resolve(0);
  let stopped = false;

  async function applyOrder(order: DueOrder): Promise<boolean> {
    const definition = byKind.get(order.kind);
    if (!definition) throw new Error(`order ${order.orderNumber} has an unknown kind ${order.kind}`);
    return database.transaction(async (transaction) => {
      // Skip an order another simulator process on the same database is applying.
      const locked = await transaction.query(
        `SELECT 1 FROM carrier_sim.orders WHERE order_number = $1 AND state = 'pending' FOR UPDATE SKIP LOCKED`,
        [order.orderNumber],
      );
      if (locked.length === 0) return false;
      const items = await transaction.query<{ iccid: string }>(
        "SELECT iccid FROM carrier_sim.order_items WHERE order_number = $1 AND state = 'pending' ORDER BY iccid",
        [order.orderNumber],
      );
      const iccids = items.map((item) => item.iccid);
      const cards = await findCards(transaction, order.appId, 'iccid', iccids);
      const effect = { at: order.dueAt.getTime(), orderNumber: order.orderNumber, imeiChangeShare };
      let successes = 0;
      for (const iccid of iccids) {
        const card = cards.get(iccid);
        const outcome = card
          ? await definition.apply(transaction, card, order.request, effect)
          : { ok: false as const, reasonCode: 'CARD_NOT_FOUND', reason: 'the card no longer exists' };
        if (outcome.ok) successes += 1;
        await transaction.query(
          `UPDATE carrier_sim.order_items SET state = $3, reason_code = $4, reason = $5, completed_at = $6
           WHERE order_number = $1 AND iccid = $2`,
          [
            order.orderNumber,
            iccid,
            outcome.ok ? 'success' : 'failed',
            outcome.ok ? null : outcome.reasonCode,
            outcome.ok ? null : outcome.reason,
            order.dueAt,
          ],
        );
      }
      const state = successes === iccids.length ? 'success' : successes === 0 ? 'failed' : 'partial';
      // An applied order keeps only what it shows: personal data lives on with the registration, not here.
      const kept = definition.shownRequest?.(order.request);
      await transaction.query(
        `UPDATE carrier_sim.orders SET state = $2, completed_at = $3, request = COALESCE($4::jsonb, request)
         WHERE order_number = $1`,
        [order.orderNumber, state, order.dueAt, kept === undefined ? null : JSON.stringify(kept)],
      );
      return true;
    });
  }

  async function applyDue(): Promise<number> {
    let applied = 0;
    for (;;) {
      const due = await database.query<DueOrder>(
        `SELECT order_number AS "orderNumber", app_id AS "appId", kind, request, due_at AS "dueAt"
         FROM carrier_sim.orders WHERE state = 'pending' AND due_at <= $1 ORDER BY due_at, order_number LIMIT 50`,
        [new Date(clock.now())],
      );
      for (const order of due) {
        if (await applyOrder(order)) applied += 1;
      }
      if (due.length < 50 || stopped) return applied;
    }
  }

  const runDue = () => {
    running = running.catch(() => 0).then(() => (stopped ? 0 : applyDue()));
    return running;
  };
  const runLogged = () => {
    runDue().catch((error: unknown) => log.error({ err: error }, 'applying due orders failed'));
  };
  // A sweep catches orders left pending by a restart and those a clock advance made due.
  const sweep = setInterval(runLogged, sweepMilliseconds);
  sweep.unref();

  return {
    wakeAfter(milliseconds) {
      if (stopped) return;
      const timer = setTimeout(() => {
        timers.delete(timer);
        runLogged();
      }, milliseconds + 5);
      timers.add(timer);
    },
    runDue,
    async stop() {
      stopped = true;
      clearInterval(sweep);
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await running.catch(() => 0);
    },
  };
}
