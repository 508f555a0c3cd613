// @module-tag pglite (the job-queue adapter: run, progress, cancel; the main flow of the task module)
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TaskRow } from '@simdesk/contract';
import { startTask } from '../../platform/tasks/start-task';
import { testCountKind, type CountInput } from './test-task-kinds';
import {
  callerOf,
  createTaskTestApp,
  csvDataLines,
  downloadTaskFile,
  isFinished,
  readTask,
  waitForTask,
  type TaskTestApp,
} from './task-test-support';

let testApp: TaskTestApp;
let token: string;

beforeAll(async () => {
  // One task at a time: a second task stays waiting while the first runs.
  testApp = await createTaskTestApp({ modules: [], tasks: { concurrency: 1 } });
  token = (await testApp.login('demo.company')).token;
});
afterAll(async () => {
  await testApp.close();
});

async function start(input: CountInput, fileName = 'numbers.csv') {
  const caller = await callerOf(testApp.database.db, 'demo.company');
  return startTask(testApp.services, caller, { kind: testCountKind, fileName, input });
}

describe('running a task', () => {
  it('reports progress while processing and ends in success with a downloadable result', async () => {
    const task = await start({ count: 120, batchSize: 10, delayMilliseconds: 15 });
    expect(task.taskStatus).toBe(0);
    const midway = await waitForTask(testApp.database.db, task.id, (row) => row.process >= 20);
    expect(midway.taskStatus).toBe(4);
    expect(midway.process).toBeLessThan(100);
    const seen = await testApp.call<TaskRow>('task/get', { taskId: task.id }, { token });
    expect(seen.rows[0]?.process).toBeGreaterThan(0);

    const done = await waitForTask(testApp.database.db, task.id, isFinished);
    expect(done).toMatchObject({ taskStatus: 1, process: 100, succeededCount: 120, failedCount: 0 });
    const row = (await testApp.call<TaskRow>('task/get', { taskId: task.id }, { token })).rows[0];
    expect(row).toMatchObject({ hasAttachment: true, attachmentName: 'count.csv', hasErrorReport: false });
    expect(JSON.stringify(row)).not.toContain('run-');

    const response = await downloadTaskFile(testApp, token, task.id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toContain("filename*=UTF-8''count.csv");
    const lines = csvDataLines(response.body);
    expect(lines).toHaveLength(120);
    expect(lines[0]).toBe('1,1');
    expect(lines[119]).toBe('120,14400');
  });

  it('ends partly failed (3) with a per-row error report when some rows fail', async () => {
    const task = await start({ count: 30, batchSize: 8, failEvery: 7, delayMilliseconds: 0 }, '导入.xlsx');
    const done = await waitForTask(testApp.database.db, task.id, isFinished);
    expect(done).toMatchObject({ taskStatus: 3, succeededCount: 26, failedCount: 4, totalCount: 30 });
    expect(done.failReason).toContain('4 of 30 rows failed');
    expect(done.errorReportName).toBe('导入-errors.csv');

    const report = await downloadTaskFile(testApp, token, task.id, 'error-report');
    expect(report.statusCode).toBe(200);
    expect(report.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('导入-errors.csv')}`,
    );
    expect(csvDataLines(report.body)).toEqual([7, 14, 21, 28].map((n) => `${n},${n} is divisible by 7`));
    const result = await downloadTaskFile(testApp, token, task.id);
    expect(csvDataLines(result.body)).toHaveLength(26);
  });

  it('ends failed (2) when every row fails, and keeps the error report', async () => {
    const task = await start({ count: 5, failEvery: 1, delayMilliseconds: 0 });
    const done = await waitForTask(testApp.database.db, task.id, isFinished);
    expect(done).toMatchObject({ taskStatus: 2, failedCount: 5, succeededCount: 0 });
    expect(done.errorReportPath).not.toBeNull();
  });

  it('ends failed (2) with the reason the kind gave, and no result file', async () => {
    const task = await start({ count: 50, batchSize: 10, failAfter: 20, delayMilliseconds: 0 });
    const done = await waitForTask(testApp.database.db, task.id, isFinished);
    expect(done).toMatchObject({ taskStatus: 2, failReason: 'stopped after 20 as the test asked' });
    expect(done.attachmentPath).toBeNull();
    const link = await testApp.call('task/download-attachment', { taskId: task.id }, { token });
    expect(link.status).toBe('404');
  });

  it('refuses an input the kind does not accept, and starts nothing', async () => {
    await expect(start({ count: -1 })).rejects.toThrow(/count/);
  });
});

describe('cancelling a task', () => {
  it('cancels a waiting task at once and a processing one within one batch', async () => {
    const running = await start({ count: 2000, batchSize: 10, delayMilliseconds: 20 });
    const waiting = await start({ count: 10 });
    await waitForTask(testApp.database.db, running.id, (row) => row.process >= 2);
    expect((await readTask(testApp.database.db, waiting.id)).taskStatus).toBe(0);

    const waitingAnswer = await testApp.call<TaskRow>('task/cancel', { taskId: waiting.id }, { token });
    expect(waitingAnswer.status).toBe('0');
    expect(waitingAnswer.rows[0]?.taskStatus).toBe(5);

    const before = await readTask(testApp.database.db, running.id);
    const asked = Date.now();
    const runningAnswer = await testApp.call<TaskRow>('task/cancel', { taskId: running.id }, { token });
    expect(runningAnswer.rows[0]).toMatchObject({ taskStatus: 4, cancelRequested: true });
    const cancelled = await waitForTask(testApp.database.db, running.id, isFinished, 5000);
    expect(cancelled.taskStatus).toBe(5);
    expect(Date.now() - asked).toBeLessThan(2000);
    // At most the batch under way when the cancel came, plus the one whose check was already past.
    expect(cancelled.succeededCount - before.succeededCount).toBeLessThanOrEqual(20);
    expect(cancelled.attachmentPath).toBeNull();

    // The waiting task never ran, and a finished task cannot be cancelled again.
    expect((await readTask(testApp.database.db, waiting.id)).attempts).toBe(0);
    const again = await testApp.call('task/cancel', { taskId: running.id }, { token });
    expect(again.status).toBe('409');
  });

  it('wakes a task waiting inside a long batch, through its signal, at the next heartbeat', async () => {
    const task = await start({ count: 20, batchSize: 5, delayMilliseconds: 8000 });
    await waitForTask(testApp.database.db, task.id, (row) => row.taskStatus === 4);
    // Past its first cancel check, asleep in the first batch.
    await sleep(300);
    const asked = Date.now();
    await testApp.call('task/cancel', { taskId: task.id }, { token });
    const cancelled = await waitForTask(testApp.database.db, task.id, isFinished, 5000);
    expect(cancelled.taskStatus).toBe(5);
    expect(Date.now() - asked).toBeLessThan(2000);
  });
});
