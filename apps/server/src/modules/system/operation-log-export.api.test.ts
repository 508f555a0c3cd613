import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OperationLogRow, TaskRow } from '@simdesk/contract';
import { auditLog } from '../../platform/database/schema';
import { tasks } from '../../platform/database/schema-tasks';
import { startTask } from '../../platform/tasks/start-task';
import {
  callerOf,
  createTaskTestApp,
  csvDataLines,
  downloadTaskFile,
  isFinished,
  waitForTask,
  type TaskTestApp,
} from '../task/testing';
import { testCountKind } from '../task/testing';
import { systemModule } from '.';

let testApp: TaskTestApp;

beforeAll(async () => {
  // One task at a time: the cancel test parks an export behind a running task.
  testApp = await createTaskTestApp({ modules: [systemModule], tasks: { concurrency: 1 } });
  // Activity in two companies and two org branches, and a failed sign-in typed as a formula.
  for (const account of ['admin', 'demo.company', 'demo.dealer', 'demo.api']) {
    const { token } = await testApp.login(account);
    await testApp.call('operator/agree-user-agreement', {}, { token });
  }
  await testApp.passwordLogin('=cmd', 'wrong-pass');
});
afterAll(async () => {
  await testApp.close();
});

async function tokenOf(account: string): Promise<string> {
  return (await testApp.login(account)).token;
}

async function listAs(token: string, obj: Record<string, unknown>): Promise<OperationLogRow[]> {
  const answer = await testApp.call<OperationLogRow>('operation-log/list', obj, {
    token,
    page: { pageIndex: 1, pageSize: 1000 },
  });
  expect(answer.status).toBe('0');
  expect(answer.total).toBe(answer.rows.length);
  return answer.rows;
}

/** Exports as the token's operator, waits for the task and answers its row and the file's data lines. */
async function exportAs(token: string, obj: Record<string, unknown>) {
  const answer = await testApp.call<{ taskId: number }>('operation-log/export', obj, { token });
  expect(answer.status).toBe('0');
  const taskId = answer.rows[0]?.taskId ?? 0;
  const task = await waitForTask(testApp.database.db, taskId, isFinished);
  const response = await downloadTaskFile(testApp, token, taskId);
  expect(response.statusCode).toBe(200);
  return {
    task,
    header: response.body.replace(/^\uFEFF/, '').split('\r\n')[0],
    lines: csvDataLines(response.body),
  };
}

const cellsOf = (line: string) => line.split(',');

describe('operation log export', () => {
  it('writes exactly the rows the list shows for the same filters and caller', async () => {
    const token = await tokenOf('demo.company');
    // 'operator/' leaves out the export's own audit row, logged after the list was read.
    const filters = { call: 'operator/' };
    const listed = await listAs(token, filters);
    expect(listed.length).toBeGreaterThan(2);
    const { task, header, lines } = await exportAs(token, filters);

    expect(task).toMatchObject({ taskStatus: 1, taskType: 1, process: 100, succeededCount: listed.length });
    expect(task.fileName).toMatch(/^operation-log-\d{8}-\d{6}\.csv$/);
    expect(header).toBe('Time,Account,Operation,Target,Result status,IP address,Request ID');
    expect(lines.map((line) => cellsOf(line).at(-1))).toEqual(listed.map((row) => row.requestId ?? ''));
    expect(lines.map((line) => cellsOf(line)[1])).toEqual(listed.map((row) => row.account ?? ''));
    expect(lines.every((line) => /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2},/.test(line))).toBe(true);
    const shown = (await testApp.call<TaskRow>('task/get', { taskId: task.id }, { token })).rows[0];
    expect(shown?.attachmentName).toBe(task.fileName);
  });

  it("never puts another company's rows in a company operator's file", async () => {
    const { lines } = await exportAs(await tokenOf('demo.company'), {});
    const accounts = new Set(lines.map((line) => cellsOf(line)[1]));
    expect(accounts).toContain('demo.dealer');
    for (const outsider of ['admin', 'demo.api', "'=cmd"]) expect(accounts).not.toContain(outsider);
  });

  it('lets carrier staff export every company, matching their list for a filter', async () => {
    const token = await tokenOf('admin');
    const filters = { outcome: 'failure' };
    const listed = await listAs(token, filters);
    const { lines } = await exportAs(token, filters);
    expect(lines.map((line) => cellsOf(line).at(-1))).toEqual(listed.map((row) => row.requestId ?? ''));
    const everyone = await exportAs(token, { call: 'agree-user' });
    const accounts = new Set(everyone.lines.map((line) => cellsOf(line)[1]));
    expect(accounts).toEqual(new Set(['admin', 'demo.company', 'demo.dealer', 'demo.api']));
  });

  it('walks more rows than one batch, newest first, each once', async () => {
    const dealer = await callerOf(testApp.database.db, 'demo.dealer');
    const bulk = Array.from({ length: 2500 }, (_, index) => ({
      operatorId: dealer.operatorId,
      account: 'demo.dealer',
      companyId: dealer.companyId,
      call: 'bulk/test',
      status: '0',
      requestId: `bulk-${index}`,
    }));
    await testApp.database.db.insert(auditLog).values(bulk);
    const token = await tokenOf('demo.company');
    const listed: OperationLogRow[] = [];
    for (const pageIndex of [1, 2, 3]) {
      const answer = await testApp.call<OperationLogRow>(
        'operation-log/list',
        { call: 'bulk/' },
        { token, page: { pageIndex, pageSize: 1000 } },
      );
      listed.push(...answer.rows);
    }
    const { task, lines } = await exportAs(token, { call: 'bulk/' });
    expect(task).toMatchObject({ taskStatus: 1, totalCount: 2500, succeededCount: 2500 });
    expect(lines.map((line) => cellsOf(line).at(-1))).toEqual(listed.map((row) => row.requestId));
  });

  it('writes a formula-looking value as text (S14)', async () => {
    const { lines } = await exportAs(await tokenOf('admin'), { account: '=cmd' });
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.every((line) => cellsOf(line)[1] === "'=cmd")).toBe(true);
  });

  it('refuses an operator without the export action, and starts no task', async () => {
    const countTasks = async () =>
      (await testApp.database.db.select({ total: count() }).from(tasks))[0]?.total ?? 0;
    const before = await countTasks();
    for (const account of ['demo.dealer', 'demo.restricted']) {
      const answer = await testApp.call('operation-log/export', {}, { token: await tokenOf(account) });
      expect(answer.status).toBe('403');
      expect(answer.rows).toEqual([]);
    }
    expect(await countTasks()).toBe(before);
  });

  it('refuses filters that do not validate', async () => {
    const answer = await testApp.call(
      'operation-log/export',
      { from: 'yesterday' },
      { token: await tokenOf('admin') },
    );
    expect(answer.status).toBe('400');
  });

  it('cancels an export', async () => {
    const token = await tokenOf('demo.company');
    const caller = await callerOf(testApp.database.db, 'demo.company');
    const blocker = await startTask(testApp.services, caller, {
      kind: testCountKind,
      input: { count: 2000, batchSize: 10, delayMilliseconds: 20 },
    });
    await waitForTask(testApp.database.db, blocker.id, (row) => row.taskStatus === 4);
    const answer = await testApp.call<{ taskId: number }>('operation-log/export', {}, { token });
    const taskId = answer.rows[0]?.taskId ?? 0;
    const cancelled = await testApp.call<TaskRow>('task/cancel', { taskId }, { token });
    expect(cancelled.rows[0]?.taskStatus).toBe(5);
    await testApp.call('task/cancel', { taskId: blocker.id }, { token });
    await waitForTask(testApp.database.db, blocker.id, isFinished);
    const [row] = await testApp.database.db.select().from(tasks).where(eq(tasks.id, taskId));
    expect(row).toMatchObject({ taskStatus: 5, attempts: 0, attachmentPath: null });
  });
});
