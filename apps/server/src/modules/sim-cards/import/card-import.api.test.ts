// @module-tag pglite (the card import's COPY per batch; the main flow of the card import)
import { and, count, eq, isNull } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoCardNumbers } from '@simdesk/carrier-sim/demo-cards';
import { organizations } from '../../../platform/database/schema';
import { simCards } from '../schema/cards-schema';
import { cardStatusRecords } from '../detail/card-history';
import { carrierAccounts } from '../../../platform/database/schema-carrier';
import { tasks } from '../../../platform/database/schema-tasks';
import { addOperatorWithGrants, companyIdNamed } from '../../company/testing';
import { writeCardImportSettings } from '../../company/testing';
import { useTaskTestApp, csvDataLines, downloadTaskFile, isFinished, waitForTask } from '../../task/testing';
import { downloadTemplate, testIccid, uploadImport } from './card-import-test-support';
import { simCardsModule } from '..';

const listPage = 'vehicleCardManagement-cardLink-simCardManagement-simCardList';
const accountPage = 'sysManagement-carrierAccount';
const testApp = useTaskTestApp({
  modules: [simCardsModule],
  environment: { SIMDESK_CARD_IMPORT_MAX_BYTES: '200000' },
});
let makerId: number;
let carrierCompanyOrgId: number;
let importerToken: string;
let viewerToken: string;
let adminToken: string;

beforeAll(async () => {
  const db = testApp.database.db;
  makerId = await companyIdNamed(db, 'Aurora Motors');
  const carrierId = await companyIdNamed(db, 'simdesk Mobile');
  const [carrierRoot] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(and(eq(organizations.companyId, carrierId), isNull(organizations.parentId)));
  carrierCompanyOrgId = carrierRoot?.id ?? 0;
  await addOperatorWithGrants(db, {
    account: 'maker.card.importer',
    companyId: makerId,
    roleType: '03',
    grants: [{ pageCode: listPage, actions: ['query', 'import'] }],
  });
  await addOperatorWithGrants(db, {
    account: 'maker.card.viewer',
    companyId: makerId,
    roleType: '03',
    grants: [
      { pageCode: listPage, actions: ['query'] },
      { pageCode: accountPage, actions: ['query', 'get'] },
    ],
  });
  importerToken = (await testApp.login('maker.card.importer')).token;
  viewerToken = (await testApp.login('maker.card.viewer')).token;
  adminToken = (await testApp.login('admin')).token;
});

async function taskCount() {
  const [row] = await testApp.database.db.select({ total: count() }).from(tasks);
  return row?.total ?? 0;
}

async function cardOf(iccid: string) {
  const [card] = await testApp.database.db.select().from(simCards).where(eq(simCards.iccid, iccid));
  return card;
}

/** Uploads a file to the card import as the given caller. */
const cardImport = (token: string | undefined, obj: unknown, file: Parameters<typeof uploadImport>[4]) =>
  uploadImport(testApp, 'simcard/card-import', token, obj, file);

async function importAndWait(
  token: string,
  csv: string | Buffer,
  name = 'cards.csv',
  obj: object = { carrier: 1 },
) {
  const answer = await cardImport(token, obj, { name, content: csv });
  expect(answer.status, answer.msg).toBe('0');
  const taskId = answer.rows[0]?.taskId ?? 0;
  return waitForTask(testApp.database.db, taskId, isFinished);
}

describe('card import templates', () => {
  it('answers a CSV template in the asked locale and an XLSX workbook', async () => {
    const csv = await downloadTemplate(testApp, 'simcard/card-template-download', importerToken, {
      format: 'csv',
      locale: 'zh-CN',
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toContain('card-import-template-zh-CN.csv');
    const lines = csv.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('ICCID,MSISDN,IMSI,卡状态,组织 ID,资费套餐,备注');
    expect(lines.slice(2).some((line) => line.startsWith('# '))).toBe(true);
    const xlsx = await downloadTemplate(testApp, 'carrier-boss-account/card-template-download', adminToken, {
      format: 'xlsx',
    });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('refuses a template without the import right', async () => {
    const answer = await downloadTemplate(testApp, 'simcard/card-template-download', viewerToken, {});
    expect(answer.json()).toMatchObject({ status: '403' });
  });

  it('imports the unchanged template as nothing: the example row is left out', async () => {
    const csv = await downloadTemplate(testApp, 'simcard/card-template-download', importerToken, {});
    const task = await importAndWait(importerToken, csv.rawPayload, 'template.csv');
    expect(task.taskStatus).toBe(1);
    expect(task.totalCount).toBe(1);
    expect(task.failedCount).toBe(0);
  });
});

describe('card import upload', () => {
  it('refuses without a session, without the import right, and with a bad obj; nothing starts', async () => {
    const before = await taskCount();
    const file = { name: 'cards.csv', content: 'iccid\n' };
    expect((await cardImport(undefined, { carrier: 1 }, file)).status).toBe('401');
    expect((await cardImport(viewerToken, { carrier: 1 }, file)).status).toBe('403');
    const noCarrier = await cardImport(importerToken, {}, file);
    expect(noCarrier.status).toBe('400');
    const extra = await cardImport(importerToken, { carrier: 1, x: 1 }, file);
    expect(extra.status).toBe('400');
    const noFile = await cardImport(importerToken, { carrier: 1 }, undefined);
    expect(noFile.msg).toMatch(/choose the file/);
    const json = await testApp.call('simcard/card-import', { carrier: 1 }, { token: importerToken });
    expect(json.status).toBe('400');
    expect(await taskCount()).toBe(before);
  });

  it('judges the type by the first bytes, not the name, and refuses an oversized file', async () => {
    const before = await taskCount();
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
    const asCsv = await cardImport(importerToken, { carrier: 1 }, { name: 'cards.csv', content: png });
    expect(asCsv.status).toBe('400');
    expect(asCsv.msg).toMatch(/neither CSV text nor an Excel/);
    const oldExcel = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    const xls = await cardImport(importerToken, { carrier: 1 }, { name: 'cards.xlsx', content: oldExcel });
    expect(xls.msg).toMatch(/\.xls/);
    const named = await cardImport(importerToken, { carrier: 1 }, { name: 'cards.txt', content: 'iccid\n' });
    expect(named.status).toBe('400');
    expect(named.msg).toBe('file: only .csv and .xlsx files are imported');
    const big = `iccid\n${'8986042400000000000\n'.repeat(12_000)}`;
    const oversized = await cardImport(importerToken, { carrier: 1 }, { name: 'big.csv', content: big });
    expect(oversized.status).toBe('400');
    expect(oversized.msg).toMatch(/larger than/);
    expect(await taskCount()).toBe(before);
  });
});

describe('card import rows', () => {
  const good = [testIccid('9001', 1), testIccid('9001', 2), testIccid('9001', 3)];
  const otherCompanyIccid = demoCardNumbers(350).iccid;
  const rows = () =>
    [
      'ICCID,MSISDN,IMSI,Card status,Org ID,Remark',
      `${good[0]},1064899000001,460049900000001,,,first`,
      `${good[1]},,,6,,`,
      '12345,,,,,',
      `${good[2]},12,,,,`,
      `${good[0]},,,,,duplicate`,
      `${otherCompanyIccid},,,,,`,
      '"=HYPERLINK(""http://evil.example"",""x"")",,,,,',
      `${testIccid('9001', 4)},,,,${carrierCompanyOrgId},`,
      `${testIccid('9001', 5)},,,3,,`,
    ].join('\r\n');

  it('lands the good rows and reports each bad row with its number and reason', async () => {
    const task = await importAndWait(importerToken, rows());
    expect(task.taskStatus).toBe(3);
    expect(task.totalCount).toBe(9);
    expect(task.failedCount).toBe(7);
    const first = await cardOf(good[0] ?? '');
    expect(first).toMatchObject({
      companyId: makerId,
      cardStatus: 7,
      msisdn: '1064899000001',
      remark: 'first',
    });
    expect(await cardOf(good[1] ?? '')).toMatchObject({ cardStatus: 6 });
    const { rows: records } = await cardStatusRecords(testApp.database.db, first?.id ?? 0, undefined);
    expect(records).toMatchObject([{ fromStatus: null, toStatus: 7, reason: 'file import' }]);
    expect(await cardOf(good[2] ?? '')).toBeUndefined();
    // The other company's card is untouched and not named.
    expect((await cardOf(otherCompanyIccid))?.companyId).not.toBe(makerId);

    const report = await downloadTaskFile(testApp, importerToken, task.id, 'error-report');
    const lines = csvDataLines(report.body);
    expect(lines.map((line) => line.split(',')[0])).toEqual(['4', '5', '6', '7', '8', '9', '10']);
    expect(lines[0]).toMatch(/ICCID ""12345"" is not 19 or 20/);
    expect(lines[1]).toMatch(/MSISDN/);
    expect(lines[2]).toMatch(/appears earlier in the file/);
    expect(lines[3]).toBe('7,the ICCID is already in the console');
    expect(lines[5]).toMatch(/is not an org you manage/);
    expect(lines[6]).toMatch(/not a status code/);
    // No cell of the report may start a formula in a spreadsheet.
    for (const line of lines) expect(line.split(',')[1]).not.toMatch(/^"?[=+\-@]/);
  });

  it('changes nothing when the same file is imported again', async () => {
    const [before] = await testApp.database.db.select({ total: count() }).from(simCards);
    const task = await importAndWait(importerToken, rows());
    expect(task.succeededCount).toBe(0);
    const [after] = await testApp.database.db.select({ total: count() }).from(simCards);
    expect(after?.total).toBe(before?.total);
  });

  it('updates known cards when the company says so, with a history row for a new status', async () => {
    await writeCardImportSettings(testApp.database.db, makerId, {
      defaultCardStatus: 7,
      duplicateHandling: 'update',
      validateIccidChecksum: true,
    });
    const task = await importAndWait(
      importerToken,
      `ICCID,Card status\r\n${good[0]},6\r\n${otherCompanyIccid},6\r\n`,
    );
    expect(task.taskStatus).toBe(3);
    const card = await cardOf(good[0] ?? '');
    expect(card?.cardStatus).toBe(6);
    expect(card?.msisdn).toBe('1064899000001');
    // Newest first: the change the second import made, then the card's arrival with the first.
    const { rows: records } = await cardStatusRecords(testApp.database.db, card?.id ?? 0, undefined);
    expect(records.map((record) => [record.fromStatus, record.toStatus])).toEqual([
      [7, 6],
      [null, 7],
    ]);
    expect((await cardOf(otherCompanyIccid))?.cardStatus).not.toBe(6);
  });

  it('reads an XLSX workbook, the header in another language', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('卡');
    sheet.addRow(['ICCID', '卡状态', '备注']);
    sheet.addRow([testIccid('9002', 1), '6', 'from excel']);
    sheet.addRow([89860499000000000000, '', '']);
    const content = Buffer.from(await workbook.xlsx.writeBuffer());
    const task = await importAndWait(importerToken, content, 'cards.xlsx');
    expect(task.taskStatus).toBe(3);
    expect(await cardOf(testIccid('9002', 1))).toMatchObject({ cardStatus: 6, remark: 'from excel' });
    const report = await downloadTaskFile(testApp, importerToken, task.id, 'error-report');
    expect(csvDataLines(report.body)[0]).toMatch(/^3,.*lost digits/);
  });
});

describe('carrier account import', () => {
  it('imports into the account and keeps the account from being deleted while cards use it', async () => {
    const [account] = await testApp.database.db
      .insert(carrierAccounts)
      .values({
        companyId: makerId,
        name: 'Import test',
        carrier: 2,
        baseUrl: 'http://127.0.0.1:1',
        appId: 'x',
        passwordCiphertext: '',
      })
      .returning({ id: carrierAccounts.id });
    const id = account?.id ?? 0;
    const viewer = await uploadImport(
      testApp,
      'carrier-boss-account/card-import',
      viewerToken,
      { id },
      { name: 'a.csv', content: 'iccid\n' },
    );
    expect(viewer.status).toBe('403');
    const answer = await uploadImport(
      testApp,
      'carrier-boss-account/card-import',
      adminToken,
      { id },
      {
        name: 'account.csv',
        content: `iccid\n${testIccid('9003', 1)}\n`,
      },
    );
    expect(answer.status, answer.msg).toBe('0');
    await waitForTask(testApp.database.db, answer.rows[0]?.taskId ?? 0, isFinished);
    expect(await cardOf(testIccid('9003', 1))).toMatchObject({
      carrierAccountId: id,
      carrier: 2,
      companyId: makerId,
    });
    const refused = await testApp.call('carrier-boss-account/delete', { id }, { token: adminToken });
    expect(refused.status).toBe('400');
    expect(refused.msg).toMatch(/still in use \(1 cards\)/);
  });
});
