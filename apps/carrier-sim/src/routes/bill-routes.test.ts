// @module-tag pglite (a bill issued once and kept as jsonb)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billMonthOf, billSummary } from '../bills/bill-service';
import type { Queryable } from '../database/database';
import { allCursorPages, signedInTestSim, type TestSim } from '../test/test-sim';

const wallTime = Date.UTC(2026, 10, 18, 4, 0);
let sim: TestSim;
let token: string;

interface Line {
  iccid: string;
  poolId: string | null;
  monthlyFeeCents: number;
  includedKb: number;
  dataOverageCents: number;
  smsCents: number;
  voiceCents: number;
  totalCents: number;
}

function allLines(month: string, pageSize: number): Promise<Line[]> {
  const pageOf = (after: string | null) =>
    sim.get(`/v1/bills/${month}/cards?pageSize=${pageSize}${after ? `&after=${after}` : ''}`, token);
  return allCursorPages<Line>(pageOf, 'cards', 'nextAfter');
}

beforeAll(async () => {
  ({ sim, token } = await signedInTestSim({ seedCards: 300, wallClock: () => wallTime }));
});
afterAll(() => sim.close());

describe('monthly bills', () => {
  it('totals a closed month in integer cents, equal to the sum of its card lines', async () => {
    const response = await sim.get('/v1/bills/2026-10', token);
    expect(response.statusCode, response.body).toBe(200);
    const summary = response.json();
    const lines = await allLines('2026-10', 50);
    expect(summary.cardCount).toBe(lines.length);
    expect(lines.length).toBeGreaterThan(150);
    const sum = (pick: (line: Line) => number) => lines.reduce((total, line) => total + pick(line), 0);
    expect(summary.monthlyFeeCents).toBe(sum((line) => line.monthlyFeeCents));
    expect(summary.dataOverageCents).toBe(sum((line) => line.dataOverageCents));
    expect(summary.smsCents).toBe(sum((line) => line.smsCents));
    expect(summary.voiceCents).toBe(sum((line) => line.voiceCents));
    expect(summary.totalCents).toBe(sum((line) => line.totalCents) + summary.poolOverageCents);
    for (const line of lines) {
      expect(Number.isInteger(line.totalCents)).toBe(true);
      expect(line.totalCents).toBe(
        line.monthlyFeeCents + line.dataOverageCents + line.smsCents + line.voiceCents,
      );
      // A pooled card's data is billed with its pool.
      if (line.poolId) expect(line).toMatchObject({ includedKb: 0, dataOverageCents: 0 });
    }
    expect(summary.pools.length).toBeGreaterThan(0);
    expect(summary.pools[0]).toMatchObject({ poolId: expect.any(String), quotaKb: expect.any(Number) });
  });

  it('pages the same lines whatever the page size, and answers the same bill again', async () => {
    const small = await allLines('2026-09', 17);
    const large = await allLines('2026-09', 50);
    expect(small.map((line) => line.iccid)).toEqual(large.map((line) => line.iccid));
    expect((await sim.get('/v1/bills/2026-09', token)).body).toBe(
      (await sim.get('/v1/bills/2026-09', token)).body,
    );
  });

  it('has no bill for the running month or beyond twelve months, and refuses bad input', async () => {
    expect((await sim.get('/v1/bills/2026-11', token)).json().code).toBe('BILL_NOT_READY');
    expect((await sim.get('/v1/bills/2027-01/cards', token)).statusCode).toBe(409);
    expect((await sim.get('/v1/bills/2025-10', token)).json().code).toBe('BILL_NOT_FOUND');
    expect((await sim.get('/v1/bills/2026-13', token)).json().code).toBe('INVALID_PARAMETER');
    expect((await sim.get('/v1/bills/2026-10/cards?pageSize=51', token)).statusCode).toBe(400);
    expect((await sim.get('/v1/bills/2026-10/cards?after=abc', token)).statusCode).toBe(400);
  });

  it('answers BILL_NOT_READY while a bill takes longer to issue than a request waits, then the bill', async () => {
    const database = sim.services.database;
    // A slow database: every query takes a quarter of a second.
    const slow: Queryable = {
      ...database,
      query: async (text, parameters) => {
        await new Promise((resolve) => setTimeout(resolve, 250));
        return database.query(text, parameters);
      },
    };
    const month = billMonthOf('2026-08', wallTime);
    await expect(billSummary(slow, 'simdesk-demo', month, wallTime, 10)).rejects.toMatchObject({
      code: 'BILL_NOT_READY',
      details: { retryAfterSeconds: 30 },
    });
    const issued = await billSummary(slow, 'simdesk-demo', month, wallTime, 30_000);
    expect(issued).toMatchObject({ month: '2026-08' });
    expect((await sim.get('/v1/bills/2026-08', token)).json()).toEqual(issued);
  });
});
