import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../database/connect';
import { carrierRateSlots } from '../database/schema-rate-limit';

/** Calls per second to one carrier account unless SIMDESK_CARRIER_REQUESTS_PER_SECOND says: under the carrier's 10. */
export const defaultCarrierRequestsPerSecond = 8;

/** The calls per second to one carrier account, shared by every server process of one database. */
export interface CarrierRateLimit {
  readonly requestsPerSecond: number;
  /**
   * Reserves the next moment a call to the account may go, and waits for it. `ceiling` (background work such
   * as the usage sync) goes only while fewer than that many calls went in the last second, so the rest of the
   * account's limit stays free for operators.
   */
  waitForTurn(accountId: number, ceiling?: number): Promise<void>;
}

/**
 * Reserves a send time in the account's row (one statement, the row locked by the upsert, so processes queue
 * up in the database): the earliest moment at least 1/limit of a second after the last reservation and, for a
 * lower ceiling, at which fewer than `ceiling` calls fall within the past second. Evenly spaced calls stay
 * within the carrier's window (fixed or sliding) even when each reaches the carrier a little late or early;
 * bursts would not. Answers the milliseconds to wait.
 */
export async function reserveCarrierTurn(
  db: Database,
  accountId: number,
  limit: number,
  ceiling: number,
): Promise<number> {
  const result = await db.execute(sql`
    insert into ${carrierRateSlots} as slots (account_id, recent)
    values (${accountId}, array[clock_timestamp()])
    on conflict (account_id) do update set recent = (
      select (slots.recent || chosen.at)[greatest(1, cardinality(slots.recent) + 2 - ${limit}::int):]
      from (
        select greatest(
          clock_timestamp(),
          slots.recent[cardinality(slots.recent)] + ${1 / limit}::float8 * interval '1 second',
          slots.recent[cardinality(slots.recent) + 1 - ${ceiling}::int] + interval '1 second'
        ) as at
      ) as chosen
    )
    returning greatest(
      0,
      extract(epoch from (slots.recent[cardinality(slots.recent)] - clock_timestamp())) * 1000
    )::float8 as wait
  `);
  const rows = (result as unknown as { rows: { wait: number | string }[] }).rows;
  return Math.ceil(Number(rows[0]?.wait ?? 0));
}

export function createCarrierRateLimit(
  db: Database,
  requestsPerSecond: number,
  logger: FastifyBaseLogger,
  wait: (milliseconds: number) => Promise<unknown> = (milliseconds) => sleep(milliseconds),
): CarrierRateLimit {
  return {
    requestsPerSecond,
    async waitForTurn(accountId, ceiling) {
      if (requestsPerSecond <= 0) return;
      const share = Math.min(requestsPerSecond, ceiling && ceiling > 0 ? ceiling : requestsPerSecond);
      let milliseconds = 0;
      try {
        milliseconds = await reserveCarrierTurn(db, accountId, requestsPerSecond, share);
      } catch (error) {
        // The carrier's own 429 (honoured by the retries) is the limit of last resort; a call is not refused here.
        logger.error({ err: error, accountId }, 'could not reserve a carrier call; sending it unpaced');
      }
      if (milliseconds > 0) await wait(milliseconds);
    },
  };
}
