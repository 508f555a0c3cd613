import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TaskRow } from '@simdesk/contract';
import { loginOverHttp, postCall } from '../test/server-process';
import {
  scaleOutPassword,
  sharedCarrierLimit,
  startScaleOutWorld,
  type RunningProcess,
  type ScaleOutWorld,
} from './scale-out-world';

/*
 * Two api processes and two worker processes against one PostgreSQL database, as docs/scaling.md runs them
 * behind a load balancer. Real processes: on the PostgreSQL pass only, on a database of its own.
 */
const serverUrl = process.env.SIMDESK_TEST_DATABASE_URL;
let world: ScaleOutWorld;
let apis: RunningProcess[] = [];
let token = '';

async function until<Value>(what: string, probe: () => Promise<Value | undefined>): Promise<Value> {
  const deadline = Date.now() + 40_000;
  while (Date.now() < deadline) {
    const value = await probe();
    if (value !== undefined) return value;
    await sleep(100);
  }
  throw new Error(`waited in vain for ${what}`);
}

/** The most calls that reached the carrier within any one second (its sliding window). */
function busiestSecond(arrivals: number[]): number {
  const sorted = [...arrivals].sort((left, right) => left - right);
  let most = 0;
  let first = 0;
  for (const [last, time] of sorted.entries()) {
    while ((sorted[first] ?? time) <= time - 1000) first += 1;
    most = Math.max(most, last - first + 1);
  }
  return most;
}

const apiAt = (index: number): RunningProcess => {
  const found = apis[index % apis.length];
  if (!found) throw new Error('no api process');
  return found;
};

describe.skipIf(!serverUrl)('several api and worker processes on one database', () => {
  beforeAll(async () => {
    world = await startScaleOutWorld(serverUrl ?? '');
    // Started together: the start-up lock lets one migrate, seed and install the job queue while the other
    // waits.
    apis = await Promise.all([world.start('api'), world.start('api')]);
  });

  afterAll(async () => {
    await world?.close();
  });

  it('serves a session signed in on one api process on the other, and ends it on both', async () => {
    const health = await fetch(`http://127.0.0.1:${apiAt(1).port}/health`);
    expect(await health.json()).toEqual({ status: 'ok', role: 'api' });
    const login = await loginOverHttp(apiAt(0).port, 'admin', scaleOutPassword);
    token = login.rows[0]?.token ?? '';
    expect(login.status).toBe('0');
    const elsewhere = await postCall<{ account: string }>(apiAt(1).port, 'operator/current', {}, token);
    expect(elsewhere.status).toBe('0');
    expect(elsewhere.rows[0]?.account).toBe('admin');

    const other = (await loginOverHttp(apiAt(1).port, 'admin', scaleOutPassword)).rows[0]?.token ?? '';
    expect((await postCall(apiAt(1).port, 'operator/logout', {}, other)).status).toBe('0');
    expect((await postCall(apiAt(0).port, 'operator/current', {}, other)).status).not.toBe('0');
  });

  it('runs each task started through an api process once, on a worker, never on an api process', async () => {
    const exportObj = { filter: {}, format: 'csv', columns: ['iccid', 'cardStatus'] };
    const started = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        postCall<{ taskId: number }>(apiAt(index).port, 'simcard-list/export', exportObj, token),
      ),
    );
    const taskIds = started.map((answer) => answer.rows[0]?.taskId ?? 0);
    expect(started.map((answer) => answer.status)).toEqual(Array(6).fill('0'));

    // Many polls of a runner would have passed: with api processes alone, every task still waits.
    await sleep(1500);
    const waiting = await world.query<{ status: number; attempts: number }>(
      'select task_status as status, attempts from tasks where id = any($1)',
      [taskIds],
    );
    expect(waiting).toEqual(Array(6).fill({ status: 0, attempts: 0 }));

    const workers = await Promise.all([world.start('worker'), world.start('worker')]);
    const finished = await until('the exports to finish', async () => {
      const rows = await Promise.all(
        taskIds.map(async (taskId, index) => {
          const answer = await postCall<TaskRow>(apiAt(index).port, 'task/get', { taskId }, token);
          return answer.rows[0];
        }),
      );
      return rows.every((row) => row && row.taskStatus !== 0 && row.taskStatus !== 4) ? rows : undefined;
    });
    expect(finished.map((row) => row?.taskStatus)).toEqual(Array(6).fill(1));
    const runs = await world.query<{ attempts: number }>('select attempts from tasks where id = any($1)', [
      taskIds,
    ]);
    expect(runs.map((row) => row.attempts)).toEqual(Array(6).fill(1));

    // Written by a worker, fetched through an api process: the data folder is shared.
    const link = await postCall<{ url: string }>(
      apiAt(1).port,
      'task/download-attachment',
      { taskId: taskIds[0] },
      token,
    );
    const file = await fetch(`http://127.0.0.1:${apiAt(1).port}${link.rows[0]?.url ?? ''}`);
    expect(file.status).toBe(200);
    expect((await file.text()).split('\n').length).toBeGreaterThan(2);

    const health = await fetch(`http://127.0.0.1:${workers[0]?.port ?? 0}/health`);
    expect(await health.json()).toEqual({ status: 'ok', role: 'worker' });
    const refused = await postCall(workers[0]?.port ?? 0, 'operator/current', {}, token);
    expect(refused.status).toBe('404');
    // Two workers start here, each a process of its own on a machine the other test files keep busy.
  }, 150_000);

  it('keeps the calls of both api processes to one carrier account within its limit per second', async () => {
    const [account] = await world.query<{ id: number }>(
      "select id from carrier_accounts where app_id = 'simdesk-demo'",
    );
    const firstArrival = world.carrierArrivals.length;
    const since = Date.now();
    // Each check signs in afresh and lists one card: two carrier calls, sent by both processes at once.
    const checks = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        postCall<{ ok: boolean; message: string | null }>(
          apiAt(index).port,
          'carrier-boss-account/check',
          { id: account?.id },
          token,
        ),
      ),
    );
    expect(checks.map((answer) => [answer.status, answer.rows[0]?.message ?? null])).toEqual(
      Array(10).fill(['0', null]),
    );
    const arrivals = world.carrierArrivals.slice(firstArrival);
    expect(arrivals.length).toBeGreaterThanOrEqual(20);
    // One more than the limit allows for the moments between a reserved turn and the arrival of its call.
    expect(busiestSecond(arrivals)).toBeLessThanOrEqual(sharedCarrierLimit + 1);
    expect(Date.now() - since).toBeGreaterThan(((20 - sharedCarrierLimit) / sharedCarrierLimit) * 1000 - 500);
    const refusals = await world.query<{ refused: number }>(
      'select count(*)::int as refused from carrier_call_log where http_status = 429 and at >= $1',
      [new Date(since)],
    );
    expect(refusals[0]?.refused).toBe(0);
  });
});
