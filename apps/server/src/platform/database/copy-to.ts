// COPY … TO STDOUT streams on PostgreSQL only: PGlite answers COPY TO as one blob, so callers keep a batched
// path for it (see canStreamCopy).
import { pipeline } from 'node:stream/promises';
import type { SQL } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from './connect';
import { CopyOutStream } from './copy-out-stream';
import { driverClientOf, sqlDialect } from './driver-rows';

function postgresPool(db: Database): pg.Pool | undefined {
  const client = driverClientOf(db);
  return client instanceof pg.Pool ? client : undefined;
}

/** True when `db` is a PostgreSQL server, whose COPY TO streams. */
export function canStreamCopy(db: Database): boolean {
  return postgresPool(db) !== undefined;
}

/**
 * The text of a query with its values written in (COPY takes no parameters). drizzle quotes each value as a
 * string literal (standard_conforming_strings, on by default since PostgreSQL 9.1).
 */
export function inlinedQuery(query: SQL): string {
  const { sql: text, params } = sqlDialect.sqlToQuery(query.inlineParams());
  if (params.length > 0) throw new Error('a COPY query kept parameters');
  return text;
}

/**
 * Streams the rows of `query` as CSV lines (CRLF, no header) to `write`, on a connection of its own held for the
 * whole copy; `write` is awaited chunk by chunk, so a slow file slows the copy instead of filling memory.
 * Answers the number of rows.
 */
export async function copyCsvOut(
  db: Database,
  query: SQL,
  write: (chunk: Buffer) => Promise<void>,
): Promise<number> {
  const pool = postgresPool(db);
  if (!pool) throw new Error('COPY TO streams only on PostgreSQL');
  const connection = await pool.connect();
  try {
    const copy = new CopyOutStream(`COPY (${inlinedQuery(query)}) TO STDOUT WITH (FORMAT csv)`);
    // pg runs any object with `submit` as a query; its typings only describe its own query classes.
    (connection as unknown as { query(submittable: CopyOutStream): void }).query(copy);
    await pipeline(copy, async (chunks: AsyncIterable<Buffer>) => {
      for await (const chunk of chunks) await write(chunk);
    });
    connection.release();
    return copy.rows;
  } catch (error) {
    // A copy cut short leaves the connection mid-protocol: it is closed, not handed back.
    connection.release(true);
    throw error;
  }
}
