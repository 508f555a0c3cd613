// What a real-name list of records placed in a company and an org needs: its keyset source, the caller's scope
// narrowed by the list's filters, and one record found in that scope (one elsewhere is answered as missing).
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { callerScope } from '../../platform/auth/data-scope';
import { narrowedScope, type ScopeFilter } from '../../platform/auth/narrowed-scope';
import type { OperatorContext } from '../../platform/auth/operator-context';
import type { Database } from '../../platform/database/connect';
import {
  placedListSource,
  type PlacedRowsReader,
  type PlacedTable,
} from '../../platform/database/place-names';
import { notFound } from '../../platform/http/app-error';
import { createdWithin } from './list-filters';

export interface ScopedRecordTable {
  table: PlacedTable;
  id: AnyPgColumn;
  companyId: AnyPgColumn;
  orgPath: AnyPgColumn;
  /** The column a list's period filters (from, to). */
  createdAt: AnyPgColumn;
}

export function scopedRecords<Row extends { id: number }>(
  columns: ScopedRecordTable,
  read: PlacedRowsReader<Row>,
  noun: string,
) {
  const scopedColumns = { companyId: columns.companyId, orgPath: columns.orgPath };
  return {
    scopedColumns,
    source: placedListSource(columns.table, columns.id, read),
    /** The caller's records within the filter's company, org and period, and the list's own `conditions`. */
    async conditions(
      db: Database,
      caller: OperatorContext,
      filter: ScopeFilter & { from?: string; to?: string },
      conditions: (SQL | undefined)[],
    ): Promise<SQL | undefined> {
      const scoped = await narrowedScope(db, caller, filter, scopedColumns);
      return and(...scoped, ...conditions, ...createdWithin(columns.createdAt, filter));
    },
    async row(db: Database, caller: OperatorContext, id: number): Promise<Row> {
      const [row] = await read(db, and(eq(columns.id, id), callerScope(caller, scopedColumns)));
      if (!row) throw notFound(`no ${noun} ${id}`);
      return row;
    },
  };
}

/** One column of the row another table's `foreignKey` names (read per row of a page, by `key`'s index). */
export const lookedUp = <Value>(column: AnyPgColumn, key: AnyPgColumn, foreignKey: AnyPgColumn) =>
  sql<Value>`(select ${column} from ${key.table} where ${key} = ${foreignKey})`;
