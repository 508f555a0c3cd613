import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoCardNumbers } from '@simdesk/carrier-sim/demo-cards';
import type { SimCardRow } from '@simdesk/contract';
import { simCards } from '../schema/cards-schema';
import { tasks } from '../../../platform/database/schema-tasks';
import { cardTestClient } from '../list/sim-card-test-support';
import { useTaskTestApp } from '../../task/testing';
import { exportAndDownload, readCsv, readXlsx, startExport } from './card-export-test-support';
import { simCardsModule } from '..';

const testApp = useTaskTestApp({ modules: [simCardsModule] });
let client: ReturnType<typeof cardTestClient>;
let makerCards: SimCardRow[];
const tokens: Record<string, string> = {};
const carrierCard = demoCardNumbers(350);

beforeAll(async () => {
  client = cardTestClient(testApp);
  for (const account of ['admin', 'demo.company', 'demo.dealer', 'demo.restricted']) {
    tokens[account] = (await testApp.login(account)).token;
  }
  makerCards = await client.listAll('demo.company');
  // Text a spreadsheet would run as a formula, in a remark and a tag.
  const [first, second] = makerCards;
  const db = testApp.database.db;
  await db
    .update(simCards)
    .set({ remark: '=HYPERLINK("http://x","y")' })
    .where(eq(simCards.id, first?.id ?? 0));
  await db
    .update(simCards)
    .set({ remark: '@SUM(A1)', tags: ['+1', 'fleet'] })
    .where(eq(simCards.id, second?.id ?? 0));
});

const taskCount = async () => (await testApp.database.db.select({ id: tasks.id }).from(tasks)).length;
const allColumns = ['iccid', 'cardStatus', 'company', 'org', 'dataUsedMonth', 'tags', 'remark'];

describe('simcard-list/export rights and input', () => {
  it('refuses an operator without the export action, and a call without a session', async () => {
    const refused = await startExport(testApp, tokens['demo.restricted'] ?? '', {
      format: 'csv',
      columns: ['iccid'],
      filter: {},
    });
    expect(refused.status).toBe('403');
    expect((await testApp.call('simcard-list/export', { format: 'csv', columns: ['iccid'] })).status).toBe(
      '401',
    );
  });

  it.each([
    ['no format', { columns: ['iccid'], filter: {} }],
    ['an unknown format', { format: 'pdf', columns: ['iccid'], filter: {} }],
    ['no columns', { format: 'csv', columns: [], filter: {} }],
    ['an unknown column', { format: 'csv', columns: ['iccid', 'password'], filter: {} }],
    ['neither filter nor cards', { format: 'csv', columns: ['iccid'] }],
    ['both filter and cards', { format: 'csv', columns: ['iccid'], filter: {}, cardIds: [1] }],
    [
      'too many cards',
      { format: 'csv', columns: ['iccid'], cardIds: Array.from({ length: 1001 }, (_, i) => i + 1) },
    ],
    ['an unknown key', { format: 'csv', columns: ['iccid'], filter: {}, everything: true }],
    ['a malformed card number', { format: 'csv', columns: ['iccid'], filter: { cardNumber: 'abc' } }],
    ['a filter that selects nothing', { format: 'csv', columns: ['iccid'], filter: { carrier: 2 } }],
  ])('refuses %s with a 400 and starts no task', async (_, obj) => {
    const before = await taskCount();
    const answer = await startExport(testApp, tokens['demo.company'] ?? '', obj);
    expect(answer.status).toBe('400');
    expect(answer.msg).not.toBe('');
    expect(await taskCount()).toBe(before);
  });

  it("refuses chosen cards outside the caller's scope, and a company or org outside it", async () => {
    const before = await taskCount();
    const [outsider] = await testApp.database.db
      .select({ id: simCards.id })
      .from(simCards)
      .where(eq(simCards.iccid, carrierCard.iccid));
    const token = tokens['demo.company'] ?? '';
    const mixed = await startExport(testApp, token, {
      format: 'csv',
      columns: ['iccid'],
      cardIds: [makerCards[0]?.id, outsider?.id],
    });
    expect(mixed.status).toBe('404');
    expect(mixed.msg).toContain('1 of the cards');
    const dealerCard = makerCards.find((card) => card.orgName === 'Guangzhou dealer');
    const dealer = tokens['demo.dealer'] ?? '';
    const outsideOrg = await startExport(testApp, dealer, {
      format: 'csv',
      columns: ['iccid'],
      cardIds: [dealerCard?.id],
    });
    expect(outsideOrg.status).toBe('404');
    const company = await startExport(testApp, token, {
      format: 'csv',
      columns: ['iccid'],
      filter: { companyId: 1 },
    });
    expect(company.status).toBe('403');
    expect(await taskCount()).toBe(before);
  });
});

describe('simcard-list/export files', () => {
  it("writes a company's filtered cards as CSV in the caller's locale, newest first, never another company's", async () => {
    const { task, answer, response, body } = await exportAndDownload(testApp, tokens['demo.company'] ?? '', {
      format: 'csv',
      columns: ['iccid', 'msisdn', 'cardStatus', 'carrier', 'company', 'dataUsedMonth'],
      filter: {},
      locale: 'zh-CN',
    });
    expect(answer?.fileName).toMatch(/^sim-cards-\d{8}-\d{6}\.csv$/);
    expect(task).toMatchObject({ taskType: 1, process: 100, succeededCount: 300, totalCount: 300 });
    expect(response.headers['content-type']).toContain('text/csv');
    const { header, rows } = readCsv(body);
    expect(header).toEqual(['ICCID', 'MSISDN', '卡状态', '运营商', '企业', '本月流量 (MB)']);
    expect(rows.map((row) => row[0])).toEqual(makerCards.map((card) => card.iccid));
    expect(rows.map((row) => row[0])).not.toContain(carrierCard.iccid);
    expect(new Set(rows.map((row) => row[4]))).toEqual(new Set(['Aurora Motors']));
    expect(rows.every((row) => /^[\u4e00-\u9fff]+$/.test(row[2] ?? ''))).toBe(true);
  });

  it('limits an operator to their org subtree and a filter, like the list', async () => {
    const dealerCards = await client.listAll('demo.dealer', { cardStatus: [2] });
    const { body } = await exportAndDownload(testApp, tokens['demo.dealer'] ?? '', {
      format: 'csv',
      columns: ['iccid', 'org'],
      filter: { cardStatus: [2] },
    });
    const { rows } = readCsv(body);
    expect(rows.map((row) => row[0])).toEqual(dealerCards.map((card) => card.iccid));
    expect(new Set(rows.map((row) => row[1]))).toEqual(new Set(['Beijing dealer']));
  });

  it('writes chosen cards as XLSX that exceljs reads back, with text and numbers typed', async () => {
    const chosen = makerCards.slice(0, 5);
    const { response, body } = await exportAndDownload(testApp, tokens['demo.company'] ?? '', {
      format: 'xlsx',
      columns: allColumns,
      cardIds: chosen.map((card) => card.id),
    });
    expect(response.headers['content-type']).toContain('spreadsheetml');
    const sheet = await readXlsx(body);
    expect(sheet.sheets).toEqual(['SIM cards']);
    expect(sheet.header).toEqual([
      'ICCID',
      'Card status',
      'Company',
      'Organisation',
      'Data this month (MB)',
      'Tags',
      'Remark',
    ]);
    expect(sheet.rows.map((row) => row[0])).toEqual(chosen.map((card) => card.iccid));
    // An ICCID stays text (a number would lose its last digits); the data used is a number.
    expect(typeof sheet.values[0]?.[0]).toBe('string');
    expect(typeof sheet.values[0]?.[4]).toBe('number');
  });

  it('lets carrier staff export every company', async () => {
    const { body } = await exportAndDownload(testApp, tokens.admin ?? '', {
      format: 'csv',
      columns: ['iccid'],
      filter: {},
    });
    const { rows } = readCsv(body);
    expect(rows).toHaveLength(400);
    expect(rows.map((row) => row[0])).toContain(carrierCard.iccid);
  });

  it('escapes cells a spreadsheet would run as formulas, in CSV and XLSX alike', async () => {
    const obj = { columns: ['iccid', 'tags', 'remark'], cardIds: [makerCards[0]?.id, makerCards[1]?.id] };
    const token = tokens['demo.company'] ?? '';
    const csv = readCsv((await exportAndDownload(testApp, token, { ...obj, format: 'csv' })).body);
    const xlsx = await readXlsx((await exportAndDownload(testApp, token, { ...obj, format: 'xlsx' })).body);
    for (const { rows } of [csv, xlsx]) {
      expect(rows[0]?.[2]).toBe(`'=HYPERLINK("http://x","y")`);
      expect(rows[1]?.[1]).toBe(`'+1,fleet`);
      expect(rows[1]?.[2]).toBe(`'@SUM(A1)`);
    }
  });
});
