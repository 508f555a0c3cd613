import { sql } from 'drizzle-orm';
import type { Database } from './connect';

const monthDayPattern = /^\d{4}-\d{2}-01$/;
const tableNamePattern = /^[a-z_]+$/;

/** <parent>_y2026m11 for the month starting 2026-11-01. */
export function monthlyPartitionName(parent: string, firstDayOfMonth: string): string {
  if (!monthDayPattern.test(firstDayOfMonth))
    throw new Error(`not the first day of a month: ${firstDayOfMonth}`);
  return `${parent}_y${firstDayOfMonth.slice(0, 4)}m${firstDayOfMonth.slice(5, 7)}`;
}

/** The first day of the month of a day ('YYYY-MM-DD'), and of the month after. */
function monthOf(day: string): { first: string; next: string } {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  const first = `${day.slice(0, 7)}-01`;
  const next = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
  return { first, next };
}

/** The monthly partitions of a table partitioned by range, by name. */
export async function existingPartitions(db: Database, parent: string): Promise<string[]> {
  const result = await db.execute(
    sql`select child.relname as name from pg_inherits
        join pg_class child on child.oid = pg_inherits.inhrelid
        where pg_inherits.inhparent = ${parent}::regclass order by 1`,
  );
  return (result as unknown as { rows: { name: string }[] }).rows.map((row) => row.name);
}

/**
 * Makes sure a table partitioned by month has a partition for every month from the day `from` to the day `to`.
 * Creating one locks the parent table, so it happens before the writes, and only for months not known to exist.
 * A timestamp key gets bounds at 00:00 UTC (`timestampKey`), a date key plain days.
 */
export async function ensureMonthlyPartitions(
  db: Database,
  parent: string,
  range: { from: string; to: string; timestampKey?: boolean },
): Promise<void> {
  if (!tableNamePattern.test(parent)) throw new Error(`not a table name: ${parent}`);
  const existing = new Set(await existingPartitions(db, parent));
  const bound = (day: string) => (range.timestampKey ? `${day} 00:00:00+00` : day);
  for (let month = monthOf(range.from); month.first <= range.to; month = monthOf(month.next)) {
    const name = monthlyPartitionName(parent, month.first);
    if (existing.has(name)) continue;
    // Names and bounds are built from checked dates only: no user text reaches this statement.
    const statement = sql.raw(
      `create table if not exists ${name} partition of ${parent} ` +
        `for values from ('${bound(month.first)}') to ('${bound(month.next)}')`,
    );
    try {
      await db.execute(statement);
    } catch (error) {
      // Another process may have made the same partition a moment earlier: that is what we wanted.
      if (!(await existingPartitions(db, parent)).includes(name)) throw error;
    }
  }
}
