import { sql, type SQL } from 'drizzle-orm';

/**
 * The rounding rules of every bill, in one place. Money is integer cents (bigint) from the prices to the
 * totals, so no amount is ever rounded; only quantities are:
 * - data is counted in KB as the carrier reports it; overage is charged per started MB (1 KB over costs
 *   one MB), as the carrier does;
 * - SMS per message, voice per started minute (the usage sync stores whole minutes already);
 * - a pooled plan's overage is the pool's (its members' summed data over their summed included data),
 *   charged per started MB once on the company bill.
 */
export const kilobytesPerMegabyte = 1024;

/** Whole MB begun by a KB figure (a bigint SQL expression): ceil(kb / 1024) in integer arithmetic. */
export function startedMegabytes(kilobytes: SQL): SQL {
  return sql`((${kilobytes} + ${kilobytesPerMegabyte - 1}) / ${kilobytesPerMegabyte})`;
}

/** The first and last day of a `YYYY-MM` month, as dates. */
export function monthDays(month: string): { first: string; last: string } {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const lastDay = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  return { first: `${month}-01`, last: `${month}-${String(lastDay).padStart(2, '0')}` };
}

/** `YYYY-MM` of the month `back` months before the running one (1: the last closed month). */
export function monthBefore(back: number, now = new Date()): string {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1)).toISOString().slice(0, 7);
}
