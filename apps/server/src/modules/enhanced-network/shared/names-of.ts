import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { companies, operators, organizations } from '../../../platform/database/schema';

type NamedTable = typeof companies | typeof operators | typeof organizations;

/** The name of the row an id column points at, read beside each listed row (a page of at most 101). */
export function nameOf(table: NamedTable, id: AnyPgColumn): SQL<string> {
  return sql<string>`(select ${table.name} from ${table} where ${table.id} = ${id})`;
}

/** The same for an id that may be null: a row in no org, a list nobody reviewed yet. */
export function nameOrNullOf(table: NamedTable, id: AnyPgColumn): SQL<string | null> {
  return sql<string | null>`(select ${table.name} from ${table} where ${table.id} = ${id})`;
}
