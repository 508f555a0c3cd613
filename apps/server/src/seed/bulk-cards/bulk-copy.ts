// A bulk batch of the seed: plain SQL and COPY loads in one transaction, on either database.
import type { PGlite, Transaction } from '@electric-sql/pglite';
import type pg from 'pg';
import type { DatabaseHandle } from '../../platform/database/connect';
import { copyCsvInto } from '../../platform/database/copy-csv';

/** What a bulk batch runs on: plain SQL and CSV loads, all in one transaction. */
export interface BulkSession {
  query<Row>(text: string, parameters?: unknown[]): Promise<Row[]>;
  /** Loads CSV text into `target` (`table (column, …)`). */
  copyCsv(target: string, csv: string): Promise<void>;
}

function pgliteSession(client: PGlite | Transaction): BulkSession {
  return {
    async query<Row>(text: string, parameters: unknown[] = []) {
      return (await client.query<Row>(text, parameters)).rows;
    },
    copyCsv: (target, csv) => copyCsvInto(client, target, csv),
  };
}

function postgresSession(client: pg.PoolClient): BulkSession {
  return {
    async query<Row>(text: string, parameters: unknown[] = []) {
      const result = await client.query(text, parameters);
      return result.rows as Row[];
    },
    copyCsv: (target, csv) => copyCsvInto(client, target, csv),
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
