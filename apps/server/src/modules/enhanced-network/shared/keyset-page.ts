import { count, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../../platform/database/connect';

/** One keyset page from rows fetched one past the page size: the page and the cursor of the next one. */
export function keysetPage<Row extends { id: number }>(
  rows: readonly Row[],
  pageSize: number,
): { page: Row[]; nextCursor: number | null } {
  const page = rows.slice(0, pageSize);
  const last = page.at(-1);
  return { page, nextCursor: rows.length > pageSize && last ? last.id : null };
}

/** How many rows of the table match the list's filters (without its cursor): an exact count. */
export async function matchingTotal(db: Database, table: PgTable, where: SQL | undefined) {
  const [counted] = await db.select({ total: count() }).from(table).where(where);
  return { total: counted?.total ?? 0, totalIsEstimate: false };
}
