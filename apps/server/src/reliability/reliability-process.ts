import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import type { TaskRow } from '@simdesk/contract';
import { postCall, serverFolder } from '../test/server-process';

/** Task statuses a task is still on its way in: waiting (0) and processing (4). */
export const isUnderWay = (row: TaskRow) => row.taskStatus === 0 || row.taskStatus === 4;

/**
 * Runs a script of this folder as its own process and answers the JSON of its last line: the embedded database
 * is opened by one process at a time, never by the test process beside a server.
 */
export async function runStep<Answer>(script: string, args: string[], timeoutMilliseconds = 30_000) {
  const child = spawn(process.execPath, ['--import', 'tsx', `src/reliability/${script}`, ...args], {
    cwd: serverFolder,
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  // A step that hangs fails the test with its output rather than running into the test's time-out.
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMilliseconds);
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  clearTimeout(timer);
  if (code !== 0) throw new Error(`${script} ${args[0] ?? ''} failed: ${output}`);
  return JSON.parse(output.trim().split('\n').pop() ?? 'null') as Answer;
}

/** Polls task/get over HTTP until `reached` holds; fails with the last row seen after the time-out. */
export async function waitForTaskRow(
  port: number,
  token: string,
  taskId: number,
  reached: (row: TaskRow) => boolean,
  timeoutMilliseconds: number,
): Promise<TaskRow> {
  const deadline = Date.now() + timeoutMilliseconds;
  let last: unknown;
  for (;;) {
    // A server that is starting or whose database is away answers nothing or an error: keep asking.
    const answer = await postCall<TaskRow>(port, 'task/get', { taskId }, token).catch((error: unknown) => ({
      status: 'no answer',
      rows: [] as TaskRow[],
      error: String(error),
    }));
    const row = answer.rows[0];
    if (row && reached(row)) return row;
    last = row ?? answer;
    if (Date.now() > deadline) throw new Error(`task ${taskId} did not get there: ${JSON.stringify(last)}`);
    await sleep(100);
  }
}
