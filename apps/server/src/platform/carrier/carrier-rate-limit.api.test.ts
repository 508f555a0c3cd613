// @module-tag pglite (concurrency: rate slots reserved by many callers at once)
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../database/connect';
import { carrierRateSlots } from '../database/schema-rate-limit';
import { openTestDatabase } from '../../test/test-database';
import { createCarrierRateLimit, reserveCarrierTurn } from './carrier-rate-limit';

let database: DatabaseHandle;
const logger = Fastify({ logger: false }).log;
let nextAccountId = 1000;
const freshAccount = () => (nextAccountId += 1);

beforeAll(async () => {
  database = await openTestDatabase();
});

afterAll(async () => {
  await database.close();
});

async function storedTimes(accountId: number): Promise<Date[]> {
  const [row] = await database.db
    .select({ recent: carrierRateSlots.recent })
    .from(carrierRateSlots)
    .where(eq(carrierRateSlots.accountId, accountId));
  return row?.recent ?? [];
}

/** The most reserved times that fall within any one second (the carrier's sliding window). */
function busiestSecond(times: number[]): number {
  const sorted = [...times].sort((left, right) => left - right);
  let most = 0;
  for (const [index, start] of sorted.entries()) {
    most = Math.max(most, sorted.slice(index).filter((time) => time < start + 1000).length);
  }
  return most;
}

describe('the shared carrier rate limit', () => {
  it('spaces the calls of one account a limit-th of a second apart, the first at once', async () => {
    const account = freshAccount();
    const waits = [];
    for (let call = 0; call < 4; call++) waits.push(await reserveCarrierTurn(database.db, account, 4, 4));
    expect(waits[0]).toBe(0);
    for (const [index, wait] of waits.entries()) {
      expect(wait).toBeGreaterThan(index * 250 - 100);
      expect(wait).toBeLessThanOrEqual(index * 250);
    }
    // Only the last `limit` reservations are kept: the row never grows.
    await reserveCarrierTurn(database.db, account, 4, 4);
    expect(await storedTimes(account)).toHaveLength(4);
    // Another account has a row and a turn of its own.
    expect(await reserveCarrierTurn(database.db, freshAccount(), 4, 4)).toBe(0);
  });

  it('keeps a lower ceiling for background work, leaving the rest of the limit to others', async () => {
    const account = freshAccount();
    await reserveCarrierTurn(database.db, account, 4, 2);
    await reserveCarrierTurn(database.db, account, 4, 2);
    // Two calls in the last second: an operator's call goes at its next spacing, background work a second
    // after the first of the two.
    const operatorWait = await reserveCarrierTurn(database.db, account, 4, 4);
    expect(operatorWait).toBeLessThanOrEqual(500);
    const backgroundWait = await reserveCarrierTurn(database.db, account, 4, 2);
    expect(backgroundWait).toBeGreaterThan(Math.max(operatorWait + 300, 1000));
  });

  it('never reserves more than the limit within one second, however many ask at once', async () => {
    const account = freshAccount();
    const waits = await Promise.all(
      Array.from({ length: 12 }, () => reserveCarrierTurn(database.db, account, 4, 4)),
    );
    const sorted = [...waits].sort((left, right) => left - right);
    expect(sorted.at(-1)).toBeGreaterThan(2500);
    // Each call a quarter of a second after the one before (less the moments between their reservations).
    for (let index = 1; index < sorted.length; index++) {
      expect((sorted[index] ?? 0) - (sorted[index - 1] ?? 0)).toBeGreaterThan(150);
    }
    const times = (await storedTimes(account)).map((time) => time.getTime());
    expect(times).toHaveLength(4);
    expect(busiestSecond(times)).toBeLessThanOrEqual(4);
  });

  it('waits the reserved time, and does nothing at all when the limit is 0', async () => {
    const waited: number[] = [];
    const record = async (milliseconds: number) => waited.push(milliseconds);
    const limited = createCarrierRateLimit(database.db, 1, logger, record);
    const account = freshAccount();
    await limited.waitForTurn(account);
    await limited.waitForTurn(account);
    expect(waited).toHaveLength(1);
    expect(waited[0]).toBeGreaterThan(500);

    const unlimited = createCarrierRateLimit(database.db, 0, logger, record);
    const other = freshAccount();
    for (let call = 0; call < 5; call++) await unlimited.waitForTurn(other);
    expect(waited).toHaveLength(1);
    expect(await storedTimes(other)).toEqual([]);
  });
});
