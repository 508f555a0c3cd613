import pg from 'pg';

// Any fixed number: every simdesk process of one database takes the same lock.
const startUpLockKey = 7_352_861_409;

/**
 * Runs the start-up steps (migrations, the demo seed, building the app) of one process at a time on a PostgreSQL
 * server, so several processes started together never run the same migration or schema install twice. The lock is a transaction advisory
 * lock held by an open transaction on a connection of its own: it ends with that transaction or connection,
 * even when the process dies, and it also holds through a transaction-pooling pgbouncer. PGlite (one process
 * by nature) needs none.
 */
export async function withStartUpLock<Result>(
  databaseUrl: string | undefined,
  work: () => Promise<Result>,
): Promise<Result> {
  if (!databaseUrl) return work();
  const client = new pg.Client({ connectionString: databaseUrl });
  // A lost connection ends the lock; the work's own queries report the trouble.
  client.on('error', () => undefined);
  await client.connect();
  try {
    await client.query('begin');
    await client.query('select pg_advisory_xact_lock($1)', [startUpLockKey]);
    return await work();
  } finally {
    await client.query('rollback').catch(() => undefined);
    await client.end();
  }
}
