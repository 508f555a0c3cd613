import { hasValidLuhnCheckDigit } from '@simdesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSim, seededCards, type TestSim } from '../test/test-sim';

const wallTime = Date.UTC(2026, 10, 18, 4, 0);
const live = seededCards(200, (card) => card.status === 2).slice(0, 40);
let sim: TestSim;
let token: string;

type Change = {
  imei: string;
  previousImei: string;
  changedAt: string;
  cellArea: { lac: string; cellId: string; city: string } | null;
};
const history = async (query: string) => sim.get(`/v1/query/sim-imei-history?${query}`, token);

beforeAll(async () => {
  // Every card moves to another device now and then here: the share is configurable.
  sim = await createTestSim({
    seedCards: 200,
    wallClock: () => wallTime,
    config: { rateLimitPerSecond: 0, imeiChangeShare: 1 },
  });
  token = await sim.signIn();
});
afterAll(() => sim.close());

describe('IMEI history', () => {
  it('lists each device change with its time and, where known, its cell area, newest first', async () => {
    const from = new Date(wallTime - 365 * 86_400_000).toISOString();
    const response = await history(`iccids=${live.join(',')}&from=${from}`);
    expect(response.statusCode, response.body).toBe(200);
    const cards: { iccid: string; imei: string; changes: Change[] }[] = response.json().cards;
    expect(cards).toHaveLength(live.length);
    const changes = cards.flatMap((card) => card.changes);
    expect(changes.length).toBeGreaterThan(live.length);
    for (const card of cards) {
      const times = card.changes.map((change) => Date.parse(change.changedAt));
      expect(times).toEqual([...times].sort((left, right) => right - left));
      card.changes.forEach((change, position) => {
        expect(hasValidLuhnCheckDigit(change.imei)).toBe(true);
        expect(change.imei).not.toBe(change.previousImei);
        const older = card.changes[position + 1];
        if (older) expect(change.previousImei).toBe(older.imei);
        expect(Date.parse(change.changedAt)).toBeGreaterThanOrEqual(Date.parse(from));
      });
    }
    const areas = changes.map((change) => change.cellArea);
    expect(areas.some((area) => area === null)).toBe(true);
    expect(areas.find((area) => area !== null)).toMatchObject({
      lac: expect.stringMatching(/^[0-9A-F]{4}$/),
    });
  });

  it('answers the same history to the same question, and nothing for a card never live', async () => {
    const query = `iccids=${live.slice(0, 10).join(',')}`;
    expect((await history(query)).body).toBe((await history(query)).body);
    const [stock = ''] = seededCards(200, (card) => card.status === 7);
    expect((await history(`iccids=${stock}`)).json().cards[0]).toMatchObject({ imei: null, changes: [] });
  });

  it('refuses a window over a year, a window in the wrong order and too many cards', async () => {
    const old = new Date(wallTime - 400 * 86_400_000).toISOString();
    expect((await history(`iccids=${live[0]}&from=${old}`)).json().code).toBe('INVALID_PARAMETER');
    const later = new Date(wallTime - 1000).toISOString();
    const earlier = new Date(wallTime - 86_400_000).toISOString();
    expect((await history(`iccids=${live[0]}&from=${later}&to=${earlier}`)).statusCode).toBe(400);
    expect((await history(`iccids=${live[0]}&from=yesterday`)).statusCode).toBe(400);
    const many = seededCards(200, () => true).slice(0, 101);
    expect((await history(`iccids=${many.join(',')}`)).json().code).toBe('BATCH_TOO_LARGE');
  });
});
