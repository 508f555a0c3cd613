// @module-tag pglite (PGlite only: a task resumes after its server process is killed)
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import type { TaskRow } from '@simdesk/contract';
import { loginOverHttp, postCall, serverFolder, startServerProcess } from '../../test/server-process';
import { csvDataLines } from './task-test-support';

// A real server process on file-backed PGlite, killed with SIGKILL in the middle of a task and started again.
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'simdesk-task-kill-'));
const password = 'Kill-test-2026';
const running: ChildProcess[] = [];

afterAll(() => {
  for (const child of running) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

/** Runs task-process-test-support.ts as its own process; answers what it prints. */
async function databaseStep<Answer>(...args: string[]): Promise<Answer> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'src/modules/task/task-process-test-support.ts', ...args],
    {
      cwd: serverFolder,
    },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  // A step that hangs fails the test with its output rather than running into the test's time-out.
  const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  clearTimeout(timer);
  if (code !== 0) throw new Error(`database step ${args[0]} failed: ${output}`);
  return JSON.parse(output.trim().split('\n').pop() ?? 'null') as Answer;
}

async function startServer() {
  const server = await startServerProcess({
    SIMDESK_DATA_DIR: dataDir,
    SIMDESK_LOG_LEVEL: 'error',
    SIMDESK_ENABLE_TEST_TASKS: '1',
    SIMDESK_TASK_POLL_MS: '100',
    SIMDESK_TASK_HEARTBEAT_MS: '200',
    SIMDESK_TASK_STALE_MS: '1000',
  });
  running.push(server.child);
  return server;
}

async function login(port: number): Promise<string> {
  return (await loginOverHttp(port, 'demo.company', password)).rows[0]?.token ?? '';
}

async function waitForRow(port: number, token: string, taskId: number, done: (row: TaskRow) => boolean) {
  for (let attempt = 0; attempt < 600; attempt++) {
    const row = (await postCall<TaskRow>(port, 'task/get', { taskId }, token)).rows[0];
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
      const link = await postCall<{ url: string }>(
        second.port,
        'task/download-attachment',
        { taskId },
        token,
      );
      const file = await fetch(`http://127.0.0.1:${second.port}${link.rows[0]?.url ?? ''}`);
      const numbers = csvDataLines(await file.text()).map((line) => Number(line.split(',')[0]));
      expect(numbers).toEqual(Array.from({ length: 400 }, (_, index) => index + 1));
      // Killed again: what was committed is all that counts.
      second.child.kill('SIGKILL');
      await second.exited;

      // Every number counted once, in the same transactions as the checkpoints: none lost, none twice.
      expect(await databaseStep('count', dataDir)).toEqual({ total: 400, distinctNumbers: 400 });
    }, 240_000);
  },
);
