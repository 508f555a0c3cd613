// @module-tag pglite (pool membership and caps as orders over simulated time)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOfNextCarrierMonth } from '../orders/pool-member-changes';
import { advanceClock, createTestSim, seededCards, type TestSim } from '../test/test-sim';

const seeded = 400;
// Real time stands still in this file (answers are exact); completing an order moves it on a second.
let wallTime = Date.UTC(2026, 10, 18, 4, 0);
let sim: TestSim;
let token: string;
let poolId: string;

const unpooledLive = seededCards(seeded, (card) => card.poolNumber === null && card.status === 2);
type Member = {
  iccid: string;
  memberStatus: number;
  capKb: number | null;
  pendingCapKb: number | null;
  monthDataKb: number;
};
const members = async (): Promise<Member[]> =>
  (await sim.get(`/v1/pools/${poolId}/members?pageSize=50`, token)).json().members;

const completeOrder = async (orderNumber: string) => {
  wallTime += 1000;
  await sim.services.orders.runDue();
  return (await sim.get(`/v1/orders/${orderNumber}`, token)).json();
};

beforeAll(async () => {
  sim = await createTestSim({
    seedCards: seeded,
    wallClock: () => wallTime,
    config: { rateLimitPerSecond: 0 },
  });
  token = await sim.signIn();
  poolId = (await sim.get('/v1/pools', token)).json().pools[0].poolId;
});
afterAll(() => sim.close());

describe('pools', () => {
  it('lists pools with type, status, quota, used, remaining and members', async () => {
    const [listed] = (await sim.get('/v1/pools', token)).json().pools;
    expect(listed).toMatchObject({ poolId, groupType: 1, status: 2 });
    const pool = (await sim.get(`/v1/pools/${poolId}`, token)).json();
    expect(pool).toMatchObject(listed);
    expect(pool.memberCount).toBeGreaterThan(100);
    expect(pool.quotaKb).toBe(pool.memberCount * 1_048_576);
    expect(pool.remainingKb).toBe(Math.max(0, pool.quotaKb - pool.usedKb));
    const usage = (await sim.get(`/v1/pools/${poolId}/usage`, token)).json();
    expect(usage.usedKb).toBe(pool.usedKb);
  });

  it('answers daily and monthly pool usage that add up to the members’ usage', async () => {
    const daily = (await sim.get(`/v1/pools/${poolId}/usage/daily?days=10`, token)).json();
    expect(daily.days).toHaveLength(10);
    expect(daily.days.at(-1).complete).toBe(false);
    expect(daily.days.slice(0, -1).every((day: { complete: boolean }) => day.complete)).toBe(true);
    const monthly = (await sim.get(`/v1/pools/${poolId}/usage/monthly`, token)).json();
    expect(monthly.months).toHaveLength(6);
    const usage = (await sim.get(`/v1/pools/${poolId}/usage`, token)).json();
    expect(monthly.months.at(-1).dataKb).toBe(usage.usedKb);
    expect((await sim.get(`/v1/pools/${poolId}/usage/daily?days=32`, token)).statusCode).toBe(400);
    expect((await sim.get('/v1/pools/G000/usage/daily', token)).json().code).toBe('POOL_NOT_FOUND');
  });

  it('adds and removes members through orders, card by card', async () => {
    const [card = '', other = ''] = unpooledLive;
    const before = (await sim.get(`/v1/pools/${poolId}`, token)).json().memberCount;
    const added = await sim.post('/v1/change/pool-member-add', token, { iccids: [card], poolId });
    expect(added.statusCode, added.body).toBe(200);
    expect((await completeOrder(added.json().orderNumber)).state).toBe('success');
    expect((await sim.get(`/v1/query/sim-pool?iccids=${card}`, token)).json().cards[0].poolId).toBe(poolId);
    expect((await sim.get(`/v1/pools/${poolId}`, token)).json().memberCount).toBe(before + 1);

    const removed = await sim.post('/v1/change/pool-member-remove', token, { iccids: [other], poolId });
    const order = await completeOrder(removed.json().orderNumber);
    expect(order.items[0]).toMatchObject({ state: 'failed', reasonCode: 'NOT_A_MEMBER' });
    // The same kind of change on the same card waits for the change interval.
    const again = await sim.post('/v1/change/pool-member-remove', token, { iccids: [card], poolId });
    expect(again.json().code).toBe('CHANGE_TOO_FREQUENT');
  });

  it('refuses unknown and cancelled pools and malformed requests at once', async () => {
    const [card = ''] = unpooledLive.slice(5);
    const unknown = await sim.post('/v1/change/pool-member-add', token, { iccids: [card], poolId: 'G404' });
    expect(unknown.json().code).toBe('POOL_NOT_FOUND');
    const bad = await sim.post('/v1/change/pool-member-add', token, {
      iccids: [card],
      poolId,
      effective: 'later',
    });
    expect(bad.json().code).toBe('INVALID_PARAMETER');
    const negative = await sim.post('/v1/change/pool-member-cap', token, {
      iccids: [card],
      poolId,
      capKb: -1,
    });
    expect(negative.json().code).toBe('INVALID_PARAMETER');
    await sim.services.database.query(
      "INSERT INTO carrier_sim.pools (pool_id, app_id, name, quota_kb_per_member, created_at, status) VALUES ('GCANCELLED', 'simdesk-demo', 'old', 1, now(), 9)",
    );
    const cancelled = await sim.post('/v1/change/pool-member-add', token, {
      iccids: [card],
      poolId: 'GCANCELLED',
    });
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json().code).toBe('POOL_NOT_VALID');
  });

  it('applies a member cap now, or next cycle when it is below this month’s use', async () => {
    const [used, light] = (await members()).filter((member) => member.monthDataKb > 10).slice(0, 2);
    if (!used || !light) throw new Error('no members with usage');
    const below = await sim.post('/v1/change/pool-member-cap', token, {
      iccids: [used.iccid],
      poolId,
      capKb: 1,
    });
    const above = await sim.post('/v1/change/pool-member-cap', token, {
      iccids: [light.iccid],
      poolId,
      capKb: light.monthDataKb * 100,
    });
    for (const response of [below, above]) {
      expect((await completeOrder(response.json().orderNumber)).state).toBe('success');
    }
    const after = new Map((await members()).map((member) => [member.iccid, member]));
    expect(after.get(used.iccid)).toMatchObject({ capKb: null, pendingCapKb: 1 });
    expect(after.get(light.iccid)).toMatchObject({ capKb: light.monthDataKb * 100, pendingCapKb: null });
  });

  it('takes a next-month change effect when the month turns, and pauses a member over its cap', async () => {
    const [card = ''] = unpooledLive.slice(10);
    const accepted = await sim.post('/v1/change/pool-member-add', token, {
      iccids: [card],
      poolId,
      effective: 'nextMonth',
    });
    const { orderNumber, expectedCompletionAt } = accepted.json();
    const now = Date.parse(accepted.json().acceptedAt);
    expect(Date.parse(expectedCompletionAt)).toBe(startOfNextCarrierMonth(now));
    expect((await sim.get(`/v1/orders/${orderNumber}`, token)).json().state).toBe('pending');
    await advanceClock(sim, (startOfNextCarrierMonth(now) - now) / 3_600_000 + 30);
    token = await sim.signIn();
    expect((await completeOrder(orderNumber)).state).toBe('success');
    // The cap set below use last month is in force now, and a member over it is paused.
    const paused = (await members()).filter((member) => member.capKb === 1 && member.monthDataKb >= 1);
    expect(paused.length).toBeGreaterThan(0);
    expect(paused.every((member) => member.memberStatus === 4)).toBe(true);
  });
});
