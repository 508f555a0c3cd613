import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simDemoAppId, startListeningSim, type ListeningSim } from '../modules/carrier-account/testing';
import { loginOverHttp, postCall, startServerProcess, type ServerProcess } from '../test/server-process';
import { startCarrierProxy, type CarrierProxy } from './carrier-proxy';
import {
  carrierCards,
  queryConsole,
  startOwnCluster,
  type RestartableCluster,
} from './database-restart-support';
import { isUnderWay, waitForTaskRow } from './reliability-process';

// A real server process on a PostgreSQL cluster of its own, which is stopped at once and started again while a
// batch status change is on its way to the carrier simulator.
const password = 'Database-restart-2026';
let dataDir = '';
const running: ChildProcess[] = [];
let cluster: RestartableCluster;
let carrierSim: ListeningSim | undefined;
let proxy: CarrierProxy | undefined;

interface CommittedItem {
  id: number;
  carrierOrderNumber: string;
}

/**
 * The database stops as the second carrier batch of the change is sent (the first is accepted and recorded),
 * and the carrier's acceptance of that batch reaches the console while its database is away.
 */
const outage = {
  changeCalls: 0,
  committed: undefined as CommittedItem[] | undefined,
  answered: false,
};

async function stopDatabaseOnSecondBatch(method: string, callPath: string): Promise<void> {
  if (method !== 'POST' || !callPath.startsWith('/v1/change/sim-status')) return;
  outage.changeCalls += 1;
  if (outage.changeCalls !== 2) return;
  outage.committed = await queryConsole<CommittedItem>(
    cluster.url,
    `select id, carrier_order_number as "carrierOrderNumber" from card_change_items
     where carrier_order_number is not null`,
  );
  cluster.stopImmediately();
}

function noteAnswer(method: string, callPath: string): void {
  if (outage.committed && method === 'POST' && callPath.startsWith('/v1/change/sim-status')) {
    outage.answered = true;
  }
}

async function waitUntil(condition: () => Promise<boolean>, timeoutMilliseconds: number): Promise<void> {
  const deadline = Date.now() + timeoutMilliseconds;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('the condition was not met in time');
    await sleep(100);
  }
}

// The PostgreSQL pass only: it runs once per `npm test`, on a cluster of its own (never the shared one).
describe.skipIf(!process.env.SIMDESK_TEST_DATABASE_URL)('PostgreSQL restarted during a batch change', () => {
  let server: ServerProcess;
  let token: string;

  afterAll(async () => {
    for (const child of running) child.kill('SIGKILL');
    await proxy?.close();
    await carrierSim?.close();
    cluster?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'simdesk-database-restart-'));
    cluster = await startOwnCluster();
    // The demo's 400 cards, as the console's demo seed holds them; an order takes a second to take effect.
    carrierSim = await startListeningSim({ seedCards: 400, config: { orderDelaySeconds: 1 } });
    await carrierSim.admin('PATCH', `/admin/accounts/${simDemoAppId}`, { rateLimitPerSecond: 1000 });
    proxy = await startCarrierProxy(carrierSim.baseUrl, stopDatabaseOnSecondBatch, noteAnswer);
    server = await startServerProcess({
      DATABASE_URL: cluster.url,
      SIMDESK_DATA_DIR: dataDir,
      SIMDESK_DEMO_PASSWORD: password,
      // Warnings: the test waits for the one that says a task met the outage.
      SIMDESK_LOG_LEVEL: 'warn',
      SIMDESK_CARRIER_SIM_URL: proxy.baseUrl,
      SIMDESK_OUTBOUND_ALLOW_PRIVATE: '1',
      SIMDESK_CARD_CHANGE_POLL_MS: '200',
      // A batch sent while the database went away is reconciled with the carrier seconds later, not minutes.
      SIMDESK_CARD_CHANGE_IN_FLIGHT_GUARD_MS: '4000',
      SIMDESK_CARD_CHANGE_UNKNOWN_WINDOW_MS: '15000',
      SIMDESK_TASK_POLL_MS: '100',
      SIMDESK_TASK_HEARTBEAT_MS: '200',
      SIMDESK_TASK_STALE_MS: '3000',
    });
    running.push(server.child);
    token = (await loginOverHttp(server.port, 'admin', password)).rows[0]?.token ?? '';
    if (!token) throw new Error(`no sign-in: ${server.output()}`);
  }, 120_000);

  it('keeps what was committed, recovers the task, and the console agrees with the carrier', async () => {
    const activated = await queryConsole<{ iccid: string }>(
      cluster.url,
      'select iccid from sim_cards where card_status = 2 order by id',
    );
    expect(activated.length).toBeGreaterThan(200);
    const answer = await postCall<{ orderId: number; taskId: number }>(
      server.port,
      'simcard/batch-change-card-status',
      { numbers: activated.map((card) => card.iccid), targetStatus: 4, reason: 'reliability: restart' },
      token,
    );
    expect(answer.status, JSON.stringify(answer)).toBe('0');
    const { orderId, taskId } = answer.rows[0] ?? { orderId: 0, taskId: 0 };

    // Started again once the task has met the outage (its log says so), not after a fixed pause.
    await waitUntil(async () => outage.answered, 30_000);
    await waitUntil(async () => server.output().includes('the database connection was lost'), 20_000);
    cluster.start();

    const done = await waitForTaskRow(server.port, token, taskId, (row) => !isUnderWay(row), 90_000);
    // The process lived through the outage, and the task ended: done, or failed with a reason.
    expect(server.child.exitCode).toBeNull();
    if (done.taskStatus === 1) expect(done.succeededCount).toBe(activated.length);
    else expect(done.failReason).toBeTruthy();

    // Committed work stayed: the items the carrier had accepted before the stop keep their order numbers.
    const items = await queryConsole<{
      id: number;
      iccid: string;
      state: string;
      reason: string | null;
      open: boolean;
    }>(
      cluster.url,
      `select id, iccid, state, reason, settled_at is null as open from card_change_items where order_id = $1`,
      [orderId],
    );
    const orderNumbers = new Map(
      (
        await queryConsole<CommittedItem>(
          cluster.url,
          `select id, carrier_order_number as "carrierOrderNumber" from card_change_items`,
        )
      ).map((item) => [item.id, item.carrierOrderNumber]),
    );
    const committed = outage.committed ?? [];
    expect(committed.filter((item) => items.some((ours) => ours.id === item.id)).length).toBe(100);
    for (const item of committed) expect(orderNumbers.get(item.id)).toBe(item.carrierOrderNumber);
    expect(items.filter((item) => item.open)).toEqual([]);
    // The batch the carrier accepted while the database was away: each card found changed by asking the carrier.
    const confirmed = items.filter(
      (item) => item.reason === 'confirmed by asking the carrier about the card',
    );
    expect(confirmed.map((item) => item.state)).toEqual(Array.from({ length: 100 }, () => 'success'));

    // Every card of the console shows the carrier's status; none was changed twice at the carrier.
    const consoleCards = await queryConsole<{ iccid: string; status: number }>(
      cluster.url,
      'select iccid, card_status as status from sim_cards where carrier_account_id is not null',
    );
    expect(consoleCards).toHaveLength(400);
    const atCarrier = await carrierCards(
      carrierSim as ListeningSim,
      consoleCards.map((card) => card.iccid),
    );
    expect(consoleCards.filter((card) => atCarrier.get(card.iccid)?.status !== card.status)).toEqual([]);
    const changedTwice = [...atCarrier.values()].filter(
      (card) => card.history.filter((entry) => entry.orderNumber !== null).length > 1,
    );
    expect(changedTwice).toEqual([]);
    for (const item of items.filter((ours) => ours.state === 'success')) {
      expect(atCarrier.get(item.iccid)?.status).toBe(4);
    }
  }, 150_000);
});
