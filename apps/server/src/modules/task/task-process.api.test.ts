import { spawn, type ChildProcess } from 'node:child_process';
import { constants, publicEncrypt } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import type { TaskRow } from '@simdesk/contract';
import { csvDataLines } from './task-test-support';

// A real server process on file-backed PGlite, killed with SIGKILL in the middle of a task and started again.
const serverFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'simdesk-task-kill-'));
const password = 'Kill-test-2026';
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

/** Runs task-process-database.ts as its own process; answers what it prints. */
async function databaseStep<Answer>(...args: string[]): Promise<Answer> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'src/modules/task/task-process-database.ts', ...args],
    {
      cwd: serverFolder,
    },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  // A step that hangs fails the test with its output rather than running into the test's time-out.
  const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  clearTimeout(timer);
  if (code !== 0) throw new Error(`database step ${args[0]} failed: ${output}`);
  return JSON.parse(output.trim().split('\n').pop() ?? 'null') as Answer;
}

async function startServer() {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverFolder,
    env: {
      ...process.env,
      PORT: String(port),
      SIMDESK_DATA_DIR: dataDir,
      SIMDESK_LOG_LEVEL: 'error',
      SIMDESK_ENABLE_TEST_TASKS: '1',
      SIMDESK_TASK_POLL_MS: '100',
      SIMDESK_TASK_HEARTBEAT_MS: '200',
      SIMDESK_TASK_STALE_MS: '1000',
    },
  });
  running.push(child);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (let attempt = 0; attempt < 300; attempt++) {
    const ready = await fetch(`http://127.0.0.1:${port}/api/ec/v0/utility/site-info`, { method: 'POST' })
      .then((response) => response.ok)
      .catch(() => false);
    if (ready) break;
    await sleep(100);
  }
  return { child, port, exited };
}

async function post<Row>(port: number, callPath: string, obj: unknown, token?: string) {
  const response = await fetch(`http://127.0.0.1:${port}/api/ec/v0/${callPath}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ obj }),
  });
  return (await response.json()) as { status: string; rows: Row[] };
}

async function login(port: number): Promise<string> {
  const key = await post<{ publicKey: string }>(port, 'utility/public-key', {});
  const encrypted = publicEncrypt(
    { key: String(key.rows[0]?.publicKey), padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(password),
  ).toString('base64');
  const answer = await post<{ token: string }>(port, 'operator/password-login', {
    account: 'demo.company',
    password: encrypted,
  });
  return answer.rows[0]?.token ?? '';
}

async function waitForRow(port: number, token: string, taskId: number, done: (row: TaskRow) => boolean) {
  for (let attempt = 0; attempt < 600; attempt++) {
    const row = (await post<TaskRow>(port, 'task/get', { taskId }, token)).rows[0];
    if (row && done(row)) return row;
    await sleep(50);
  }
  throw new Error(`task ${taskId} did not get there`);
}

// The embedded database only: PGlite is the one whose files a killed process leaves behind.
describe.skipIf(Boolean(process.env.SIMDESK_TEST_DATABASE_URL))(
  'a server killed in the middle of a task',
  () => {
    it('resumes the task after a restart: no row lost, none twice', async () => {
      // Prepare the database as a first start would, and queue the task before any server runs.
      const { taskId } = await databaseStep<{ taskId: number }>('prepare', dataDir, password);

      const first = await startServer();
      const firstToken = await login(first.port);
      const midway = await waitForRow(first.port, firstToken, taskId, (row) => row.process >= 25);
      expect(midway.taskStatus).toBe(4);
      first.child.kill('SIGKILL');
      await first.exited;

      const second = await startServer();
      const token = await login(second.port);
      const done = await waitForRow(
        second.port,
        token,
        taskId,
        (row) => row.taskStatus !== 4 && row.taskStatus !== 0,
      );
      expect(done).toMatchObject({ taskStatus: 1, succeededCount: 400, process: 100 });
      const link = await post<{ url: string }>(second.port, 'task/download-attachment', { taskId }, token);
      const file = await fetch(`http://127.0.0.1:${second.port}${link.rows[0]?.url ?? ''}`);
      const numbers = csvDataLines(await file.text()).map((line) => Number(line.split(',')[0]));
      expect(numbers).toEqual(Array.from({ length: 400 }, (_, index) => index + 1));
      // Killed again: what was committed is all that counts.
      second.child.kill('SIGKILL');
      await second.exited;

      // Every number counted once, in the same transactions as the checkpoints: none lost, none twice.
      expect(await databaseStep('count', dataDir)).toEqual({ total: 400, distinctNumbers: 400 });
    });
  },
);
