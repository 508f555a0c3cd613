import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../platform/database/connect';
import { adminQuery, databaseUrlNamed } from './seeded-template';

/** A new database on the server of SIMDESK_TEST_DATABASE_URL (a copy of `template` if named), dropped on close. */
async function openServerDatabase(serverUrl: string, template?: string): Promise<DatabaseHandle> {
  const name = `simdesk_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name}${template ? ` template ${template}` : ''}`);
  const handle = await openDatabase({ databaseUrl: databaseUrlNamed(serverUrl, name) });
  return {
    ...handle,
    async close() {
      await handle.close();
      await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

/**
 * A fresh, migrated, empty database for one test file: in-memory PGlite by default, or a new database on the
 * PostgreSQL server named by SIMDESK_TEST_DATABASE_URL (dropped again on close).
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.SIMDESK_TEST_DATABASE_URL;
  return serverUrl ? openServerDatabase(serverUrl) : openDatabase({});
}

/** A copy of the run's migrated and demo-seeded database (built once by seeded-template.ts). */
export async function openSeededTestDatabase(): Promise<DatabaseHandle> {
  const template = inject('seededTemplate');
  if (template.kind === 'postgres') {
    const serverUrl = process.env.SIMDESK_TEST_DATABASE_URL;
    if (!serverUrl) throw new Error('a PostgreSQL template without SIMDESK_TEST_DATABASE_URL');
    return openServerDatabase(serverUrl, template.databaseName);
  }
  return openDatabase({ pgliteDump: new Blob([await readFile(template.dumpFile)]) });
}
