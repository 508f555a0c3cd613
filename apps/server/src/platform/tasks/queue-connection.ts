import { sql, type SQLChunk } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { Database, DatabaseHandle } from '../database/connect';

interface SqlResult {
  rows: unknown[];
}

// pg-boss wraps its schema changes and maintenance in 'BEGIN; …; COMMIT;' scripts without parameters.
const wrappedScript = /^\s*BEGIN;([\s\S]*);\s*COMMIT;\s*$/;

/**
 * pg-boss on our own connection. PGlite is one in-process connection: its `exec` takes the parameterless
 * scripts and `query` the rest, and each of pg-boss's BEGIN…COMMIT scripts runs as one PGlite transaction, so
 * a failing script rolls back under PGlite's lock and never leaves the shared connection in a broken
 * transaction. On PostgreSQL the scripts run on one pooled client, rolled back on failure.
 */
export function queueConnection(database: DatabaseHandle): PgBoss.Db {
  if (database.kind === 'pglite') {
    const client = database.client;
    return {
      async executeSql(text: string, values?: unknown[]): Promise<SqlResult> {
        if (values && values.length > 0) return client.query(text, values);
        const script = wrappedScript.exec(text);
        if (script) {
          const results = await client.transaction((transaction) => transaction.exec(script[1] ?? ''));
          return { rows: results.at(-1)?.rows ?? [] };
        }
        const results = await client.exec(text);
        return { rows: results.at(-1)?.rows ?? [] };
      },
    };
  }
  const pool = database.client;
  return {
    async executeSql(text: string, values?: unknown[]): Promise<SqlResult> {
      if (values && values.length > 0) return pool.query(text, values);
      const client = await pool.connect();
      try {
        return await client.query(text);
      } catch (error) {
        if (wrappedScript.test(text)) await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
  };
}

/**
 * pg-boss statements run inside one of our drizzle transactions, so a task row and its job commit together.
 * Each `$n` becomes a bound parameter; a statement that uses one parameter twice is refused, because binding
 * it twice could give the two uses different types.
 */
export function transactionConnection(transaction: Database): PgBoss.Db {
  return {
    async executeSql(text: string, values: unknown[] = []): Promise<SqlResult> {
      const chunks: SQLChunk[] = [];
      const used = new Set<number>();
      let last = 0;
      for (const match of text.matchAll(/\$(\d+)/g)) {
        const position = Number(match[1]);
        if (used.has(position))
          throw new Error(`parameter $${position} is used twice: not for a transaction`);
        used.add(position);
        chunks.push(sql.raw(text.slice(last, match.index)), sql.param(values[position - 1]));
        last = match.index + match[0].length;
      }
      chunks.push(sql.raw(text.slice(last)));
      const result: unknown = await transaction.execute(sql.join(chunks));
      const rows = typeof result === 'object' && result !== null && 'rows' in result ? result.rows : [];
      return { rows: Array.isArray(rows) ? rows : [] };
    },
  };
}
