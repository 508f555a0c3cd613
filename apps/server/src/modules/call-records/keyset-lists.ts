import { and, count, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../platform/database/connect';
import { parseDateTime } from '../../platform/http/paging';

/** Matches up to this many are counted; above it the total says "more than" (totalIsEstimate). */
export const countedLimit = 10_000;

export interface KeysetPage<Row> {
  records: Row[];
  nextCursor: number | null;
  total: number;
  totalIsEstimate: boolean;
}

export const emptyPage = { records: [], nextCursor: null, total: 0, totalIsEstimate: false } as const;

export function allOf(conditions: readonly (SQL | undefined)[]): SQL | undefined {
  const present = conditions.filter((condition): condition is SQL => condition !== undefined);
  return present.length === 0 ? undefined : and(...present);
}

/** The `from` / `to` filter of a list on one time column. */
export function timeWindow(column: SQL | PgTable[keyof PgTable], filter: { from?: string; to?: string }) {
  return [
    filter.from ? sql`${column} >= ${parseDateTime(filter.from).toISOString()}::timestamptz` : undefined,
    filter.to ? sql`${column} <= ${parseDateTime(filter.to).toISOString()}::timestamptz` : undefined,
  ];
}

/** How many rows match, counted up to the limit: a list of millions answers quickly. */
export async function cappedTotal(
  db: Database,
  table: PgTable,
  where: SQL | undefined,
): Promise<{ total: number; totalIsEstimate: boolean }> {
  const capped = db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(countedLimit + 1)
    .as('capped');
  const [row] = await db.select({ total: count() }).from(capped);
  const total = row?.total ?? 0;
  return { total: Math.min(total, countedLimit), totalIsEstimate: total > countedLimit };
}

/** A page of `pageSize` rows read as one more, and the cursor of the next page (the last row's id). */
export function pageOf<Row extends { id: number }>(found: readonly Row[], pageSize: number) {
  const records = found.slice(0, pageSize);
  const last = records.at(-1);
  return { records, nextCursor: found.length > pageSize && last ? last.id : null };
}
