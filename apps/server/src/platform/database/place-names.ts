import { eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Database } from './connect';
import type { KeysetSource } from './keyset-page';
import { companies, organizations } from './schema';

/** The names of the company and org a row sits in, as the lists show them. */
export const placeNameColumns = { companyName: companies.name, orgName: organizations.name };

/** Joins a row's company and org (by its companyId and orgId columns) for placeNameColumns. */
export function withPlaceNames<Query extends PgSelect>(
  query: Query,
  columns: { companyId: AnyPgColumn; orgId: AnyPgColumn },
) {
  return query
    .leftJoin(companies, eq(companies.id, columns.companyId))
    .leftJoin(organizations, eq(organizations.id, columns.orgId));
}

/** The names as a row schema has them: a company always, an org when the row sits in one. */
export function placeNames(found: { companyName: string | null; orgName: string | null }) {
  return { companyName: found.companyName ?? '', orgName: found.orgName ?? null };
}

/** An instant as answers carry it. */
export const isoOrNull = (value: Date | null) => (value === null ? null : value.toISOString());

/** A table whose rows sit in a company and an org. */
export interface PlacedTable extends PgTable {
  companyId: AnyPgColumn;
  orgId: AnyPgColumn;
}

/** Reads rows of a placed table with their company and org names: a whole list, one row, or a keyset page. */
export type PlacedRowsReader<Row> = (
  db: Database,
  where: SQL | undefined,
  order?: SQL,
  limit?: number,
) => Promise<Row[]>;

/**
 * A reader of a placed table's rows: `selection` is what is read besides the company and org names (the row
 * itself and any sub-queries), `toRow` shapes what was read.
 */
export function placedRowsReader<Selection extends SelectedFields, Row>(
  table: PlacedTable,
  selection: Selection,
  toRow: (found: SelectResultFields<Selection & typeof placeNameColumns>) => Row,
): PlacedRowsReader<Row> {
  return async (db, where, order, limit) => {
    const query = withPlaceNames(
      db
        .select({ ...selection, ...placeNameColumns })
        .from(table)
        .$dynamic(),
      table,
    ).where(where);
    if (order) query.orderBy(order);
    if (limit !== undefined) query.limit(limit);
    const found = (await query) as SelectResultFields<Selection & typeof placeNameColumns>[];
    return found.map(toRow);
  };
}

/** A list keyed by its rows' descending id, read through a placed-rows reader. */
export function placedListSource<Row extends { id: number }>(
  table: PlacedTable,
  key: AnyPgColumn,
  read: PlacedRowsReader<Row>,
): KeysetSource<Row> {
  return { table, key, keyOf: (row) => row.id, readPage: read };
}
