// vitest global set-up of the API tests: the migrated and demo-seeded database is built once per run, and every
// test file starts from a copy of it (PGlite: a data-directory dump, loaded in about a second instead of an
// initdb, migrations and seed; PostgreSQL: CREATE DATABASE … TEMPLATE).
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../platform/database/connect';
import { seedDemoIfEmpty } from '../platform/demo/demo-seed';
import { serverModules } from '../modules';
import { testPassword } from './test-password';

export type SeededTemplate =
  { kind: 'pglite'; dumpFile: string } | { kind: 'postgres'; databaseName: string };

declare module 'vitest' {
  export interface ProvidedContext {
    seededTemplate: SeededTemplate;
  }
}

/** Runs one statement on the test server's maintenance connection (creating and dropping databases). */
export async function adminQuery(serverUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** A database URL on the same server with another database name. */
export function databaseUrlNamed(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function buildPgliteTemplate(): Promise<{ template: SeededTemplate; remove(): Promise<void> }> {
  const folder = await mkdtemp(path.join(tmpdir(), 'simdesk-test-template-'));
  const handle = await openDatabase({});
  try {
    await seedDemoIfEmpty(handle.db, testPassword, serverModules);
    if (handle.kind !== 'pglite') throw new Error('expected PGlite');
    const dump = await handle.client.dumpDataDir('none');
    const dumpFile = path.join(folder, 'seeded.tar');
    await writeFile(dumpFile, Buffer.from(await dump.arrayBuffer()));
    return {
      template: { kind: 'pglite', dumpFile },
      remove: () => rm(folder, { recursive: true, force: true }),
    };
  } finally {
    await handle.close();
  }
}

async function buildPostgresTemplate(serverUrl: string) {
  const databaseName = `simdesk_template_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${databaseName}`);
  const handle = await openDatabase({ databaseUrl: databaseUrlNamed(serverUrl, databaseName) });
  try {
    await seedDemoIfEmpty(handle.db, testPassword, serverModules);
  } finally {
    // A template must have no connections left when databases are copied from it.
    await handle.close();
  }
  return {
    template: { kind: 'postgres', databaseName } satisfies SeededTemplate,
    remove: () => adminQuery(serverUrl, `drop database if exists ${databaseName} with (force)`),
  };
}

export async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.SIMDESK_TEST_DATABASE_URL;
  const built = serverUrl ? await buildPostgresTemplate(serverUrl) : await buildPgliteTemplate();
  project.provide('seededTemplate', built.template);
  return built.remove;
}
