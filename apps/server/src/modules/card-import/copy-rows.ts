import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { Database } from '../../platform/database/connect';

export type CopyValue = string | number | null;

/** CSV for COPY: null as an empty unquoted field, text always quoted (an empty quoted field is ''). */
export function copyCsv(rows: readonly (readonly CopyValue[])[]): string {
  let text = '';
  for (const row of rows) {
    text += row
      .map((value) =>
        value === null ? '' : typeof value === 'number' ? String(value) : `"${value.replaceAll('"', '""')}"`,
      )
      .join(',');
    text += '\n';
  }
  return text;
}

type SessionClient = pg.PoolClient | pg.Client | PGlite | Transaction;

/**
 * The driver connection under a drizzle transaction: COPY needs it (drizzle has no COPY), and it must be the
 * transaction's own connection so the copied rows commit or roll back with the rest of the batch.
 */
function sessionClient(transaction: Database): SessionClient {
  return (transaction._.session as unknown as { client: SessionClient }).client;
}

function isPostgresClient(client: SessionClient): client is pg.PoolClient | pg.Client {
  return 'connect' in client && 'escapeLiteral' in client;
}

/**
 * COPY `target` (`table (columns)`) FROM CSV text, in the given transaction: pg-copy-streams on PostgreSQL,
 * the /dev/blob device on PGlite.
 */
export async function copyIntoTable(transaction: Database, target: string, csv: string): Promise<void> {
  const client = sessionClient(transaction);
  if (isPostgresClient(client)) {
    const stream = client.query(copyFrom(`COPY ${target} FROM STDIN WITH (FORMAT csv)`));
    await pipeline(Readable.from([csv]), stream);
    return;
  }
  await client.query(`COPY ${target} FROM '/dev/blob' WITH (FORMAT csv)`, [], { blob: new Blob([csv]) });
}
