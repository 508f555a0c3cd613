import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardSeedProfile } from '../seed/card-seed-profile';
import { demoCardNumbers } from '../seed/demo-cards';
import { createTestSim, waitForOrder, type TestSim } from '../test/test-sim';

// Real time stands still in this file: only the admin clock moves simulated time, so answers are exact.
const wallTime = Date.UTC(2026, 3, 14, 3, 0);
let sim: TestSim;
let token: string;

const liveCards = Array.from({ length: 300 }, (_, index) => index)
  .filter((index) => cardSeedProfile(index).status === 2 && cardSeedProfile(index).dataEnabled)
  .map((index) => demoCardNumbers(index).iccid);
const batch = liveCards.slice(0, 100).join(',');

type Day = { date: string; dataKb: number; complete: boolean };
const monthToDate = async () => {
  const cards = (await sim.get(`/v1/query/sim-usage-monthly?iccids=${batch}`, token)).json().cards;
  return cards.map((card: { months: { dataKb: number }[] }) => card.months[5]?.dataKb ?? 0) as number[];
};
// Tokens live in simulated time too: after a jump, sign in again as a gateway would on TOKEN_EXPIRED.
const advance = async (hours: number) => {
  expect((await sim.admin('POST', '/admin/advance', { hours })).statusCode).toBe(200);
  token = await sim.signIn();
};

beforeAll(async () => {
  sim = await createTestSim({ seedCards: 300, wallClock: () => wallTime, config: { rateLimitPerSecond: 0 } });
  token = await sim.signIn();
});
afterAll(() => sim.close());

describe('simulated time', () => {
  it('answers the same usage to the same question', async () => {
    const first = (await sim.get(`/v1/query/sim-usage-daily?iccids=${batch}`, token)).body;
    const second = (await sim.get(`/v1/query/sim-usage-daily?iccids=${batch}`, token)).body;
    expect(second).toBe(first);
  });

  it('grows usage as the clock advances: most cards a little, some a lot, some not at all', async () => {
    const before = await monthToDate();
    await advance(6);
    const after = await monthToDate();
    const growth = after.map((value, position) => value - (before[position] ?? 0));
    expect(growth.every((value) => value >= 0)).toBe(true);
    expect(growth.filter((value) => value > 0).length).toBeGreaterThan(60);
    expect(growth.filter((value) => value === 0).length).toBeGreaterThan(3);
    const sorted = [...growth].sort((left, right) => left - right);
    expect(sorted[95] ?? 0).toBeGreaterThan(5 * (sorted[50] ?? 0));
  });

  it('turns the running day into a complete one at midnight', async () => {
    const before = (await sim.get(`/v1/query/sim-usage-daily?iccids=${liveCards[0]}`, token)).json().cards[0]
      .days as Day[];
    await advance(24);
    const after = (await sim.get(`/v1/query/sim-usage-daily?iccids=${liveCards[0]}`, token)).json().cards[0]
      .days as Day[];
    const formerToday = before[6];
    const sameDay = after.find((day) => day.date === formerToday?.date);
    expect(sameDay?.complete).toBe(true);
    expect(sameDay?.dataKb).toBeGreaterThanOrEqual(formerToday?.dataKb ?? 0);
  });

  it('stops a suspended card’s usage and session', async () => {
    const iccid = liveCards[10] ?? '';
    const accepted = await sim.post('/v1/change/sim-status', token, { iccids: [iccid], targetStatus: 4 });
    await advance(0.01);
    expect((await waitForOrder(sim, token, accepted.json().orderNumber)).state).toBe('success');
    const usage = async (path: string) =>
      (await sim.get(`/v1/query/${path}?iccids=${iccid}`, token)).json().cards[0];
    const monthBefore = (await usage('sim-usage-monthly')).months[5];
    await advance(30);
    expect((await usage('sim-session')).online).toBe(false);
    const monthAfter = (await usage('sim-usage-monthly')).months[5];
    // Still April in simulated time: the month total has not moved since the suspension.
    expect(monthAfter).toEqual(monthBefore);
    expect((await usage('sim-usage-daily')).days[6].dataKb).toBe(0);
  });

  it('lets sessions come and go over the hours', async () => {
    const onlineCounts: number[] = [];
    const seen = new Map<string, Set<boolean>>();
    for (let hour = 0; hour < 6; hour += 1) {
      const cards = (await sim.get(`/v1/query/sim-session?iccids=${batch}`, token)).json().cards;
      onlineCounts.push(cards.filter((card: { online: boolean }) => card.online).length);
      for (const card of cards) seen.set(card.iccid, (seen.get(card.iccid) ?? new Set()).add(card.online));
      await advance(2);
    }
    expect(Math.min(...onlineCounts)).toBeGreaterThan(10);
    expect([...seen.values()].filter((states) => states.size === 2).length).toBeGreaterThan(10);
  });
});
