import { and, asc, count, gt, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './connect';

/** A keyset page: its rows, the cursor of the next page (null on the last), and how many match in all. */
export interface KeysetPage<Row> {
  rows: Row[];
  nextCursor: number | null;
  total: number;
  totalIsEstimate: false;
}

/** Which rows and which page: the table's rows matching `where`, after `cursor` in the order of `id`. */
export interface KeysetQuery {
  table: PgTable;
  id: AnyPgColumn;
  where: SQL | undefined;
  cursor?: number;
  pageSize: number;
}

/**
 * One keyset page in ascending id order, and a count of every match, both read at once. `read` runs the
 * select with the condition and order it is given, and `limit` rows (one more than the page: another follows).
 */
export async function keysetPage<Row extends { id: number }>(
  db: Database,
  query: KeysetQuery,
  read: (where: SQL | undefined, order: SQL, limit: number) => Promise<Row[]>,
): Promise<KeysetPage<Row>> {
  const { pageSize } = query;
  const keyset = query.cursor === undefined ? undefined : gt(query.id, query.cursor);
  const [found, [totals]] = await Promise.all([
    read(and(query.where, keyset), asc(query.id), pageSize + 1),
    db.select({ total: count() }).from(query.table).where(query.where),
  ]);
  const rows = found.slice(0, pageSize);
  const nextCursor = found.length > pageSize ? (rows.at(-1)?.id ?? null) : null;
  return { rows, nextCursor, total: totals?.total ?? 0, totalIsEstimate: false };
}
