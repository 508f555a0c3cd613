// COPY … FROM CSV on either database the console runs on (drizzle has no COPY): PGlite reads the CSV as a blob
// ('/dev/blob'), PostgreSQL through pg-copy-streams. Bulk paths (import, seed) load through here.
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { Database } from './connect';

export type CopyValue = string | number | null;

/** A connection COPY can run on: a PostgreSQL client or PGlite (or one of its transactions). */
export type CopyClient = pg.PoolClient | pg.Client | PGlite | Transaction;

/** CSV for COPY: null as an empty unquoted field, text always quoted (an empty quoted field is ''). */
export function copyCsv(rows: Iterable<readonly CopyValue[]>): string {
  let text = '';
  for (const row of rows) text += `${row.map(copyField).join(',')}\n`;
  return text;
}

function copyField(value: CopyValue): string {
  if (value === null) return '';
  return typeof value === 'number' ? String(value) : `"${value.replaceAll('"', '""')}"`;
}

const chunkCharacters = 1 << 20;

function* chunksOf(text: string): Generator<string> {
  for (let start = 0; start < text.length; start += chunkCharacters) {
    yield text.slice(start, start + chunkCharacters);
  }
}

function isPostgresClient(client: CopyClient): client is pg.PoolClient | pg.Client {
  return 'connect' in client && 'escapeLiteral' in client;
}

/** Loads CSV text into `target` (`table (column, …)`) on the given connection. */
export async function copyCsvInto(client: CopyClient, target: string, csv: string): Promise<void> {
  if (isPostgresClient(client)) {
    const stream = client.query(copyFrom(`COPY ${target} FROM STDIN WITH (FORMAT csv)`));
    await pipeline(Readable.from(chunksOf(csv)), stream);
    return;
  }
  await client.query(`COPY ${target} FROM '/dev/blob' WITH (FORMAT csv)`, [], { blob: new Blob([csv]) });
}

/**
 * The driver connection under a drizzle transaction: it must be the transaction's own connection so the
 * copied rows commit or roll back with the rest of the batch.
 */
function sessionClient(transaction: Database): CopyClient {
  return (transaction._.session as unknown as { client: CopyClient }).client;
}

/** COPY into `target` inside a drizzle transaction. */
export async function copyIntoTable(transaction: Database, target: string, csv: string): Promise<void> {
  await copyCsvInto(sessionClient(transaction), target, csv);
}
