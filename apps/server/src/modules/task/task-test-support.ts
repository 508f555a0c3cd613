import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { apiBasePath } from '@simdesk/contract';
import type { Database } from '../../platform/database/connect';
import { operators, organizations } from '../../platform/database/schema';
import { tasks } from '../../platform/database/schema-tasks';
import { loadTaskConfig, type TaskConfig } from '../../platform/tasks/task-config';
import type { TaskRecord } from '../../platform/tasks/task-kind';
import { taskModule } from '.';
import { createTestApp, useFileScoped, type TestApp, type TestAppOptions } from '../../test/test-app';

/** Intervals short enough to cross a heartbeat, a stale limit and a restart within a test. */
export function fastTaskConfig(overrides: Partial<TaskConfig> = {}): TaskConfig {
  return {
    ...loadTaskConfig({}),
    pollMilliseconds: 50,
    heartbeatMilliseconds: 200,
    staleMilliseconds: 1000,
    stopTimeoutMilliseconds: 3000,
    enableTestKinds: true,
    ...overrides,
  };
}

export interface TaskTestApp extends TestApp {
  dataDir: string;
}

/**
 * A test app of the given modules (the task centre always among them) with the test task kinds, fast intervals
 * and its own data folder (removed on close).
 */
export async function createTaskTestApp(
  options: TestAppOptions & { tasks?: Partial<TaskConfig> },
): Promise<TaskTestApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'simdesk-tasks-'));
  const testApp = await createTestApp({
    ...options,
    modules: [taskModule, ...options.modules],
    config: { ...options.config, dataDir, tasks: fastTaskConfig(options.tasks) },
  });
  return {
    ...testApp,
    dataDir,
    async close() {
      await testApp.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The file's task test app: made before its first test, closed after its last (see useTestApp). */
export function useTaskTestApp(options: Parameters<typeof createTaskTestApp>[0]): TaskTestApp {
  return useFileScoped(() => createTaskTestApp(options));
}

/** What startTask needs of a caller, for a demo account. */
export async function callerOf(db: Database, account: string) {
  const found = await db
    .select({
      operatorId: operators.id,
      companyId: operators.companyId,
      orgId: operators.orgId,
      orgPath: organizations.path,
    })
    .from(operators)
    .leftJoin(organizations, eq(organizations.id, operators.orgId))
    .where(eq(operators.account, account));
  const caller = found[0];
  if (!caller) throw new Error(`no operator ${account}`);
  return caller;
}

export async function readTask(db: Database, taskId: number): Promise<TaskRecord> {
  const found = await db.select().from(tasks).where(eq(tasks.id, taskId));
  if (!found[0]) throw new Error(`no task ${taskId}`);
  return found[0];
}

/** Polls the task row until `done` holds; fails with the last row seen after `timeoutMilliseconds`. */
export async function waitForTask(
  db: Database,
  taskId: number,
  done: (task: TaskRecord) => boolean,
  timeoutMilliseconds = 15_000,
): Promise<TaskRecord> {
  const deadline = Date.now() + timeoutMilliseconds;
  for (;;) {
    const task = await readTask(db, taskId);
    if (done(task)) return task;
    if (Date.now() > deadline) throw new Error(`task ${taskId} did not get there: ${JSON.stringify(task)}`);
    await sleep(25);
  }
}

export const isFinished = (task: TaskRecord) => [1, 2, 3, 5].includes(task.taskStatus);

/** Asks for a download link and follows it, as the console does. */
export async function downloadTaskFile(
  testApp: TestApp,
  token: string,
  taskId: number,
  which: 'result' | 'error-report' = 'result',
) {
  const link = await testApp.call<{ url: string; fileName: string }>(
    'task/download-attachment',
    { taskId, which },
    { token },
  );
  const url = link.rows[0]?.url;
  if (link.status !== '0' || !url) throw new Error(`no link: ${link.status} ${link.msg}`);
  return testApp.app.inject({ method: 'GET', url });
}

/** The data lines of a CSV file a task wrote (byte order mark and header removed). */
export function csvDataLines(body: string): string[] {
  return body
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .slice(1, -1);
}

export const downloadPath = `${apiBasePath}/task/download`;

/** Starts an export call as the token's operator, waits for its task to end well, and downloads its file. */
export async function exportedTaskFile(
  testApp: TestApp,
  token: string,
  path: string,
  obj: Record<string, unknown>,
  timeoutMilliseconds?: number,
) {
  const started = await testApp.call<{ taskId: number }>(path, obj, { token });
  const taskId = started.rows[0]?.taskId;
  if (started.status !== '0' || taskId === undefined) {
    throw new Error(`${path} was refused: ${started.status} ${started.msg}`);
  }
  const task = await waitForTask(testApp.database.db, taskId, isFinished, timeoutMilliseconds);
  if (task.failReason !== null) throw new Error(`task ${taskId} failed: ${task.failReason}`);
  return { task, file: await downloadTaskFile(testApp, token, taskId) };
}
