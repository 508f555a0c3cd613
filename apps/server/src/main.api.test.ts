// @module-tag pglite (PGlite only: migrations and the demo seed on a first start; data kept across a restart)
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loginOverHttp, startServerProcess, type ServerProcess } from './test/server-process';

// The server as `npm start` runs it: a real process on the embedded, file-backed database.
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'simdesk-main-'));
const running: ServerProcess[] = [];

afterAll(() => {
  for (const server of running) server.child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

async function startServer(): Promise<ServerProcess> {
  const server = await startServerProcess({
    SIMDESK_DATA_DIR: dataDir,
    SIMDESK_DEMO_PASSWORD: '',
    SIMDESK_LOG_LEVEL: 'warn',
  });
  running.push(server);
  return server;
}

// The embedded database only: the run against a PostgreSQL server has nothing to add here.
describe.skipIf(Boolean(process.env.SIMDESK_TEST_DATABASE_URL))(
  'the server process on the embedded database',
  () => {
    let password = '';

    it('seeds the demo on first start and prints the generated password once', async () => {
      const server = await startServer();
      const printed = /signs in with:\s+(\S+)/.exec(server.output());
      expect(printed?.[1]).toBeTruthy();
      password = printed?.[1] ?? '';
      expect((await loginOverHttp(server.port, 'admin', password)).status).toBe('0');
      await server.stop();
    });

    it('keeps its data and key pair across a restart and does not print the password again', async () => {
      const server = await startServer();
      expect(server.output()).not.toContain('signs in with');
      expect((await loginOverHttp(server.port, 'admin', password)).status).toBe('0');
      await server.stop();
    });
  },
);
