import { and, asc, eq, gt } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { demoCardNumbers } from '../../../../carrier-sim/src/seed/demo-cards';
import { CarrierError } from '../../platform/carrier/carrier-error';
import type { CarrierGateway } from '../../platform/carrier/carrier-gateway';
import { createCarrierService, type CarrierService } from '../../platform/carrier/carrier-service';
import { carrierAccounts, carrierCallLog } from '../../platform/database/schema-carrier';
import { createTestApp, type TestApp } from '../../test/test-app';
import { companyIdNamed } from '../company/testing';
import {
  simDemoAppId,
  simDemoPassword,
  startListeningSim,
  type ListeningSim,
} from './carrier-sim-test-support';
import { carrierAccountModule } from '.';

const seededCards = 250;
let testApp: TestApp;
let carrierSim: ListeningSim;
let accountId: number;
let gateway: CarrierGateway;
/** A gateway with a short request timeout and quick back-off, for the timeout cases. */
let impatient: CarrierService;

const iccids = (count: number) => Array.from({ length: count }, (_, index) => demoCardNumbers(index).iccid);

beforeAll(async () => {
  carrierSim = await startListeningSim({ seedCards: seededCards });
  testApp = await createTestApp({ modules: [carrierAccountModule] });
  const db = testApp.database.db;
  const [account] = await db
    .insert(carrierAccounts)
    .values({
      companyId: await companyIdNamed(db, 'simdesk Mobile'),
      name: 'Gateway test',
      carrier: 1,
      baseUrl: carrierSim.baseUrl,
      appId: simDemoAppId,
      passwordCiphertext: testApp.services.carrier.secrets.seal(simDemoPassword),
    })
    .returning({ id: carrierAccounts.id });
  if (!account) throw new Error('no account');
  accountId = account.id;
  gateway = await testApp.services.carrier.gatewayFor(accountId);
  impatient = await createCarrierService(db, testApp.services.logger, {
    timeoutMs: 300,
    retryPolicy: { maxAttempts: 3, baseDelayMs: 20, maxDelayMs: 100, maxRetryAfterMs: 5_000 },
  });
});
afterEach(async () => {
  await carrierSim.setFaults({});
});
afterAll(async () => {
  await testApp?.close();
  await carrierSim?.close();
});

async function lastLogId(): Promise<number> {
  const rows = await testApp.database.db.select({ id: carrierCallLog.id }).from(carrierCallLog);
  return rows.reduce((highest, row) => Math.max(highest, row.id), 0);
}

async function logSince(id: number) {
  return testApp.database.db
    .select()
    .from(carrierCallLog)
    .where(and(eq(carrierCallLog.accountId, accountId), gt(carrierCallLog.id, id)))
    .orderBy(asc(carrierCallLog.id));
}

async function failureOf(promise: Promise<unknown>): Promise<CarrierError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof CarrierError)) throw new Error(`expected a CarrierError, got ${String(error)}`);
  return error;
}

describe('batches and the call log', () => {
  it('splits a query into batches of at most 100 cards and answers every card in order', async () => {
    const since = await lastLogId();
    const numbers = iccids(seededCards);
    const rows = await gateway.queryCards('sim-status', { by: 'iccid', numbers });
    expect(rows.map((row) => row.iccid)).toEqual(numbers);
    const calls = (await logSince(since)).filter((call) => call.endpoint === '/v1/query/sim-status');
    expect(calls.map((call) => call.cardCount)).toEqual([100, 100, 50]);
    expect(calls.every((call) => call.httpStatus === 200 && call.errorCode === null)).toBe(true);
  });

  it('logs each change with its order number and reads the order result', async () => {
    const since = await lastLogId();
    const orders = await gateway.changeServiceSwitch({ by: 'iccid', numbers: iccids(150) }, 'voice', false);
    expect(orders).toHaveLength(2);
    expect(orders.map((order) => order.cardCount)).toEqual([100, 50]);
    const logged = (await logSince(since)).filter((call) => call.endpoint === '/v1/change/service-switch');
    expect(logged.map((call) => call.orderNumber)).toEqual(orders.map((order) => order.orderNumber));
    const first = orders[0];
    if (!first) throw new Error('no order');
    const result = await gateway.orderResult(first.orderNumber);
    expect(result.orderNumber).toBe(first.orderNumber);
    expect(result.items).toHaveLength(100);
  });

  it('answers a card the account does not have as a row with its error, not a failure', async () => {
    const rows = await gateway.queryCards('sim-session', {
      by: 'iccid',
      numbers: [demoCardNumbers(9_999).iccid],
    });
    expect(rows[0]?.error?.code).toBe('CARD_NOT_FOUND');
  });
});

describe('resilience', () => {
  it('waits out 429 as Retry-After says and succeeds', async () => {
    await carrierSim.admin('PATCH', `/admin/accounts/${simDemoAppId}`, { rateLimitPerSecond: 2 });
    try {
      const since = await lastLogId();
      const answers = await Promise.all(
        Array.from({ length: 5 }, (_, index) =>
          gateway.queryCards('sim-imei', { by: 'iccid', numbers: [demoCardNumbers(index).iccid] }),
        ),
      );
      expect(answers.map((rows) => rows[0]?.iccid)).toEqual(iccids(5));
      const calls = await logSince(since);
      expect(calls.some((call) => call.httpStatus === 429 && call.errorCode === 'RATE_LIMITED')).toBe(true);
      expect(calls.filter((call) => call.httpStatus === 200)).toHaveLength(5);
    } finally {
      await carrierSim.admin('PATCH', `/admin/accounts/${simDemoAppId}`, { rateLimitPerSecond: 1000 });
    }
  });

  it('retries injected 503s a bounded number of times, then gives a clear error', async () => {
    await carrierSim.setFaults({
      endpoints: { '/v1/query/sim-session': { errorRate: 1, errorStatus: 503 } },
    });
    const since = await lastLogId();
    const error = await failureOf(gateway.queryCards('sim-session', { by: 'iccid', numbers: iccids(1) }));
    expect(error.code).toBe('SERVICE_UNAVAILABLE');
    expect(error.attempts).toBe(4);
    expect(error.message).toMatch(/did not answer \/v1\/query\/sim-session after 4 attempts/);
    const calls = (await logSince(since)).filter((call) => call.endpoint === '/v1/query/sim-session');
    expect(calls.map((call) => call.httpStatus)).toEqual([503, 503, 503, 503]);
  });

  it('never repeats a change after a 500 (the order may exist)', async () => {
    await carrierSim.setFaults({ endpoints: { '/v1/change/sim-apn': { errorRate: 1, errorStatus: 500 } } });
    const error = await failureOf(gateway.changeApn({ by: 'iccid', numbers: iccids(1) }, 'CMIOT', true));
    expect(error.attempts).toBe(1);
    expect(error.code).toBe('INTERNAL_ERROR');
  });

  it('retries a query that timed out, and calls the outcome of a timed-out change unknown', async () => {
    await carrierSim.setFaults({
      endpoints: {
        '/v1/query/sim-pcc': { timeoutRate: 1, timeoutMs: 1_000 },
        '/v1/change/network-speed': { timeoutRate: 1, timeoutMs: 1_000 },
      },
    });
    const quick = await impatient.gatewayFor(accountId);
    const query = await failureOf(quick.queryCards('sim-pcc', { by: 'iccid', numbers: iccids(1) }));
    expect(query.code).toBe('TIMEOUT');
    expect(query.attempts).toBe(3);
    const change = await failureOf(quick.changeSpeed({ by: 'iccid', numbers: iccids(1) }, 92));
    expect(change.code).toBe('OUTCOME_UNKNOWN');
    expect(change.attempts).toBe(1);
    expect(change.message).toMatch(/may or may not have been accepted/);
  });

  it('signs in again when the carrier says TOKEN_EXPIRED', async () => {
    await gateway.queryCards('sim-status', { by: 'iccid', numbers: iccids(1) });
    await carrierSim.admin('POST', '/admin/advance', { hours: 3 });
    const since = await lastLogId();
    const rows = await gateway.queryCards('sim-status', { by: 'iccid', numbers: iccids(1) });
    expect(rows[0]?.iccid).toBe(iccids(1)[0]);
    const calls = await logSince(since);
    expect(calls.map((call) => [call.endpoint, call.httpStatus, call.errorCode])).toEqual([
      ['/v1/query/sim-status', 401, 'TOKEN_EXPIRED'],
      ['/v1/auth/token', 200, null],
      ['/v1/query/sim-status', 200, null],
    ]);
  });

  it('refuses a disabled account before calling the carrier', async () => {
    await testApp.database.db
      .update(carrierAccounts)
      .set({ enabled: false })
      .where(eq(carrierAccounts.id, accountId));
    try {
      const error = await failureOf(testApp.services.carrier.gatewayFor(accountId));
      expect(error.code).toBe('ACCOUNT_DISABLED');
    } finally {
      await testApp.database.db
        .update(carrierAccounts)
        .set({ enabled: true })
        .where(eq(carrierAccounts.id, accountId));
    }
  });
});
