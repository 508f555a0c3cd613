// @module-tag pglite (seeding and the card queries on the embedded default database)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardQueries } from './card-query-routes';
import { demoCardNumbers } from '../seed/demo-cards';
import { createTestSim, type TestSim } from '../test/test-sim';

let sim: TestSim;
let token: string;
const iccids = (from: number, count: number) =>
  Array.from({ length: count }, (_, offset) => demoCardNumbers(from + offset).iccid).join(',');

beforeAll(async () => {
  sim = await createTestSim({ seedCards: 6000, config: { rateLimitPerSecond: 0 } });
  token = await sim.signIn();
});
afterAll(() => sim.close());

describe('card queries', () => {
  it('answers every query for a batch of 100, one row per card in the order asked', async () => {
    for (const query of cardQueries) {
      const response = await sim.get(`${query.path}?iccids=${iccids(0, 100)}`, token);
      expect(response.statusCode, query.path).toBe(200);
      const cards = response.json<{ cards: { iccid: string }[] }>().cards;
      expect(cards.map((card) => card.iccid)).toEqual(iccids(0, 100).split(','));
    }
  });

  it('refuses more than 100 cards with BATCH_TOO_LARGE', async () => {
    const response = await sim.get(`/v1/query/sim-status?iccids=${iccids(0, 101)}`, token);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'BATCH_TOO_LARGE', maximum: 100 });
  });

  it('refuses malformed, duplicate or missing card numbers', async () => {
    const malformed = await sim.get('/v1/query/sim-status?iccids=12ab', token);
    expect(malformed.json().code).toBe('INVALID_PARAMETER');
    const duplicate = await sim.get(`/v1/query/sim-status?iccids=${iccids(0, 1)},${iccids(0, 1)}`, token);
    expect(duplicate.json().code).toBe('DUPLICATE_CARD');
    const none = await sim.get('/v1/query/sim-status', token);
    expect(none.statusCode).toBe(400);
    const both = await sim.get(`/v1/query/sim-status?iccids=${iccids(0, 1)}&msisdns=1064800000000`, token);
    expect(both.statusCode).toBe(400);
  });

  it('finds cards by MSISDN and IMSI and flags unknown ones', async () => {
    const numbers = demoCardNumbers(7);
    const byMsisdn = await sim.get(`/v1/query/sim-basic-info?msisdns=${numbers.msisdn},1064899999999`, token);
    const [found, missing] = byMsisdn.json().cards;
    expect(found).toMatchObject({
      ...numbers,
      carrier: 1,
      ratePlan: expect.any(String),
      openDate: expect.any(String),
    });
    expect(missing).toEqual({
      msisdn: '1064899999999',
      error: { code: 'CARD_NOT_FOUND', message: expect.any(String) },
    });
    const byImsi = await sim.get(`/v1/query/sim-status?imsis=${numbers.imsi}`, token);
    expect(byImsi.json().cards[0]).toMatchObject({ iccid: numbers.iccid, status: expect.any(Number) });
  });

  it('shows a stop reason exactly for stopped cards and a history ending in the current status', async () => {
    const ids = iccids(0, 100);
    const reasons = (await sim.get(`/v1/query/sim-stop-reason?iccids=${ids}`, token)).json().cards;
    for (const card of reasons) expect(card.stopReason !== null).toBe(card.status === 4 || card.status === 8);
    const histories = (await sim.get(`/v1/query/sim-change-history?iccids=${ids}`, token)).json().cards;
    const statuses = (await sim.get(`/v1/query/sim-status?iccids=${ids}`, token)).json().cards;
    histories.forEach((card: { history: { toStatus: number }[] }, position: number) => {
      const latest = card.history[0]?.toStatus ?? 7;
      expect(latest).toBe(statuses[position].status);
    });
  });

  it('gives seven daily and six monthly usage rows in KB', async () => {
    const daily = (await sim.get(`/v1/query/sim-usage-daily?iccids=${iccids(0, 1)}`, token)).json().cards[0];
    expect(daily.days).toHaveLength(7);
    expect(daily.days.map((day: { complete: boolean }) => day.complete)).toEqual([
      ...Array(6).fill(true),
      false,
    ]);
    const monthly = (await sim.get(`/v1/query/sim-usage-monthly?iccids=${iccids(0, 1)}`, token)).json()
      .cards[0];
    expect(monthly.months).toHaveLength(6);
    expect(monthly.months[5].month).toMatch(/^\d{4}-\d{2}$/);
  });
});

describe('device state', () => {
  interface DeviceState {
    status?: number;
    online: boolean;
    lastSeenAt: string | null;
    imei: string | null;
    boundImei: string | null;
    bindStatus: 'bound' | 'separated' | 'unbound';
  }

  it('binds live cards to their first terminal, shows moved ones as separated, and stock ones unbound', async () => {
    const ids = iccids(0, 100);
    const states: DeviceState[] = (await sim.get(`/v1/query/sim-device-state?iccids=${ids}`, token)).json()
      .cards;
    const statuses = (await sim.get(`/v1/query/sim-status?iccids=${ids}`, token)).json().cards;
    states.forEach((state, position) => {
      const status: number = statuses[position].status;
      if (state.bindStatus === 'unbound') {
        expect(state.imei).toBeNull();
        expect(state.boundImei).toBeNull();
        expect(state.lastSeenAt).toBeNull();
      } else {
        expect(state.boundImei).toMatch(/^\d{15}$/);
        expect(state.bindStatus).toBe(state.imei === state.boundImei ? 'bound' : 'separated');
      }
      if (state.online) expect([2, 6]).toContain(status);
      if (status === 7) expect(state.bindStatus).toBe('unbound');
    });
    expect(states.some((state) => state.bindStatus === 'bound')).toBe(true);
    expect(states.some((state) => state.online)).toBe(true);
    expect(states.some((state) => !state.online && state.lastSeenAt !== null)).toBe(true);
  });

  it('finds separated cards among the moved ones', async () => {
    const ids = Array.from({ length: 10 }, (_, batch) => iccids(batch * 100, 100));
    const answers = await Promise.all(
      ids.map(async (batch) => (await sim.get(`/v1/query/sim-device-state?iccids=${batch}`, token)).json()),
    );
    const separated = answers.flatMap((answer) =>
      (answer.cards as DeviceState[]).filter((state) => state.bindStatus === 'separated'),
    );
    expect(separated.length).toBeGreaterThan(0);
    for (const state of separated) expect(state.imei).not.toBe(state.boundImei);
  });
});

describe('seeding', () => {
  it('adds only the missing cards, so seeding again is cheap', async () => {
    expect((await sim.admin('POST', '/admin/seed', { count: 6000 })).json()).toMatchObject({
      added: 0,
      total: 6000,
    });
    const more = (await sim.admin('POST', '/admin/seed', { count: 6010 })).json();
    expect(more).toMatchObject({ appId: 'simdesk-demo', added: 10, total: 6010 });
    const last = demoCardNumbers(6009);
    expect((await sim.get(`/v1/query/sim-status?iccids=${last.iccid}`, token)).json().cards[0].msisdn).toBe(
      last.msisdn,
    );
  });
});

describe('card list and pools', () => {
  it('pages through the account’s cards with a cursor', async () => {
    const first = (await sim.get('/v1/cards?pageSize=3', token)).json();
    expect(first.cards.map((card: { iccid: string }) => card.iccid)).toEqual(iccids(0, 3).split(','));
    const second = (await sim.get(`/v1/cards?pageSize=3&after=${first.nextAfter}`, token)).json();
    expect(second.cards[0].iccid).toBe(demoCardNumbers(3).iccid);
    expect((await sim.get('/v1/cards?pageSize=101', token)).statusCode).toBe(400);
    const suspended = (await sim.get('/v1/cards?status=4&pageSize=20', token)).json();
    expect(suspended.cards.every((card: { status: number }) => card.status === 4)).toBe(true);
  });

  it('lists pools with their members and usage', async () => {
    const pools = (await sim.get('/v1/pools', token)).json().pools;
    expect(pools.length).toBe(2);
    const pool = pools[0];
    expect(pool.memberCount).toBeGreaterThan(1500);
    const members = (await sim.get(`/v1/pools/${pool.poolId}/members?pageIndex=2&pageSize=50`, token)).json();
    expect(members.members).toHaveLength(50);
    expect(members.total).toBe(pool.memberCount);
    expect((await sim.get(`/v1/pools/${pool.poolId}/members?pageSize=51`, token)).statusCode).toBe(400);
    const usage = (await sim.get(`/v1/pools/${pool.poolId}/usage`, token)).json();
    expect(usage.quotaKb).toBe(pool.quotaKb);
    expect(usage.usedKb).toBeGreaterThan(0);
    const membership = (await sim.get(`/v1/query/sim-pool?iccids=${members.members[0].iccid}`, token)).json();
    expect(membership.cards[0].poolId).toBe(pool.poolId);
    expect((await sim.get('/v1/pools/G0000000000', token)).json().code).toBe('POOL_NOT_FOUND');
  });
});
