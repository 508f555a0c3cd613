import type { Queryable } from '../database/database';

/** `YYYYMMDDhhmmss` in Beijing time, then an 8-digit sequence: unique and sortable, like OneLink's. */
export async function nextOrderNumber(
  database: Queryable,
  now: number,
  sequence = 'carrier_sim.order_sequence',
): Promise<string> {
  // The sequence name comes from this module's callers, never from a request.
  const rows = await database.query<{ sequence: string }>(`SELECT nextval('${sequence}')::text AS sequence`);
  const stamp = new Date(now + 8 * 3_600_000).toISOString().replace(/\D/g, '').slice(0, 14);
  return stamp + (rows[0]?.sequence ?? '0').padStart(8, '0');
}
