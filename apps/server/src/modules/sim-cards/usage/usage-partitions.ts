import { sql } from 'drizzle-orm';
import type { Database } from '../../../platform/database/connect';
import { monthBounds, monthsBetween } from './carrier-calendar';

const monthDayPattern = /^\d{4}-\d{2}-01$/;

/** card_usage_y2026m11 for the month starting 2026-11-01. */
export function partitionName(firstDayOfMonth: string): string {
  if (!monthDayPattern.test(firstDayOfMonth))
    throw new Error(`not the first day of a month: ${firstDayOfMonth}`);
  return `card_usage_y${firstDayOfMonth.slice(0, 4)}m${firstDayOfMonth.slice(5, 7)}`;
}

/** The monthly partitions of card_usage that exist, by name. */
export async function existingUsagePartitions(db: Database): Promise<string[]> {
  const result = await db.execute(
    sql`select child.relname as name from pg_inherits
        join pg_class child on child.oid = pg_inherits.inhrelid
        where pg_inherits.inhparent = 'card_usage'::regclass order by 1`,
  );
  return (result as unknown as { rows: { name: string }[] }).rows.map((row) => row.name);
}

/**
 * Makes sure card_usage has a partition for every month from `from` to `to`. Creating one locks the parent
 * table, so it happens before the batches that write, and only for months not known to exist.
 */
export async function ensureUsagePartitions(db: Database, from: string, to: string): Promise<void> {
  const wanted = monthsBetween(from, to);
  const existing = new Set(await existingUsagePartitions(db));
  for (const first of wanted) {
    const name = partitionName(first);
    if (existing.has(name)) continue;
    const { next } = monthBounds(first);
    // Names and bounds are built from checked dates only: no user text reaches this statement.
    const statement = sql.raw(
      `create table if not exists ${name} partition of card_usage for values from ('${first}') to ('${next}')`,
    );
    try {
      await db.execute(statement);
    } catch (error) {
      // Another process may have made the same partition a moment earlier: that is what we wanted.
      if (!(await existingUsagePartitions(db)).includes(name)) throw error;
    }
  }
}
