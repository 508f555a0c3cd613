import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allCursorPages, createTestSim, seededCards, signedInTestSim, type TestSim } from '../test/test-sim';

const wallTime = Date.UTC(2026, 10, 18, 4, 0);
const day = 86_400_000;
const seeded = 300;
const live = seededCards(seeded, (card) => card.status === 2 && card.dataEnabled);
let sim: TestSim;
let token: string;

interface CdrRecord {
  recordId: string;
  type: string;
  iccid: string;
  startedAt: string;
  endedAt: string;
  uplinkBytes?: number;
  downlinkBytes?: number;
  direction?: string;
  durationSeconds?: number;
}
const list = (query: string) => sim.get(`/v1/cdrs?${query}`, token);
const iso = (time: number) => new Date(time).toISOString();

/** Every record of a query, following the cursor. */
function allPages(query: string): Promise<CdrRecord[]> {
  const pageOf = (cursor: string | null) => list(`${query}${cursor ? `&cursor=${cursor}` : ''}`);
  return allCursorPages<CdrRecord>(pageOf, 'records', 'nextCursor');
}

beforeAll(async () => {
  ({ sim, token } = await signedInTestSim({ seedCards: seeded, wallClock: () => wallTime }));
});
afterAll(() => sim.close());

describe('call detail records by card', () => {
  it('adds up to the card’s usage of a closed day: data bytes, SMS sent and voice minutes', async () => {
    const cards = live.slice(0, 20);
    const usage = (await sim.get(`/v1/query/sim-usage-daily?iccids=${cards.join(',')}`, token)).json().cards;
    // Yesterday (carrier time), a closed day.
    const yesterday = usage[0].days[5].date as string;
    const start = Date.parse(`${yesterday}T00:00:00+08:00`);
    const records = await allPages(
      `iccids=${cards.join(',')}&from=${iso(start)}&to=${iso(start + day)}&pageSize=50`,
    );
    let checked = 0;
    for (const [position, iccid] of cards.entries()) {
      const expected = usage[position].days[5];
      const own = records.filter((record) => record.iccid === iccid);
      const sessions = own.filter((record) => record.type === 'data');
      const bytes = sessions.reduce(
        (sum, record) => sum + (record.uplinkBytes ?? 0) + (record.downlinkBytes ?? 0),
        0,
      );
      if (sessions.length > 0) {
        expect(Math.abs(bytes - expected.dataKb * 1024)).toBeLessThanOrEqual(sessions.length);
        checked += 1;
      }
      expect(own.filter((record) => record.type === 'sms' && record.direction === 'MO')).toHaveLength(
        expected.smsCount,
      );
      const calls = own.filter((record) => record.type === 'voice');
      expect(calls.reduce((sum, call) => sum + Math.ceil((call.durationSeconds ?? 0) / 60), 0)).toBe(
        expected.voiceMinutes,
      );
    }
    expect(checked).toBeGreaterThan(5);
  });

  it('pages with a cursor through the same records as one large page, in card and time order', async () => {
    const cards = live.slice(20, 23).join(',');
    const query = `iccids=${cards}&from=${iso(wallTime - 2 * day)}&types=data,voice`;
    const small = await allPages(`${query}&pageSize=7`);
    const large = await allPages(`${query}&pageSize=50`);
    expect(small.map((record) => record.recordId)).toEqual(large.map((record) => record.recordId));
    expect(new Set(small.map((record) => record.recordId)).size).toBe(small.length);
    expect(small.every((record) => record.type !== 'sms')).toBe(true);
    expect(small.every((record) => Date.parse(record.endedAt) <= wallTime)).toBe(true);
    const keys = small.map((record) => `${record.iccid} ${record.startedAt}`);
    expect(keys).toEqual([...keys].sort());
    expect((await list(`${query}&pageSize=50`)).body).toBe((await list(`${query}&pageSize=50`)).body);
  });

  it('refuses too many cards, too long a window, too large a page and a foreign cursor', async () => {
    const from = iso(wallTime - day);
    expect((await list(`iccids=${live.slice(0, 21).join(',')}&from=${from}`)).json().code).toBe(
      'BATCH_TOO_LARGE',
    );
    expect((await list(`iccids=${live[0]}&from=${iso(wallTime - 32 * day)}`)).json().code).toBe(
      'INVALID_PARAMETER',
    );
    expect((await list(`iccids=${live[0]}&from=${from}&pageSize=51`)).statusCode).toBe(400);
    expect((await list(`iccids=${live[0]}&from=${from}&types=fax`)).statusCode).toBe(400);
    expect((await list(`iccids=${live[0]}&from=${from}&cursor=bm9wZQ`)).statusCode).toBe(400);
    expect((await list('types=data')).statusCode).toBe(400);
  });
});

describe('determinism', () => {
  it('answers the same records and IMEI history from another simulator with the same seed', async () => {
    const twin = await createTestSim({
      seedCards: seeded,
      wallClock: () => wallTime,
      config: { rateLimitPerSecond: 0 },
    });
    try {
      const twinToken = await twin.signIn();
      const cards = live.slice(0, 10).join(',');
      for (const path of [
        `/v1/cdrs?iccids=${cards}&from=${iso(wallTime - 3 * day)}`,
        `/v1/query/sim-imei-history?iccids=${cards}&from=${iso(wallTime - 300 * day)}`,
      ]) {
        expect((await twin.get(path, twinToken)).body).toBe((await sim.get(path, token)).body);
      }
    } finally {
      await twin.close();
    }
  });
});

describe('call detail records of the account', () => {
  it('walks every card in ICCID order, up to 500 a page over at most a week', async () => {
    const query = `from=${iso(wallTime - 6 * 3_600_000)}&types=data`;
    const first = (await list(`${query}&pageSize=100`)).json();
    expect(first.records).toHaveLength(100);
    const records = await allPages(`${query}&pageSize=100`);
    const iccids = records.map((record) => record.iccid);
    expect(iccids).toEqual([...iccids].sort());
    expect(new Set(iccids).size).toBeGreaterThan(50);
    expect(records.length).toBe((await allPages(`${query}&pageSize=500`)).length);
    expect((await list(`from=${iso(wallTime - 8 * day)}`)).statusCode).toBe(400);
    expect((await list(`${query}&pageSize=501`)).statusCode).toBe(400);
  });

  it('is subject to fault injection like every other endpoint', async () => {
    await sim.admin('PUT', '/admin/faults', {
      endpoints: { '/v1/cdrs': { errorRate: 1, errorStatus: 503 } },
    });
    const response = await list(`from=${iso(wallTime - 3_600_000)}`);
    expect(response.statusCode).toBe(503);
    await sim.admin('PUT', '/admin/faults', {});
    expect((await list(`from=${iso(wallTime - 3_600_000)}`)).statusCode).toBe(200);
  });
});
