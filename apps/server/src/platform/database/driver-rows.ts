import { createHash } from 'node:crypto';
import { sql, type Column, type SQL } from 'drizzle-orm';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Database } from './connect';

/** Renders drizzle SQL to text for the paths that talk to the driver themselves. */
export const sqlDialect = new PgDialect();
const dialect = sqlDialect;

/** What drizzle runs on: a PostgreSQL pool (or, in a transaction, its connection), or PGlite (or its transaction). */
export type DriverClient = pg.Pool | pg.PoolClient | pg.Client | PGlite | Transaction;

/** The driver under `db`; inside a transaction, the transaction's own connection. */
export function driverClientOf(db: Database): DriverClient {
  return (db._.session as unknown as { client: DriverClient }).client;
}

/** True for node-postgres (a pool or a connection), false for PGlite. */
export function isPostgresDriver(client: DriverClient): client is pg.Pool | pg.PoolClient | pg.Client {
  return client instanceof pg.Pool || client instanceof pg.Client;
}

/**
 * The text of a statement without parameters (a select list and its joins), rendered once at start-up so that a
 * hot path embeds it as raw SQL instead of building it on every call.
 */
export function renderedOnce(query: SQL): SQL {
  const rendered = dialect.sqlToQuery(query);
  if (rendered.params.length > 0) throw new Error('only a statement without parameters is rendered once');
  return sql.raw(rendered.sql);
}

/** How a hot read statement is sent: `prepared` names it, so each connection plans it once (see below). */
export interface ArrayRowsOptions {
  prepared?: boolean;
}

/**
 * A statement's name on a connection: its text's hash, so one text is parsed and planned once per connection and
 * a different text never reuses another's plan.
 */
function statementName(text: string): string {
  return `simdesk_${createHash('sha1').update(text).digest('hex')}`;
}

/**
 * Runs a rendered statement on the driver under drizzle and answers its rows as arrays, in select order. For
 * the few hot read paths where building and mapping through drizzle cost more than the query (the card list):
 * values come as the driver parses them (timestamps as Date; bigint as text on node-postgres, as a number on
 * PGlite), so the caller converts each column it reads.
 *
 * `prepared` (node-postgres): sent as a named statement. After five runs PostgreSQL keeps a generic plan when it
 * is no costlier than the custom ones, which spares planning a thousand-number array on every call (a third of
 * a batch search's time). Only for statements whose best plan does not hang on their values.
 */
export async function queryArrayRows(
  db: Database,
  query: SQL,
  options: ArrayRowsOptions = {},
): Promise<unknown[][]> {
  const statement = dialect.sqlToQuery(query);
  const client = driverClientOf(db);
  if (isPostgresDriver(client)) {
    const name = options.prepared ? statementName(statement.sql) : undefined;
    const config = { name, text: statement.sql, values: statement.params, rowMode: 'array' as const };
    return (await client.query<unknown[]>(config)).rows;
  }
  return (await client.query<unknown[]>(statement.sql, statement.params, { rowMode: 'array' })).rows;
}

type ReadValue = (value: unknown) => unknown;

const asNumber: ReadValue = (value) => (value === null ? null : Number(value));
const asIsoText: ReadValue = (value) =>
  value === null ? null : (value instanceof Date ? value : new Date(String(value))).toISOString();

/** How a driver value of a column becomes what an answer carries: bigint as a number, a moment as ISO text. */
function readerOf(column: Column): ReadValue | undefined {
  if (column.columnType === 'PgBigInt53') return asNumber;
  if (column.columnType === 'PgTimestamp') return asIsoText;
  return undefined;
}

/**
 * Reads array rows of a select of `columns` (in their order) into objects keyed like `columns`. `Row` is what
 * the caller answers; the rows still leave through the call's row schema, which checks them.
 */
export function arrayRowReader<Row>(columns: Record<keyof Row & string, Column>): (values: unknown[]) => Row {
  const readers = Object.entries<Column>(columns).map(([key, column]) => ({ key, read: readerOf(column) }));
  return (values) => {
    const row: Record<string, unknown> = {};
    readers.forEach(({ key, read }, index) => {
      const value = values[index] ?? null;
      row[key] = read ? read(value) : value;
    });
    return row as Row;
  };
}

/** A statement's text and parameters as one string: what a cache of its answers is keyed by. */
export function statementKey(query: SQL): string {
  const rendered = dialect.sqlToQuery(query);
  return `${rendered.sql}\n${JSON.stringify(rendered.params)}`;
}

/** The rows of a `db.execute(sql…)` result: both drivers answer `{ rows }`. */
export function executedRows<Row>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}
