import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DownloadLinkRow } from '@simdesk/contract';
import { auditLog } from '../../platform/database/schema';
import { tasks } from '../../platform/database/schema-tasks';
import { startTask } from '../../platform/tasks/start-task';
import { testCountKind } from './test-task-kinds';
import { callerOf, useTaskTestApp, downloadPath, isFinished, waitForTask } from './task-test-support';

const testApp = useTaskTestApp({ modules: [] });
let companyToken: string;
let companyTaskId: number;

beforeAll(async () => {
  companyToken = (await testApp.login('demo.company')).token;
  const caller = await callerOf(testApp.database.db, 'demo.company');
  const task = await startTask(testApp.services, caller, {
    kind: testCountKind,
    fileName: 'numbers.csv',
    input: { count: 12, failEvery: 5, delayMilliseconds: 0 },
  });
  companyTaskId = (await waitForTask(testApp.database.db, task.id, isFinished)).id;
});

async function link(token: string, taskId = companyTaskId, which = 'result') {
  return testApp.call<DownloadLinkRow>('task/download-attachment', { taskId, which }, { token });
}

async function follow(url: string, headers: Record<string, string> = {}) {
  return testApp.app.inject({ method: 'GET', url, headers });
}

/** A finished task written straight to the database, with a file on disk, for the rights cases. */
async function insertFinishedTask(account: string, orgPath: string | null, storedPath: string) {
  const caller = await callerOf(testApp.database.db, account);
  const absolute = path.join(testApp.dataDir, storedPath);
  mkdirSync(path.dirname(absolute), { recursive: true });
  writeFileSync(absolute, 'secret\r\n');
  const [row] = await testApp.database.db
    .insert(tasks)
    .values({
      ...caller,
      orgPath,
      kind: 'test-count',
      taskType: 6,
      taskStatus: 1,
      attachmentName: 'secret.csv',
      attachmentPath: storedPath,
    })
    .returning();
  if (!row) throw new Error('insert failed');
  return row.id;
}

describe('download tickets', () => {
  it('answers a short-lived link that works once and is refused the second time', async () => {
    const answer = await link(companyToken);
    expect(answer.status).toBe('0');
    const row = answer.rows[0];
    expect(row?.fileName).toBe('count.csv');
    expect(row?.url).toMatch(/^\/api\/ec\/v0\/task\/download\?taskId=\d+&token=[\w-]{40,}$/);
    const expiresIn = new Date(row?.expiresAt ?? 0).getTime() - testApp.clock.now().getTime();
    expect(expiresIn).toBeGreaterThan(50_000);
    expect(expiresIn).toBeLessThanOrEqual(60_000);

    const first = await follow(row?.url ?? '');
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    const second = await follow(row?.url ?? '');
    expect(second.json()).toMatchObject({ status: '403', rows: [] });
  });

  it('refuses a link after it expired', async () => {
    const url = (await link(companyToken)).rows[0]?.url ?? '';
    testApp.clock.advanceMinutes(2);
    expect((await follow(url)).json()).toMatchObject({ status: '403' });
  });

  it('serves the error report only through a ticket for the error report', async () => {
    const answer = await link(companyToken, companyTaskId, 'error-report');
    expect(answer.rows[0]?.fileName).toBe('numbers-errors.csv');
    const response = await follow(answer.rows[0]?.url ?? '');
    expect(response.body).toContain('5,5 is divisible by 5');
  });

  it('never takes the session token instead of a ticket', async () => {
    const byQuery = `${downloadPath}?taskId=${companyTaskId}&token=${encodeURIComponent(companyToken)}`;
    expect((await follow(byQuery)).json()).toMatchObject({ status: '403' });
    const byHeader = await follow(`${downloadPath}?taskId=${companyTaskId}`, {
      authorization: `Bearer ${companyToken}`,
    });
    expect(byHeader.json()).toMatchObject({ status: '400' });
  });

  it('binds a ticket to its task, and refuses a HEAD request without spending it', async () => {
    const url = (await link(companyToken)).rows[0]?.url ?? '';
    const otherTask = url.replace(/taskId=\d+/, `taskId=${companyTaskId + 1000}`);
    expect((await follow(otherTask)).json()).toMatchObject({ status: '403' });
    const fresh = (await link(companyToken)).rows[0]?.url ?? '';
    const head = await testApp.app.inject({ method: 'HEAD', url: fresh });
    expect(head.statusCode).toBe(404);
    expect((await follow(fresh)).statusCode).toBe(200);
  });

  it('dies with the session that asked for it', async () => {
    const { token } = await testApp.login('demo.company');
    const url = (await link(token)).rows[0]?.url ?? '';
    await testApp.call('operator/logout', {}, { token });
    expect((await follow(url)).json()).toMatchObject({ status: '403' });
  });

  it("refuses links to another operator's task outside the caller's rights", async () => {
    const dealer = (await testApp.login('demo.dealer')).token;
    // Outside the dealer's org subtree: not even visible.
    expect((await link(dealer)).status).toBe('404');
    const admin = (await testApp.login('admin')).token;
    const adminTask = await insertFinishedTask('admin', null, 'tasks/900/run-a/result.csv');
    expect((await link(companyToken, adminTask)).status).toBe('404');
    // Inside the dealer's subtree and visible to the task centre's query right, but the dealer has no export.
    const beijing = await callerOf(testApp.database.db, 'demo.dealer');
    const visible = await insertFinishedTask('demo.company', beijing.orgPath, 'tasks/901/run-a/result.csv');
    expect((await testApp.call('task/get', { taskId: visible }, { token: dealer })).status).toBe('0');
    expect((await link(dealer, visible)).status).toBe('403');
    expect((await link(admin, visible)).status).toBe('0');
  });

  it('refuses the restricted role and custom-platform operators', async () => {
    for (const account of ['demo.restricted', 'demo.api']) {
      const { token } = await testApp.login(account);
      expect((await link(token)).status, account).toBe('403');
    }
  });

  it('never serves a stored path outside the tasks folder', async () => {
    const escaping = await insertFinishedTask('demo.company', null, 'tasks/../pglite-secret.csv');
    expect((await link(companyToken, escaping)).status).toBe('404');
  });

  it('writes every download and every refused ticket to the audit log, without the ticket', async () => {
    const rows = await testApp.database.db.select().from(auditLog);
    const downloads = rows.filter((row) => row.call === 'task/download');
    expect(downloads.some((row) => row.status === '0' && row.account === 'demo.company')).toBe(true);
    expect(downloads.some((row) => row.status === '403')).toBe(true);
    expect(JSON.stringify(downloads)).not.toMatch(/token":"(?!\[removed\])/);
  });
});
