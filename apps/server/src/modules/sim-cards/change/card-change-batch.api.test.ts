import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ChangeItemRow, ChangeOrderRow, TaskRow } from '@simdesk/contract';
import { loadOperatorContext } from '../../../platform/auth/operator-context';
import { createCarrierService } from '../../../platform/carrier/carrier-service';
import { operators } from '../../../platform/database/schema';
import { cardStatusHistory, simCards } from '../schema/cards-schema';
import { tasks } from '../../../platform/database/schema-tasks';
import type { CardChangeDeps } from './card-change-deps';
import {
  cardStatusOf,
  cardsIn,
  changeCallsSince,
  lastCallLogId,
  startCardChangeWorld,
  waitForOrder,
  type CardChangeWorld,
} from './card-change-test-support';
import { createCardChangeTracker, type CardChangeTracker } from './change-tracker';
import { changeOneCard } from './single-change';

let world: CardChangeWorld;
/** A second tracker, as another server process would run: both follow the same orders. */
let secondTracker: CardChangeTracker;

beforeAll(async () => {
  world = await startCardChangeWorld({ unknownWindowMilliseconds: 3_000 });
  const { db, carrier, logger } = world.testApp.services;
  secondTracker = createCardChangeTracker(
    { db, carrier, logger, settings: world.changeSettings },
    async () => undefined,
  );
  secondTracker.start();
});
afterEach(async () => {
  await world.carrierSim.setFaults({});
});
afterAll(async () => {
  await secondTracker?.stop();
  await world?.close();
});

async function waitForTask(account: string, taskId: number): Promise<TaskRow> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const answer = await world.client.call<TaskRow>(account, 'task/get', { taskId });
    const task = answer.rows[0];
    if (task && task.taskStatus !== 0 && task.taskStatus !== 4) return task;
    if (Date.now() > deadline) throw new Error(`task ${taskId} still running`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function reportOf(taskId: number): Promise<string[][]> {
  const [task] = await world.testApp.database.db.select().from(tasks).where(eq(tasks.id, taskId));
  if (!task?.attachmentPath) throw new Error('no report');
  const text = await readFile(path.join(world.testApp.services.config.dataDir, task.attachmentPath), 'utf8');
  return text
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n')
    .map((line) => line.split(','));
}

describe('batch status change', () => {
  it('runs as a task with a per-card report: changed, refused, failed at the carrier, unknown number', async () => {
    const good = await cardsIn(world, world.makerId, 2, 3);
    const [stock] = await cardsIn(world, world.makerId, 7, 1);
    const [drifted] = await cardsIn(world, world.makerId, 7, 1);
    if (!stock || !drifted) throw new Error('no cards');
    // The console believes this card is activated; the carrier has it in stock and refuses to suspend it.
    await world.testApp.database.db
      .update(simCards)
      .set({ cardStatus: 2 })
      .where(eq(simCards.id, drifted.id));
    const answer = await world.client.call<{ orderId: number; taskId: number; unmatchedNumbers: string[] }>(
      'demo.company',
      'simcard/batch-card-stop-or-on',
      {
        numbers: [
          ...good.map((card) => card.iccid),
          stock.iccid,
          drifted.msisdn ?? '',
          '89860000000000000000',
        ],
        operation: 'stop',
        reason: 'fleet parked for winter',
      },
    );
    expect(answer.status).toBe('0');
    const started = answer.rows[0];
    if (!started) throw new Error('no task');
    expect(started.unmatchedNumbers).toEqual(['89860000000000000000']);
    const task = await waitForTask('demo.company', started.taskId);
    expect(task.taskStatus).toBe(3);
    const report = await reportOf(started.taskId);
    const byIccid = new Map(report.slice(1).map((row) => [row[0], row]));
    for (const card of good) expect(byIccid.get(card.iccid)?.[4]).toBe('success');
    expect(byIccid.get(stock.iccid)?.slice(4, 7)).toEqual(['failed', '', 'TRANSITION_NOT_ALLOWED']);
    expect(byIccid.get(drifted.iccid)?.[4]).toBe('failed');
    expect(byIccid.get(drifted.iccid)?.[5]).toMatch(/^\d+$/);
    expect(byIccid.get('89860000000000000000')?.[6]).toBe('CARD_NOT_FOUND');
    for (const card of good) expect(await cardStatusOf(world, card.id)).toBe(4);
    // Two trackers followed the order: each card moved once, with one history entry.
    const history = await world.testApp.database.db
      .select({ cardId: cardStatusHistory.cardId })
      .from(cardStatusHistory)
      .where(
        inArray(
          cardStatusHistory.cardId,
          good.map((card) => card.id),
        ),
      );
    expect(history.length).toBe(good.length * 2);
    // Never a status the carrier did not confirm.
    expect(await cardStatusOf(world, drifted.id)).toBe(2);
    expect(await cardStatusOf(world, stock.id)).toBe(7);
    const order = await waitForOrder(world, 'demo.company', started.orderId);
    expect(order).toMatchObject({ state: 'partial', batch: true, taskId: started.taskId });
    expect(order.counts).toMatchObject({ success: 3, failed: 2 });
  });

  it('refuses a batch that names no card of the caller, and one with too many cards', async () => {
    const [foreign] = await cardsIn(world, world.carrierCompanyId, 2, 1);
    const none = await world.client.call('demo.company', 'simcard/batch-change-card-status', {
      cardIds: [foreign?.id],
      targetStatus: 4,
      reason: 'x',
    });
    expect(none.status).toBe('400');
    const many = await world.client.call('demo.company', 'simcard/batch-change-card-status', {
      numbers: Array.from({ length: 10_001 }, (_, index) => String(index)),
      targetStatus: 4,
      reason: 'x',
    });
    expect(many.status).toBe('400');
  });
});

describe('a carrier outage', () => {
  it('retries 503s a few times, then answers a clear error; the card keeps its status', async () => {
    await world.carrierSim.setFaults({
      endpoints: { '/v1/change/sim-status': { errorRate: 1, errorStatus: 503 } },
    });
    const [card] = await cardsIn(world, world.makerId, 2, 1);
    const since = await lastCallLogId(world);
    const answer = await world.client.call<ChangeOrderRow>('demo.company', 'simcard/change-card-status', {
      cardId: card?.id,
      targetStatus: 4,
      reason: 'outage test',
    });
    expect(answer.status).toBe('400');
    expect(answer.msg).toContain(card?.iccid);
    expect(answer.msg).toMatch(/did not answer .* after 4 attempts/);
    expect((await changeCallsSince(world, since)).map((call) => call.httpStatus)).toEqual([
      503, 503, 503, 503,
    ]);
    expect(await cardStatusOf(world, card?.id ?? 0)).toBe(2);
  });

  it('after no answer the order is unknown, and settles failed when the carrier shows no trace', async () => {
    await world.carrierSim.setFaults({
      endpoints: { '/v1/change/sim-status': { timeoutRate: 1, timeoutMs: 300 } },
    });
    const [card] = await cardsIn(world, world.makerId, 2, 1);
    const answer = await world.client.call<ChangeOrderRow>('demo.company', 'simcard/change-card-status', {
      cardId: card?.id,
      targetStatus: 4,
      reason: 'timeout test',
    });
    expect(answer.status).toBe('0');
    expect(answer.rows[0]?.counts.unknown).toBe(1);
    await world.carrierSim.setFaults({});
    const order = await waitForOrder(world, 'demo.company', answer.rows[0]?.id ?? 0);
    expect(order.state).toBe('failed');
    const detail = await world.client.call<{ items: ChangeItemRow[] }>('demo.company', 'card-state/detail', {
      orderId: order.id,
    });
    expect(detail.rows[0]?.items[0]?.reasonCode).toBe('NOT_CONFIRMED');
    expect(await cardStatusOf(world, card?.id ?? 0)).toBe(2);
  });

  it('after no answer to a change the carrier did make, asks the card and records it with its order number', async () => {
    const db = world.testApp.database.db;
    // The carrier takes the change, but its answer is lost on the way back.
    const losingAnswers: typeof fetch = async (input, init) => {
      const response = await fetch(input, init);
      if (!String(input).includes('/v1/change/')) return response;
      await response.text();
      throw new DOMException('the answer was lost', 'TimeoutError');
    };
    const impatient = await createCarrierService(db, world.testApp.services.logger, { fetch: losingAnswers });
    const deps: CardChangeDeps = {
      db,
      carrier: impatient,
      logger: world.testApp.services.logger,
      settings: { ...world.changeSettings, unknownWindowMilliseconds: 5_000 },
    };
    const [operator] = await db.select().from(operators).where(eq(operators.account, 'demo.company'));
    const caller = await loadOperatorContext(db, operator?.id ?? 0, 0);
    if (!caller) throw new Error('no caller');
    const [card] = await cardsIn(world, world.makerId, 2, 1);
    if (!card) throw new Error('no card');
    const row = await changeOneCard(deps, caller, {
      cardId: card.id,
      request: { kind: 'status', targetStatus: 4 },
      reason: 'sent in the dark',
    });
    expect(row.counts.unknown).toBe(1);
    // The app's own tracker reconciles it.
    const order = await waitForOrder(world, 'demo.company', row.id);
    expect(order.state).toBe('success');
    expect(await cardStatusOf(world, card.id)).toBe(4);
    const detail = await world.client.call<{ items: ChangeItemRow[] }>('demo.company', 'card-state/detail', {
      orderId: row.id,
    });
    expect(detail.rows[0]?.items[0]?.carrierOrderNumber).toMatch(/^\d+$/);
  });
});
