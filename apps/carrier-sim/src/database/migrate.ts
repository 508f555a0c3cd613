import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SimDatabase } from './database';

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Applies the SQL files of `migrations/` in name order, each once, each in a transaction. An advisory lock
 * lets two simulator processes start on one PostgreSQL database without both migrating.
 */
export async function migrate(database: SimDatabase): Promise<void> {
  await database.execute(
    `CREATE SCHEMA IF NOT EXISTS carrier_sim;
     CREATE TABLE IF NOT EXISTS carrier_sim.schema_migrations (
       name text PRIMARY KEY,
       applied_at timestamptz NOT NULL DEFAULT now()
     );`,
  );
  const files = readdirSync(migrationsFolder)
    .filter((name) => name.endsWith('.sql'))
    .sort();
  for (const name of files) {
    await database.transaction(async (transaction) => {
      await transaction.query("SELECT pg_advisory_xact_lock(hashtext('carrier_sim.schema_migrations'))");
      const applied = await transaction.query('SELECT 1 FROM carrier_sim.schema_migrations WHERE name = $1', [
        name,
      ]);
      if (applied.length > 0) return;
      await transaction.execute(readFileSync(path.join(migrationsFolder, name), 'utf8'));
      await transaction.query('INSERT INTO carrier_sim.schema_migrations (name) VALUES ($1)', [name]);
    });
  }
}
