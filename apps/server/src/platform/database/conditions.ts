import { and, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { parseDateTime } from '../http/paging';

/** Combines conditions, leaving out the absent ones. */
export function allOf(conditions: readonly (SQL | undefined)[]): SQL | undefined {
  const present = conditions.filter((condition): condition is SQL => condition !== undefined);
  return present.length === 0 ? undefined : and(...present);
}

/** The `from` / `to` filter of a list on one time column, both inclusive, either open. */
export function timeWindow(column: SQL | AnyPgColumn, filter: { from?: string; to?: string }) {
  return [
    filter.from ? sql`${column} >= ${parseDateTime(filter.from).toISOString()}::timestamptz` : undefined,
    filter.to ? sql`${column} <= ${parseDateTime(filter.to).toISOString()}::timestamptz` : undefined,
  ];
}
