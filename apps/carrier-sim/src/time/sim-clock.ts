import type { SimDatabase } from '../database/database';

/**
 * Simulated time: real time plus an offset that an administrator can only move forward. Everything the
 * simulated world shows (usage, sessions, status dates, token expiry, throttling) reads this clock.
 */
export interface SimClock {
  /** Milliseconds since the epoch in simulated time. */
  now(): number;
  /** How far simulated time runs ahead of real time. */
  offsetMilliseconds(): number;
  /** Moves simulated time forward and keeps the offset in the database so it survives a restart. */
  advance(milliseconds: number): Promise<void>;
}

/** Reads the stored offset and answers the clock; `wallClock` is injectable for tests. */
export async function openSimClock(
  database: SimDatabase,
  wallClock: () => number = Date.now,
): Promise<SimClock> {
  const rows = await database.query<{ offsetMilliseconds: number }>(
    'SELECT offset_ms::float8 AS "offsetMilliseconds" FROM carrier_sim.clock WHERE id = 1',
  );
  let offset = rows[0]?.offsetMilliseconds ?? 0;
  return {
    now: () => wallClock() + offset,
    offsetMilliseconds: () => offset,
    async advance(milliseconds) {
      if (!(milliseconds > 0)) throw new RangeError('simulated time only moves forward');
      const next = offset + Math.round(milliseconds);
      await database.query(
        `INSERT INTO carrier_sim.clock (id, offset_ms) VALUES (1, $1)
         ON CONFLICT (id) DO UPDATE SET offset_ms = EXCLUDED.offset_ms`,
        [next],
      );
      offset = next;
    },
  };
}
