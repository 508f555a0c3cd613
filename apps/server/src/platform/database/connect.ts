import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as foundationSchema from './schema';
import * as taskSchema from './schema-tasks';

const schema = { ...foundationSchema, ...taskSchema };

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** One open database: drizzle on top, the client under it (the job queue speaks to it), and how to close it. */
export type DatabaseHandle = {
  db: Database;
  close(): Promise<void>;
} & ({ kind: 'pglite'; client: PGlite } | { kind: 'postgres'; client: pg.Pool });

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface DatabaseTarget {
  /** postgres://… for a server; otherwise PGlite. */
  databaseUrl?: string | undefined;
  /** Folder for file-backed PGlite; absent means in memory (tests). */
  pgliteDir?: string | undefined;
  /** In-memory PGlite only: start from this data-directory dump (tests copy one seeded database). */
  pgliteDump?: Blob | undefined;
  /** PostgreSQL only: connections kept at most (default 20). */
  poolSize?: number | undefined;
}

/** How long a query waits for a free connection of the pool before it gives up. */
export const poolWaitMilliseconds = 10_000;

/** Opens the database and brings its schema up to date. */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: target.databaseUrl,
      max: target.poolSize ?? 20,
      // A request waits this long at most for a connection, then is answered "busy" (isPoolWaitTimeout).
      connectionTimeoutMillis: poolWaitMilliseconds,
    });
    // An idle connection the server ended (restart, failover, a dropped test database) is replaced by the pool;
    // without a listener its error would crash the process. Queries in flight get their own error.
    pool.on('error', () => undefined);
    const db = drizzleNodePostgres(pool, { schema });
    await migrateNodePostgres(db, { migrationsFolder });
    return { db, kind: 'postgres', client: pool, close: () => pool.end() };
  }
  if (target.pgliteDir) mkdirSync(target.pgliteDir, { recursive: true });
  const client = target.pgliteDir
    ? await PGlite.create(target.pgliteDir)
    : await PGlite.create({ loadDataDir: target.pgliteDump });
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return { db, kind: 'pglite', client, close: () => client.close() };
}
