// @module-tag pglite (the job-queue adapter across a restart: stale heartbeat, graceful stop)
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiBasePath, type Envelope, type LoginInfo } from '@simdesk/contract';
import type { AppServices } from '../../platform/services';
import { startAnotherServer, testPassword } from '../../test/test-app';
import { tasks } from '../../platform/database/schema-tasks';
import { startTask } from '../../platform/tasks/start-task';
import { testCounterTableSql, testCountKind, testCountOnceKind, type CountInput } from './test-task-kinds';
import {
  callerOf,
  createTaskTestApp,
  csvDataLines,
  isFinished,
  readTask,
  waitForTask,
  type TaskTestApp,
} from './task-test-support';

// One database for the whole file; each test stops "the server" mid-task and builds a new one on it.
let testApp: TaskTestApp;
let current: { app: FastifyInstance; services: AppServices };

beforeAll(async () => {
  testApp = await createTaskTestApp({ modules: [] });
  current = { app: testApp.app, services: testApp.services };
  await testApp.database.db.execute(sql.raw(testCounterTableSql));
});
afterAll(async () => {
  await current.app.close();
  await testApp.close();
});

/** A new server process on the same database and data folder, as after a restart. */
async function restart(): Promise<void> {
  const { app, services } = await startAnotherServer(testApp);
  current = { app, services };
}

/** The server dies: its runner stops where it is, writing nothing (no hand-back, no final status). */
async function crash(): Promise<void> {
  await current.services.tasks.stop({ handBack: false });
  await current.app.close();
}

async function startCount(input: CountInput, kind = testCountKind) {
  const caller = await callerOf(testApp.database.db, 'demo.company');
  return startTask(current.services, caller, { kind, fileName: 'count.csv', input });
}

async function counted(taskId: number): Promise<{ n: number; times: number }[]> {
  const result = await testApp.database.db.execute(
    sql`select n, count(*)::int as times from test_task_counter where task_id = ${taskId} group by n order by n`,
  );
  return (result as unknown as { rows: { n: number; times: number }[] }).rows;
}

/** A call to whichever server is current (the test app's own may be closed by now). */
async function callCurrent<Row>(path: string, obj: unknown, token?: string): Promise<Envelope<Row>> {
  const response = await current.app.inject({
    method: 'POST',
    url: `${apiBasePath}/${path}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload: { obj },
  });
  return response.json<Envelope<Row>>();
}

async function resultNumbers(taskId: number): Promise<number[]> {
  const password = testApp.encrypt(testPassword);
  const login = await callCurrent<LoginInfo>('operator/password-login', {
    account: 'demo.company',
    password,
  });
  const token = login.rows[0]?.token;
  const link = await callCurrent<{ url: string }>('task/download-attachment', { taskId }, token);
  const response = await current.app.inject({ method: 'GET', url: link.rows[0]?.url ?? '' });
  return csvDataLines(response.body).map((line) => Number(line.split(',')[0]));
}

describe('a task survives a server restart', () => {
  it('resumes from its checkpoint once its heartbeat is stale, each row processed exactly once', async () => {
    const input = { count: 300, batchSize: 10, delayMilliseconds: 15, failEvery: 13, counterTable: true };
    const task = await startCount(input);
    const midway = await waitForTask(testApp.database.db, task.id, (row) => row.process >= 20);
    expect(midway.taskStatus).toBe(4);
    await crash();
    const left = await readTask(testApp.database.db, task.id);
    expect(left.taskStatus).toBe(4);
    expect(left.process).toBeLessThan(100);

    // The new server finds a fresh heartbeat first, and takes the task over once it is 1 s stale.
    await restart();
    const done = await waitForTask(testApp.database.db, task.id, isFinished);
    expect(done).toMatchObject({ taskStatus: 3, attempts: 2, succeededCount: 277, failedCount: 23 });

    const expected = Array.from({ length: 300 }, (_, index) => index + 1);
    expect(await resultNumbers(task.id)).toEqual(expected.filter((n) => n % 13 !== 0));
    expect((await counted(task.id)).map((row) => [row.n, row.times])).toEqual(expected.map((n) => [n, 1]));
  });

  it('goes back to waiting on a graceful stop and continues on the next start', async () => {
    const task = await startCount({ count: 200, batchSize: 10, delayMilliseconds: 15, counterTable: true });
    await waitForTask(testApp.database.db, task.id, (row) => row.process >= 20);
    await current.app.close();
    const handedBack = await readTask(testApp.database.db, task.id);
    expect(handedBack).toMatchObject({ taskStatus: 0, attempts: 0, leaseId: null });
    expect(handedBack.checkpoint).not.toBeNull();

    await restart();
    const done = await waitForTask(testApp.database.db, task.id, isFinished);
    expect(done).toMatchObject({ taskStatus: 1, attempts: 1, succeededCount: 200 });
    expect((await counted(task.id)).every((row) => row.times === 1)).toBe(true);
    expect(await resultNumbers(task.id)).toEqual(Array.from({ length: 200 }, (_, index) => index + 1));
  });

  it('ends a kind that cannot resume failed with a reason, never left processing', async () => {
    const task = await startCount({ count: 1000, batchSize: 10, delayMilliseconds: 15 }, testCountOnceKind);
    await waitForTask(testApp.database.db, task.id, (row) => row.process >= 2);
    await crash();
    // As a dead server leaves it after 30 s: the start-up recovery sees it at once.
    await testApp.database.db
      .update(tasks)
      .set({ heartbeatAt: sql`now() - interval '1 hour'` })
      .where(eq(tasks.id, task.id));
    await restart();
    const done = await waitForTask(testApp.database.db, task.id, isFinished);
    expect(done).toMatchObject({
      taskStatus: 2,
      failReason: 'the server stopped while this task was running',
    });
  });

  it('gives a task up after its attempts, failed with a reason', async () => {
    const task = await startCount({ count: 1000, batchSize: 10, delayMilliseconds: 15 });
    await waitForTask(testApp.database.db, task.id, (row) => row.process >= 2);
    await crash();
    await testApp.database.db
      .update(tasks)
      .set({
        attempts: testApp.services.config.tasks.maxAttempts,
        heartbeatAt: sql`now() - interval '1 hour'`,
      })
      .where(eq(tasks.id, task.id));
    await restart();
    const done = await waitForTask(testApp.database.db, task.id, isFinished);
    expect(done.taskStatus).toBe(2);
    expect(done.failReason).toMatch(/interrupted 3 times/);
  });
});
