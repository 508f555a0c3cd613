import { spawn, type ChildProcess } from 'node:child_process';
import { constants, publicEncrypt } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

// The server as `npm start` runs it: a real process on the embedded, file-backed database.
const serverFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'simdesk-main-'));
const running: ChildProcess[] = [];

afterAll(() => {
  for (const child of running) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function startServer(): Promise<{ port: number; output: () => string; stop: () => Promise<void> }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverFolder,
    env: {
      ...process.env,
      PORT: String(port),
      SIMDESK_DATA_DIR: dataDir,
      SIMDESK_DEMO_PASSWORD: '',
      SIMDESK_LOG_LEVEL: 'warn',
    },
  });
  running.push(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  for (let attempt = 0; attempt < 300; attempt++) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/ec/v0/utility/site-info`, {
        method: 'POST',
      });
      if (response.ok) break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    port,
    output: () => output,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

async function post(port: number, callPath: string, obj: unknown) {
  const response = await fetch(`http://127.0.0.1:${port}/api/ec/v0/${callPath}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ obj }),
  });
  return (await response.json()) as { status: string; rows: Record<string, unknown>[] };
}

async function loginAdmin(port: number, password: string) {
  const key = await post(port, 'utility/public-key', {});
  const encrypted = publicEncrypt(
    { key: String(key.rows[0]?.publicKey), padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(password),
  ).toString('base64');
  return post(port, 'operator/password-login', { account: 'admin', password: encrypted });
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
      expect((await loginAdmin(server.port, password)).status).toBe('0');
      await server.stop();
    });

    it('keeps its data and key pair across a restart and does not print the password again', async () => {
      const server = await startServer();
      expect(server.output()).not.toContain('signs in with');
      expect((await loginAdmin(server.port, password)).status).toBe('0');
      await server.stop();
    });
  },
);
