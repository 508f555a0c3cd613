// @module-tag pglite (locks and crash: one scheduled run for two processes, resume after a crash)
import { setTimeout as sleep } from 'node:timers/promises';
import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startAnotherServer } from '../../../test/test-app';
import { carrierCallLog } from '../../../platform/database/schema-carrier';
import { cardUsageSyncState } from '../schema/usage-schema';
import type { AppServices } from '../../../platform/services';
import { startListeningSim, type ListeningSim } from '../../carrier-account/testing';
import type { TaskRecord } from '../../../platform/tasks/task-kind';
import {
  callerOf,
  createTaskTestApp,
  isFinished,
  readTask,
  waitForTask,
  type TaskTestApp,
} from '../../task/testing';
import { startUsageSync } from './usage-sync-start';
import { storedDays, totalsMismatches, useDemoAccountAt } from './usage-test-support';
import { loadOperatorContext } from '../../../platform/auth/operator-context';
import { simCardsModule } from '..';
import type { BootedModules } from '../../../platform/modules/boot-modules';
import type { CardUsageHandle } from './card-usage-routes';

// One database; "the server" dies in the middle of a sync and a new one on the same database takes over.
const cardCount = 400;
let testApp: TaskTestApp;
let carrierSim: ListeningSim;
let current: { app: FastifyInstance; services: AppServices; usage: CardUsageHandle };
let accountId: number;

beforeAll(async () => {
  carrierSim = await startListeningSim({ seedCards: cardCount });
  testApp = await createTaskTestApp({ modules: [simCardsModule] });
  current = { app: testApp.app, services: testApp.services, usage: usageOf(testApp.modules) };
  accountId = await useDemoAccountAt(testApp.database.db, carrierSim.baseUrl);
});
afterAll(async () => {
  await current.app.close();
  await testApp?.close();
  await carrierSim?.close();
});

/** The usage sync of one server: its task kind and its scheduler. */
function usageOf(modules: BootedModules): CardUsageHandle {
  return modules.handleOf(simCardsModule).usage;
}

/** Cards done as of the last checkpoint: what a resumed run skips. */
function checkpointedCards(task: TaskRecord): number {
  const saved = task.checkpoint as { value?: { done?: number } } | null;
  return saved?.value?.done ?? 0;
}

async function usageQueriesSince(logId: number): Promise<number> {
  const [counted] = await testApp.database.db
    .select({ count: count() })
    .from(carrierCallLog)
    .where(and(gt(carrierCallLog.id, logId), eq(carrierCallLog.endpoint, '/v1/query/sim-usage-daily')));
  return counted?.count ?? 0;
}

it('resumes after a crash from the last checkpointed batch, storing every card day once', async () => {
  const db = testApp.database.db;
  // Slow answers, so the crash comes between batches.
  await carrierSim.setFaults({ global: { latencyMs: 400 } });
  const { operatorId } = await callerOf(db, 'admin');
  const operator = await loadOperatorContext(db, operatorId, 0);
  if (!operator) throw new Error('no admin');
  const started = await startUsageSync(current.services, current.usage.kind, {
    accountId,
    operator,
  });
  const taskId = started?.taskId ?? 0;
  const midway = await waitForTask(db, taskId, (task) => checkpointedCards(task) >= 100, 60_000);
  expect(checkpointedCards(midway)).toBeLessThan(cardCount);

  await current.services.tasks.stop({ handBack: false });
  await current.app.close();
  // A request the dead run had in flight may still land in the log: wait it out before counting.
  await sleep(1_000);
  const committedBatches = checkpointedCards(await readTask(db, taskId)) / 100;
  expect(committedBatches).toBeGreaterThanOrEqual(1);
  const [lastLog] = await db
    .select({ id: sql<number>`coalesce(max(${carrierCallLog.id}), 0)` })
    .from(carrierCallLog);
  await carrierSim.setFaults({});

  const restarted = await startAnotherServer(testApp, { modules: [simCardsModule], environment: {} });
  current = { app: restarted.app, services: restarted.services, usage: usageOf(restarted.modules) };
  const finished = await waitForTask(db, taskId, isFinished, 60_000);
  expect(finished.taskStatus).toBe(1);
  expect(finished.succeededCount).toBe(cardCount);
  // Only the batches after the checkpoint were asked again.
  expect(await usageQueriesSince(Number(lastLog?.id ?? 0))).toBe(cardCount / 100 - committedBatches);
  expect(await storedDays(db)).toHaveLength(cardCount * 7);
  expect(await totalsMismatches(db)).toEqual([]);
});

it('starts one scheduled run when two server processes look at the same moment', async () => {
  const db = testApp.database.db;
  const other = await startAnotherServer(testApp, { modules: [simCardsModule], environment: {} });
  try {
    await db
      .update(cardUsageSyncState)
      .set({ nextScheduledAt: new Date(Date.now() - 60_000) })
      .where(eq(cardUsageSyncState.accountId, accountId));
    const started = await Promise.all([
      current.usage.scheduler.tick(),
      usageOf(other.modules).scheduler.tick(),
    ]);
    expect(started.flat()).toHaveLength(1);
    const finished = await waitForTask(db, started.flat()[0] ?? 0, isFinished, 60_000);
    expect(finished.taskStatus).toBe(1);
  } finally {
    await other.app.close();
  }
});
