// COPY … FROM CSV on either database the console runs on (drizzle has no COPY): PGlite reads the CSV as a blob
// ('/dev/blob'), PostgreSQL through pg-copy-streams. Bulk paths (import, seed) load through here.
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { Database } from './connect';
import { driverClientOf, isPostgresDriver, type DriverClient } from './driver-rows';

export type CopyValue = string | number | null;

/** A connection COPY can run on: a PostgreSQL connection or PGlite (or one of its transactions), never a pool. */
export type CopyClient = Exclude<DriverClient, pg.Pool>;

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

/** Loads CSV text into `target` (`table (column, …)`) on the given connection. */
export async function copyCsvInto(client: CopyClient, target: string, csv: string): Promise<void> {
  if (isPostgresDriver(client)) {
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
  const client = driverClientOf(transaction);
  if (client instanceof pg.Pool) throw new Error('COPY into a table runs inside a transaction');
  return client;
}

/** COPY into `target` inside a drizzle transaction. */
export async function copyIntoTable(transaction: Database, target: string, csv: string): Promise<void> {
  await copyCsvInto(sessionClient(transaction), target, csv);
}
