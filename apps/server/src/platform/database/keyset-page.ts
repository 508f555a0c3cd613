import { and, asc, count, desc, gt, lt, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './connect';

/** Totals above this are not counted on every page turn: the page says "more than" instead. */
const exactCountLimit = 10_000;

/** A keyset page: rows newest first, where the next starts, and the total (a lower bound when capped). */
export interface KeysetPage<Row> {
  rows: Row[];
  nextCursor: number | null;
  total: number;
  totalIsEstimate: boolean;
}

/** A table listed in keyset pages: its descending key, how a page of rows is read, and a row's key. */
export interface KeysetSource<Row> {
  table: PgTable;
  key: AnyPgColumn;
  readPage: (db: Database, where: SQL | undefined, order: SQL, limit: number) => Promise<Row[]>;
  /** A row's key: the next page's cursor. */
  keyOf: (row: Row) => number;
}

/**
 * One page of a list keyed by a descending id: the page (one row more than asked, to know if there is a next)
 * and a capped count of every match, in parallel.
 */
export async function keysetPage<Row>(
  db: Database,
  source: KeysetSource<Row>,
  where: SQL | undefined,
  request: { cursor?: number | undefined; pageSize: number },
): Promise<KeysetPage<Row>> {
  const { key } = source;
  const { cursor, pageSize } = request;
  const pageWhere = cursor === undefined ? where : and(where, lt(key, cursor));
  const [found, [counted]] = await Promise.all([
    source.readPage(db, pageWhere, desc(key), pageSize + 1),
    db
      .select({ total: count() })
      .from(
        sql`(select 1 from ${source.table} where ${where ?? sql`true`} limit ${exactCountLimit + 1}) as capped`,
      ),
  ]);
  const rows = found.slice(0, pageSize);
  const last = rows.at(-1);
  const total = counted?.total ?? 0;
  return {
    rows,
    nextCursor: found.length > pageSize && last ? source.keyOf(last) : null,
    total: Math.min(total, exactCountLimit),
    totalIsEstimate: total > exactCountLimit,
  };
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
 * One keyset page in ascending id order (small lists: pools, their members), and an exact count of every match, both read at once. `read` runs the
 * select with the condition and order it is given, and `limit` rows (one more than the page: another follows).
 */
export async function ascendingKeysetPage<Row extends { id: number }>(
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
