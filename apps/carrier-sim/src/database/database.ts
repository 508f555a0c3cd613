import { mkdirSync } from 'node:fs';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import pg from 'pg';
import { copyIntoPostgres } from './copy-in';
import { migrate } from './migrate';

/** What a query runs on: the database itself or one transaction. */
export interface Queryable {
  query<Row>(text: string, parameters?: unknown[]): Promise<Row[]>;
  /** Runs several statements without parameters (migrations). */
  execute(script: string): Promise<void>;
  /** Bulk load of CSV text through COPY (`COPY <target> FROM …`, target = `table (columns)`). */
  copyCsv(target: string, csv: string): Promise<void>;
}

/** The simulator's own database: embedded PGlite (a folder, or memory in tests) or a PostgreSQL server. */
export interface SimDatabase extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  transaction<Result>(work: (transaction: Queryable) => Promise<Result>): Promise<Result>;
  close(): Promise<void>;
}

export interface DatabaseTarget {
  /** postgres://… selects a server; otherwise PGlite. */
  databaseUrl?: string | undefined;
  /** Folder of a file-backed PGlite; absent means in memory (tests). */
  dataDir?: string | undefined;
}

function pgliteQueryable(client: PGlite | Transaction): Queryable {
  return {
    async query<Row>(text: string, parameters: unknown[] = []) {
      return (await client.query<Row>(text, parameters)).rows;
    },
    async execute(script) {
      await client.exec(script);
    },
    async copyCsv(target, csv) {
      await client.query(`COPY ${target} FROM '/dev/blob' WITH (FORMAT csv)`, [], { blob: new Blob([csv]) });
    },
  };
}

function postgresQueryable(client: pg.Pool | pg.PoolClient): Queryable {
  const copyCsv = async (target: string, csv: string) => {
    const statement = `COPY ${target} FROM STDIN WITH (FORMAT csv)`;
    if (!(client instanceof pg.Pool)) return copyIntoPostgres(client, statement, csv);
    const connection = await client.connect();
    try {
      await copyIntoPostgres(connection, statement, csv);
    } finally {
      connection.release();
    }
  };
  return {
    copyCsv,
    async query<Row>(text: string, parameters: unknown[] = []) {
      // pg's row type bound is an object; the rows are plain objects either way.
      const result = await client.query(text, parameters);
      return result.rows as Row[];
    },
    async execute(script) {
      await client.query(script);
    },
  };
}

async function openPglite(dataDir: string | undefined): Promise<SimDatabase> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = dataDir ? await PGlite.create(dataDir) : await PGlite.create();
  return {
    kind: 'pglite',
    ...pgliteQueryable(client),
    transaction: (work) => client.transaction((transaction) => work(pgliteQueryable(transaction))),
    close: () => client.close(),
  };
}

function openPostgres(databaseUrl: string): SimDatabase {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  // An idle connection the server ended is replaced by the pool; without a listener it would crash us.
  pool.on('error', () => undefined);
  return {
    kind: 'postgres',
    ...postgresQueryable(pool),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work(postgresQueryable(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/** Opens the database and brings its schema (`carrier_sim`) up to date. */
export async function openSimDatabase(target: DatabaseTarget): Promise<SimDatabase> {
  const database = target.databaseUrl ? openPostgres(target.databaseUrl) : await openPglite(target.dataDir);
  try {
    await migrate(database);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}
