import type { AnyPgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../../platform/database/connect';
import type { KeysetSource } from '../../../platform/database/keyset-page';

/** A row of a select's result. */
type RowOf<Query extends PgSelect> = Query['_']['result'][number];

/**
 * A table's keyset source, for the platform's keyset page: `select` builds the rows' select with its joins
 * ($dynamic); the page's condition, order and limit are added to it.
 */
export function keysetSourceOf<Query extends PgSelect>(
  table: PgTable,
  key: AnyPgColumn,
  select: (db: Database) => Query,
  keyOf: (row: RowOf<Query>) => number,
): KeysetSource<RowOf<Query>> {
  return {
    table,
    key,
    readPage: (db, where, order, limit) => select(db).where(where).orderBy(order).limit(limit).execute(),
    keyOf,
  };
}
