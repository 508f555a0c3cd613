// @module-tag pglite (PGlite only: the COPY import resumes after its server process is killed)
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiBasePath, type TaskRow } from '@simdesk/contract';
import { multipartBody, testIccid } from '../modules/sim-cards/testing';
import { csvDataLines } from '../modules/task/testing';
import { loginOverHttp, postCall, startServerProcess } from '../test/server-process';
import { isUnderWay, runStep, waitForTaskRow } from './reliability-process';
import type { ImportState } from './import-database';

// A real server process on file-backed PGlite, killed with SIGKILL in the middle of a 100,000-row card import.
let dataDir = '';
const password = 'Import-kill-2026';
const block = '7001';
const iccidPrefix = testIccid(block, 0).slice(0, 10);
const goodRows = 100_000;
/** The import commits this many rows per transaction, with the task's checkpoint. */
const batchRows = 5000;
/** Rows at the end of the file repeating the first ICCIDs: committed before the kill, seen again after it. */
const repeatedRows = 20;
const running: ChildProcess[] = [];

const importState = (taskId: number) =>
  runStep<ImportState>('import-database.ts', ['state', dataDir, String(taskId), iccidPrefix]);

async function startServer() {
  const server = await startServerProcess({
    DATABASE_URL: '',
    SIMDESK_DATA_DIR: dataDir,
    SIMDESK_DEMO_PASSWORD: password,
    SIMDESK_LOG_LEVEL: 'error',
    SIMDESK_TASK_POLL_MS: '100',
    SIMDESK_TASK_HEARTBEAT_MS: '200',
    // A batch holds the embedded database's one connection, heartbeat included: a loaded machine needs slack.
    SIMDESK_TASK_STALE_MS: '8000',
    SIMDESK_TASK_MAX_ATTEMPTS: '5',
  });
  running.push(server.child);
  const token = (await loginOverHttp(server.port, 'demo.company', password)).rows[0]?.token;
  if (!token) throw new Error(`no sign-in: ${server.output()}`);
  return { ...server, token };
}

/** The card file as an operator fills in the template: a header, 100,000 cards, then the repeated ones. */
async function writeCardFile(): Promise<string> {
  const lines = ['ICCID,Remark'];
  for (let index = 1; index <= goodRows; index++) lines.push(`${testIccid(block, index)},fleet ${index}`);
  for (let index = 1; index <= repeatedRows; index++) lines.push(`${testIccid(block, index)},again`);
  const filePath = path.join(dataDir, 'cards-100k.csv');
  await writeFile(filePath, `${lines.join('\r\n')}\r\n`);
  return filePath;
}

async function uploadImport(port: number, token: string, filePath: string): Promise<number> {
  const body = multipartBody({ carrier: 1 }, { name: 'cards-100k.csv', content: await readFile(filePath) });
  const response = await fetch(`http://127.0.0.1:${port}${apiBasePath}/simcard/card-import`, {
    method: 'POST',
    headers: { 'content-type': body.contentType, authorization: `Bearer ${token}` },
    body: body.payload,
  });
  const answer = (await response.json()) as { status: string; msg: string; rows: { taskId: number }[] };
  if (answer.status !== '0') throw new Error(`import refused: ${answer.status} ${answer.msg}`);
  return answer.rows[0]?.taskId ?? 0;
}

// The embedded database only: PGlite is the one whose files a killed process leaves behind.
describe.skipIf(Boolean(process.env.SIMDESK_TEST_DATABASE_URL))(
  'a server killed during a card import',
  () => {
    beforeAll(() => {
      dataDir = mkdtempSync(path.join(os.tmpdir(), 'simdesk-import-kill-'));
    });
    afterAll(() => {
      for (const child of running) child.kill('SIGKILL');
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    });

    it('resumes the import after a restart: every ICCID once, only whole batches', async () => {
      const filePath = await writeCardFile();
      const first = await startServer();
      const taskId = await uploadImport(first.port, first.token, filePath);
      // Killed once the second batch is on its way (the first is committed), well before the end.
      const reached = (row: TaskRow) => row.succeededCount >= 2 * batchRows || !isUnderWay(row);
      await waitForTaskRow(first.port, first.token, taskId, reached, 60_000);
      first.child.kill('SIGKILL');
      await first.exited;

      // What the killed run left: exactly the batches its checkpoint counts, each card with its history row.
      const killed = await importState(taskId);
      // Still under way (processing, or waiting again if a slow machine made its heartbeat look stale).
      expect([0, 4]).toContain(killed.taskStatus);
      expect(killed.rowsRead).toBeGreaterThan(0);
      expect(killed.rowsRead).toBeLessThan(goodRows);
      expect(killed.rowsRead % batchRows).toBe(0);
      expect(killed).toMatchObject({
        cards: killed.rowsRead,
        distinctIccids: killed.rowsRead,
        arrivals: killed.rowsRead,
      });

      const second = await startServer();
      const done = await waitForTaskRow(
        second.port,
        second.token,
        taskId,
        (row) => !isUnderWay(row),
        150_000,
      );
      // Partly failed: the repeated rows are refused, with their reason in the error report.
      expect(done, JSON.stringify(done)).toMatchObject({
        taskStatus: 3,
        totalCount: goodRows + repeatedRows,
        succeededCount: goodRows,
        failedCount: repeatedRows,
      });
      const link = await postCall<{ url: string }>(
        second.port,
        'task/download-attachment',
        { taskId, which: 'error-report' },
        second.token,
      );
      const report = await fetch(`http://127.0.0.1:${second.port}${link.rows[0]?.url ?? ''}`);
      const lines = csvDataLines(await report.text());
      expect(lines).toHaveLength(repeatedRows);
      expect(lines[0]).toBe(`${goodRows + 2},the ICCID appears earlier in the file`);
      await second.stop();

      expect(await importState(taskId)).toMatchObject({
        taskStatus: 3,
        cards: goodRows,
        distinctIccids: goodRows,
        arrivals: goodRows,
      });
    }, 240_000);
  },
);
