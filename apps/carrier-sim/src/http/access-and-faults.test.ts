import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { demoCardNumbers } from '../seed/demo-cards';
import { parseFaultConfig } from './faults';
import { createTestSim, type TestSim } from '../test/test-sim';

// Real time is driven by the test, so rate windows are exact; simulated time follows it plus any advance.
let wallTime = Date.UTC(2026, 2, 2, 4);
let sim: TestSim;
const limitedAccount = {
  appId: 'limited-fleet',
  name: 'Limited fleet',
  password: 'limited-pass-1',
  rateLimitPerSecond: 3,
  iccidPrefix: '8986042401',
  msisdnPrefix: '10649',
  imsiPrefix: '4600425',
};

beforeAll(async () => {
  sim = await createTestSim({
    seedCards: 5,
    wallClock: () => wallTime,
    config: { tokenLifetimeSeconds: 3600 },
  });
  expect((await sim.admin('POST', '/admin/accounts', limitedAccount)).statusCode).toBe(200);
});
afterAll(() => sim.close());

const faultPath = `/v1/query/sim-status?iccids=${demoCardNumbers(0).iccid}`;
const setFaults = async (config: unknown) =>
  expect((await sim.admin('PUT', '/admin/faults', config)).statusCode).toBe(200);

const statusPath = `/v1/query/sim-status?iccids=${demoCardNumbers(0).iccid}`;

describe('token auth', () => {
  it('issues a token for the right password and refuses a wrong one', async () => {
    const token = await sim.signIn();
    expect(token.length).toBeGreaterThan(20);
    const wrong = await sim.app.inject({
      method: 'POST',
      url: '/v1/auth/token',
      payload: { appId: 'simdesk-demo', password: 'wrong' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ code: 'AUTHENTICATION_FAILED', message: expect.any(String) });
    const malformed = await sim.app.inject({
      method: 'POST',
      url: '/v1/auth/token',
      payload: { appId: 'x' },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().code).toBe('INVALID_PARAMETER');
  });

  it('answers the token lifetime', async () => {
    const response = await sim.app.inject({
      method: 'POST',
      url: '/v1/auth/token',
      payload: { appId: 'simdesk-demo', password: 'carrier-demo-pass' },
    });
    expect(response.json().expiresIn).toBe(3600);
  });

  it('refuses calls without a token or with an unknown one', async () => {
    const missing = await sim.app.inject({ method: 'GET', url: statusPath });
    expect(missing.statusCode).toBe(401);
    expect(missing.json().code).toBe('TOKEN_MISSING');
    const unknown = await sim.get(statusPath, 'not-a-token');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().code).toBe('TOKEN_INVALID');
  });

  it('expires a token after its lifetime in simulated time', async () => {
    const token = await sim.signIn();
    expect((await sim.get(statusPath, token)).statusCode).toBe(200);
    wallTime += 1000;
    expect((await sim.admin('POST', '/admin/advance', { hours: 1.01 })).statusCode).toBe(200);
    const expired = await sim.get(statusPath, token);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().code).toBe('TOKEN_EXPIRED');
    expect((await sim.get(statusPath, await sim.signIn())).statusCode).toBe(200);
  });

  it('refuses a disabled account', async () => {
    const token = await sim.signIn(limitedAccount.appId, limitedAccount.password);
    wallTime += 2000;
    await sim.admin('PATCH', `/admin/accounts/${limitedAccount.appId}`, { enabled: false });
    expect((await sim.get(statusPath, token)).json().code).toBe('ACCOUNT_DISABLED');
    await sim.admin('PATCH', `/admin/accounts/${limitedAccount.appId}`, { enabled: true });
  });
});

describe('rate limit', () => {
  it('answers 429 with Retry-After past the account’s rate, and lets calls through a second later', async () => {
    wallTime += 5000;
    const token = await sim.signIn(limitedAccount.appId, limitedAccount.password);
    const path = `/v1/query/sim-status?iccids=${demoCardNumbers(1).iccid}`;
    expect((await sim.get(path, token)).statusCode).toBe(200);
    expect((await sim.get(path, token)).statusCode).toBe(200);
    const refused = await sim.get(path, token);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('1');
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED', retryAfterSeconds: 1 });
    wallTime += 1001;
    expect((await sim.get(path, token)).statusCode).toBe(200);
  });
});

describe('accounts', () => {
  it('hides another account’s cards', async () => {
    wallTime += 5000;
    const token = await sim.signIn(limitedAccount.appId, limitedAccount.password);
    const response = await sim.get(statusPath, token);
    expect(response.statusCode).toBe(200);
    expect(response.json().cards[0]).toEqual({
      iccid: demoCardNumbers(0).iccid,
      error: { code: 'CARD_NOT_FOUND', message: expect.any(String) },
    });
  });

  it('guards the admin endpoints with the admin token', async () => {
    const response = await sim.app.inject({ method: 'POST', url: '/admin/advance', payload: { hours: 1 } });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('ADMIN_TOKEN_INVALID');
    const clash = await sim.admin('POST', '/admin/accounts', { ...limitedAccount, appId: 'another-fleet' });
    expect(clash.statusCode).toBe(400);
  });
});

// Real time stands still in this file: each fault test steps it past the demo account's rate window.
describe('fault injection', () => {
  let token = '';
  beforeAll(async () => {
    wallTime += 5000;
    token = await sim.signIn();
  });
  beforeEach(() => {
    wallTime += 2000;
  });

  it('answers 503 on the configured endpoint only', async () => {
    await setFaults({ endpoints: { '/v1/query/sim-status': { errorRate: 1, errorStatus: 503 } } });
    const failed = await sim.get(faultPath, token);
    expect(failed.statusCode).toBe(503);
    expect(failed.json()).toEqual({ code: 'SERVICE_UNAVAILABLE', message: expect.any(String) });
    expect((await sim.get(`/v1/query/sim-apn?iccids=${demoCardNumbers(0).iccid}`, token)).statusCode).toBe(
      200,
    );
    await setFaults({});
    expect((await sim.get(faultPath, token)).statusCode).toBe(200);
  });

  it('answers 500 everywhere with a global error rate, token requests included', async () => {
    await setFaults({ global: { errorRate: 1, errorStatus: 500 } });
    expect((await sim.get(faultPath, token)).json().code).toBe('INTERNAL_ERROR');
    const tokenResponse = await sim.app.inject({ method: 'POST', url: '/v1/auth/token', payload: {} });
    expect(tokenResponse.statusCode).toBe(500);
    expect((await sim.admin('GET', '/admin/faults')).statusCode).toBe(200);
    await setFaults({});
  });

  it('adds latency', async () => {
    await setFaults({ global: { latencyMs: 200 } });
    const started = performance.now();
    expect((await sim.get(faultPath, token)).statusCode).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(195);
    await setFaults({});
  });

  it('hangs and then drops the connection on a timeout fault', async () => {
    await setFaults({ endpoints: { '/v1/query/sim-status': { timeoutRate: 1, timeoutMs: 300 } } });
    const address = await sim.app.listen({ port: 0, host: '127.0.0.1' });
    const started = performance.now();
    await expect(
      fetch(`${address}${faultPath}`, { headers: { authorization: `Bearer ${token}` } }),
    ).rejects.toThrow();
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
    await setFaults({});
    const healthy = await fetch(`${address}${faultPath}`, { headers: { authorization: `Bearer ${token}` } });
    expect(healthy.status).toBe(200);
  });

  it('refuses an invalid fault configuration and reads one from the environment', async () => {
    expect((await sim.admin('PUT', '/admin/faults', { global: { errorRate: 2 } })).statusCode).toBe(400);
    expect(parseFaultConfig('{"global":{"latencyMs":50}}')).toEqual({ global: { latencyMs: 50 } });
    expect(parseFaultConfig('')).toEqual({});
    expect(() => parseFaultConfig('{"global":{"typo":1}}')).toThrow(/CARRIER_SIM_FAULTS/);
  });
});
