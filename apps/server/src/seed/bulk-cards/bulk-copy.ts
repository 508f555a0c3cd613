// COPY … FROM CSV on either database the console runs on, inside one transaction: PGlite reads the CSV as a
// blob ('/dev/blob'), PostgreSQL through pg-copy-streams.
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { DatabaseHandle } from '../../platform/database/connect';

/** What a bulk batch runs on: plain SQL and CSV loads, all in one transaction. */
export interface BulkSession {
  query<Row>(text: string, parameters?: unknown[]): Promise<Row[]>;
  /** Loads CSV text into `target` (`table (column, …)`). */
  copyCsv(target: string, csv: string): Promise<void>;
}

const chunkCharacters = 1 << 20;

function* chunksOf(text: string): Generator<string> {
  for (let start = 0; start < text.length; start += chunkCharacters) {
    yield text.slice(start, start + chunkCharacters);
  }
}

function pgliteSession(client: PGlite | Transaction): BulkSession {
  return {
    async query<Row>(text: string, parameters: unknown[] = []) {
      return (await client.query<Row>(text, parameters)).rows;
    },
    async copyCsv(target, csv) {
      await client.query(`COPY ${target} FROM '/dev/blob' WITH (FORMAT csv)`, [], { blob: new Blob([csv]) });
    },
  };
}

function postgresSession(client: pg.PoolClient): BulkSession {
  return {
    async query<Row>(text: string, parameters: unknown[] = []) {
      const result = await client.query(text, parameters);
      return result.rows as Row[];
    },
    async copyCsv(target, csv) {
      const stream = client.query(copyFrom(`COPY ${target} FROM STDIN WITH (FORMAT csv)`));
      await pipeline(Readable.from(chunksOf(csv)), stream);
    },
  };
}

/** Runs `work` in one transaction: everything it loaded is kept, or nothing. */
export async function inBulkTransaction<Result>(
  database: DatabaseHandle,
  work: (session: BulkSession) => Promise<Result>,
): Promise<Result> {
  if (database.kind === 'pglite') {
    return database.client.transaction((transaction) => work(pgliteSession(transaction)));
  }
  const client = await database.client.connect();
  try {
    await client.query('BEGIN');
    const result = await work(postgresSession(client));
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/** Runs one statement outside any transaction (ANALYZE, lookups). */
export async function bulkQuery<Row>(
  database: DatabaseHandle,
  text: string,
  parameters: unknown[] = [],
): Promise<Row[]> {
  if (database.kind === 'pglite') return (await database.client.query<Row>(text, parameters)).rows;
  const result = await database.client.query(text, parameters);
  return result.rows as Row[];
}
