import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { count, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  carrierAccountCardImportCall,
  operationLogExportCall,
  simCardImportCall,
  simCardTemplateDownloadCall,
} from '@simdesk/contract';
import { simCards } from '../modules/sim-cards/testing';
import { carrierAccounts } from '../platform/database/schema-carrier';
import { tasks } from '../platform/database/schema-tasks';
import { looksLikeFormula } from '../platform/files/spreadsheet-cell';
import { exportAndDownload, readXlsx } from '../modules/sim-cards/testing';
import { downloadTemplate, testIccid, uploadImport } from '../modules/sim-cards/testing';
import { createTaskTestApp, isFinished, waitForTask, type TaskTestApp } from '../modules/task/testing';
import { demoAccounts } from '../platform/demo/demo-seed';
import { simCardsModule } from '../modules/sim-cards';
import { systemModule } from '../modules/system';

/**
 * Files in and out. Every upload call refuses what is not CSV or XLSX by its first bytes, and what is too
 * large, leaving no task, no card and no stored file behind. Every file the server writes — exports, error
 * reports, templates — holds no cell a spreadsheet would run as a formula, whatever the data held.
 */

const maximumBytes = 200_000;
let testApp: TaskTestApp;
let token: string;
let carrierAccountId: number;

beforeAll(async () => {
  testApp = await createTaskTestApp({
    modules: [simCardsModule, systemModule],
    environment: { SIMDESK_CARD_IMPORT_MAX_BYTES: String(maximumBytes) },
  });
  token = (await testApp.login(demoAccounts.carrierAdmin)).token;
  const [account] = await testApp.database.db.select({ id: carrierAccounts.id }).from(carrierAccounts);
  if (!account) throw new Error('the demo carrier account is missing');
  carrierAccountId = account.id;
});

afterAll(async () => {
  await testApp?.close();
});

async function countOf(table: typeof tasks | typeof simCards): Promise<number> {
  const [row] = await testApp.database.db.select({ total: count() }).from(table);
  return row?.total ?? 0;
}

function filesUnder(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

const uploadCalls = [
  { path: simCardImportCall.path, obj: () => ({ carrier: 1 }) },
  { path: carrierAccountCardImportCall.path, obj: () => ({ id: carrierAccountId }) },
];

const header = 'ICCID,MSISDN,IMSI,Card status,Org ID,Remark\r\n';
const refusedFiles: { what: string; name: string; content: Buffer }[] = [
  { what: 'a PNG image', name: 'cards.csv', content: Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex') },
  {
    what: 'a PDF',
    name: 'cards.csv',
    content: Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n', 'latin1'),
  },
  {
    what: 'a Windows program',
    name: 'cards.xlsx',
    content: Buffer.from('4d5a90000300000004000000ffff0000', 'hex'),
  },
  {
    what: 'an ELF program',
    name: 'cards.csv',
    content: Buffer.from('7f454c46020101000000000000000000', 'hex'),
  },
  {
    what: 'a legacy .xls',
    name: 'cards.xlsx',
    content: Buffer.from('d0cf11e0a1b11ae10000000000000000', 'hex'),
  },
  { what: 'text with NUL bytes', name: 'cards.csv', content: Buffer.from(`${header}8986\0\0\0,,,,,\r\n`) },
  { what: 'an empty file', name: 'cards.csv', content: Buffer.alloc(0) },
  {
    what: 'a file over the size limit',
    name: 'cards.csv',
    content: Buffer.from(header + `${testIccid('7001', 1)},,,,,padding\r\n`.repeat(maximumBytes / 20)),
  },
];

describe('uploads', () => {
  it.each(
    uploadCalls.flatMap((call) => refusedFiles.map((file) => [call.path, file.what, call, file] as const)),
  )('%s refuses %s and keeps nothing of it', async (_path, _what, call, file) => {
    const [tasksBefore, cardsBefore] = [await countOf(tasks), await countOf(simCards)];
    const answer = await uploadImport(testApp, call.path, token, call.obj(), file);
    expect(answer.status).toBe('400');
    expect(answer.msg).toBeTruthy();
    expect(await countOf(tasks)).toBe(tasksBefore);
    expect(await countOf(simCards)).toBe(cardsBefore);
    expect(filesUnder(path.join(testApp.dataDir, 'tasks', 'uploads'))).toEqual([]);
  });
});

// Texts a spreadsheet would run, one per way a formula can start.
const formulas = ['=HYPERLINK("http://evil.example","x")', '+1+1', '-2+3', '@SUM(A1)', '\t=1', '\r=1'];

async function importFormulaRows(): Promise<number[]> {
  const good = formulas.map((_formula, index) => testIccid('7002', index + 1));
  const rows = [
    ...good.map((iccid, index) => `${iccid},,,,,"${formulas[index]?.replaceAll('"', '""')}"`),
    // Bad rows: the number itself is the formula, so the error report repeats it.
    ...formulas.map((formula) => `"${formula.replaceAll('"', '""')}",,,,,`),
  ];
  const answer = await uploadImport(
    testApp,
    simCardImportCall.path,
    token,
    { carrier: 1 },
    {
      name: 'formulas.csv',
      content: header + rows.join('\r\n'),
    },
  );
  expect(answer.status, answer.msg).toBe('0');
  const task = await waitForTask(testApp.database.db, answer.rows[0]?.taskId ?? 0, isFinished);
  expect(task.taskStatus, task.failReason ?? '').toBe(3);
  expect(task.succeededCount).toBe(formulas.length);
  const cards = await testApp.database.db
    .select({ id: simCards.id })
    .from(simCards)
    .where(inArray(simCards.iccid, good));
  return cards.map((card) => card.id);
}

/** Every cell of a file we wrote, as text; XLSX cells holding a formula are reported as one. */
async function cellsOf(file: string, content: Buffer): Promise<string[]> {
  if (file.endsWith('.xlsx')) {
    const { header: names, values } = await readXlsx(content);
    return [
      ...names,
      ...values
        .flat()
        .map((value) =>
          typeof value === 'object' && value !== null && 'formula' in value
            ? `=${String(value.formula)}`
            : String(value ?? ''),
        ),
    ];
  }
  // Rows of any length: the template's rules follow its example row as # comments.
  const rows = parse(content.toString('utf8').replace(/^\uFEFF/, ''), {
    relaxColumnCount: true,
  }) as string[][];
  return rows.flat();
}

describe('files the server writes', () => {
  it('never holds a cell a spreadsheet would run as a formula', async () => {
    const cardIds = await importFormulaRows();
    // A failed sign-in typed as a formula lands in the operation log, which is exported too.
    await testApp.call('operator/password-login', { account: '=cmd|"/c calc"!A1', password: 'x' });
    for (const format of ['csv', 'xlsx']) {
      const exported = await exportAndDownload(testApp, token, {
        columns: ['iccid', 'remark'],
        cardIds,
        format,
      });
      expect(exported.task.taskStatus).toBe(1);
    }
    const logExport = await testApp.call<{ taskId: number }>(operationLogExportCall.path, {}, { token });
    expect(logExport.status, logExport.msg).toBe('0');
    await waitForTask(testApp.database.db, logExport.rows[0]?.taskId ?? 0, isFinished);

    const written = filesUnder(path.join(testApp.dataDir, 'tasks')).filter((file) =>
      /\.(csv|xlsx)$/.test(file),
    );
    const templates = await Promise.all(
      ['csv', 'xlsx'].map(async (format) => ({
        file: `template.${format}`,
        content: (await downloadTemplate(testApp, simCardTemplateDownloadCall.path, token, { format }))
          .rawPayload,
      })),
    );
    const files = [...written.map((file) => ({ file, content: readFileSync(file) })), ...templates];
    // Two card exports, the import's error report, the operation log, two templates.
    expect(files.length).toBeGreaterThanOrEqual(6);
    const formulaCells: string[] = [];
    let neutralised = 0;
    for (const { file, content } of files) {
      for (const cell of await cellsOf(file, content)) {
        if (looksLikeFormula(cell)) formulaCells.push(`${path.basename(file)}: ${JSON.stringify(cell)}`);
        if (cell.startsWith("'") && looksLikeFormula(cell.slice(1))) neutralised += 1;
      }
    }
    expect(formulaCells).toEqual([]);
    // The formulas did reach the files, as text: at least the four remarks the import kept as they were (it
    // trims the tab and the carriage return of the other two), in the CSV and the XLSX export.
    expect(neutralised).toBeGreaterThanOrEqual(8);
  });
});
