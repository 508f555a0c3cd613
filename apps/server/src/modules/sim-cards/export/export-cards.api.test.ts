import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { desc, eq, inArray } from 'drizzle-orm';
import { formatDateTime, simCardColumnKeys } from '@simdesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadOperatorContext, type OperatorContext } from '../../../platform/auth/operator-context';
import type { DatabaseHandle } from '../../../platform/database/connect';
import { operators } from '../../../platform/database/schema';
import { simCards } from '../schema/cards-schema';
import { seedDemoIfEmpty } from '../../../platform/demo/demo-seed';
import { serverModules } from '../../index';
import { nextDemoCardIndex, seedBulkCards } from '../../../seed/bulk-cards/seed-bulk-cards';
import { testPassword } from '../../../test/test-app';
import { openTestDatabase } from '../../../test/test-database';
import { cardScope } from '../shared/card-scope';
import { readCsv, readXlsx } from './card-export-test-support';
import { openSpreadsheetFile, openXlsxTaskResult } from '../../../platform/files/spreadsheet-file';
import type { ResultContent } from '../../../platform/tasks/task-kind';
import { exportCards, type ExportProgress } from './export-cards';
import { exportCardsToFile } from './export-cards-to-file';

// The export core on its own, as the benchmark drives it: a few thousand cards in small batches.
let database: DatabaseHandle;
let folder: string;
const callers: Record<string, OperatorContext> = {};

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoIfEmpty(database.db, testPassword, serverModules);
  await seedBulkCards(database, { cards: (await nextDemoCardIndex(database)) + 3000, environment: {} });
  for (const account of ['admin', 'demo.company', 'demo.dealer']) {
    const [operator] = await database.db.select().from(operators).where(eq(operators.account, account));
    const caller = await loadOperatorContext(database.db, operator?.id ?? 0, 0);
    if (!caller) throw new Error(`no operator ${account}`);
    callers[account] = caller;
  }
  folder = mkdtempSync(path.join(os.tmpdir(), 'simdesk-card-export-'));
});
afterAll(async () => {
  await database.close();
  rmSync(folder, { recursive: true, force: true });
});

function callerOf(account: string): OperatorContext {
  const caller = callers[account];
  if (!caller) throw new Error(`no caller ${account}`);
  return caller;
}

/** The ICCIDs the caller sees, newest card first, as the export must write them. */
async function expectedIccids(caller: OperatorContext): Promise<string[]> {
  const found = await database.db
    .select({ iccid: simCards.iccid })
    .from(simCards)
    .where(cardScope(caller))
    .orderBy(desc(simCards.id));
  return found.map((card) => card.iccid);
}

describe('exportCards in batches', () => {
  it.each(['csv', 'xlsx'] as const)(
    'writes every card of the scope once, in order, as %s',
    async (format) => {
      const caller = callerOf('demo.company');
      const expected = await expectedIccids(caller);
      expect(expected.length).toBeGreaterThan(1500);
      const filePath = path.join(folder, `company.${format}`);
      const progress: ExportProgress[] = [];
      const written = await exportCardsToFile({
        db: database.db,
        caller,
        selection: { filter: {} },
        columns: ['iccid', 'cardStatus', 'company'],
        locale: 'pt-BR',
        format,
        filePath,
        batchSize: 250,
        afterBatch: async (step) => {
          progress.push(step);
        },
      });
      expect(written).toBe(expected.length);
      expect(progress).toHaveLength(Math.ceil(expected.length / 250));
      expect(progress.map((step) => step.done)).toEqual(
        progress.map((_, index) => Math.min(expected.length, (index + 1) * 250)),
      );
      expect(progress.every((step) => step.total === expected.length)).toBe(true);
      const body = readFileSync(filePath);
      const sheet = format === 'csv' ? readCsv(body) : await readXlsx(body);
      expect(sheet.header[0]).toBe('ICCID');
      expect(sheet.rows.map((row) => row[0])).toEqual(expected);
      expect(new Set(sheet.rows.map((row) => row[2]))).toEqual(new Set(['Aurora Motors']));
    },
  );

  it('keeps a dealer to their org subtree among thousands of cards', async () => {
    const caller = callerOf('demo.dealer');
    const filePath = path.join(folder, 'dealer.csv');
    await exportCardsToFile({
      db: database.db,
      caller,
      selection: { filter: {} },
      columns: ['iccid', 'org'],
      locale: 'en-US',
      format: 'csv',
      filePath,
      batchSize: 100,
    });
    const { rows } = readCsv(readFileSync(filePath));
    expect(rows.map((row) => row[0])).toEqual(await expectedIccids(caller));
    expect(new Set(rows.map((row) => row[1]))).toEqual(new Set(['Beijing dealer']));
  });

  it('continues below the last card of a saved progress without repeating a row', async () => {
    const caller = callerOf('admin');
    const expected = await expectedIccids(caller);
    const first: ExportProgress[] = [];
    const stop = new Error('stopped after two batches');
    const options = {
      db: database.db,
      caller,
      selection: { filter: {} },
      columns: ['iccid'] as const,
      locale: 'en-US' as const,
      format: 'csv' as const,
      batchSize: 400,
    };
    await expect(
      exportCardsToFile({
        ...options,
        filePath: path.join(folder, 'stopped.csv'),
        afterBatch: async (step) => {
          first.push(step);
          if (first.length === 2) throw stop;
        },
      }),
    ).rejects.toBe(stop);
    const from = first.at(-1);
    const restPath = path.join(folder, 'rest.csv');
    const rest = await exportCardsToFile({ ...options, columns: ['iccid'], filePath: restPath, from });
    expect(rest).toBe(expected.length);
    expect(readCsv(readFileSync(restPath)).rows.map((row) => row[0])).toEqual(expected.slice(800));
  });

  it('stops an XLSX task result cleanly when the task is cancelled mid-way', async () => {
    let consumed: Promise<number> | undefined;
    // What a task's writeResultFile does with a stream: reads it to the end (or its error).
    const writeResultFile = (_: string, content: ResultContent) => {
      consumed = (async () => {
        let bytes = 0;
        if (!('stream' in content)) throw new Error('expected a stream');
        for await (const chunk of content.stream) bytes += chunk.length;
        return bytes;
      })();
      return consumed.then(() => undefined);
    };
    const cancelled = new Error('task interrupted: cancel');
    let batches = 0;
    await expect(
      exportCards({
        db: database.db,
        caller: callerOf('admin'),
        selection: { filter: {} },
        columns: ['iccid', 'remark'],
        locale: 'en-US',
        batchSize: 300,
        open: async (layout) => openXlsxTaskResult(writeResultFile, 'cards.xlsx', layout),
        afterBatch: async () => {
          batches += 1;
          if (batches === 2) throw cancelled;
        },
      }),
    ).rejects.toBe(cancelled);
    expect(batches).toBe(2);
    await expect(consumed).rejects.toThrow('cancel');
  });

  it('streams out of COPY the same bytes the batches write: every column, codes in the locale, formulas escaped', async () => {
    const caller = callerOf('admin');
    const newest = await database.db.select().from(simCards).orderBy(desc(simCards.id)).limit(4);
    const [formula, lineBreak, empty, plain] = newest.map((card) => card.id);
    await database.db
      .update(simCards)
      .set({ remark: '=HYPERLINK("x")', tags: ['-1', 'fleet'] })
      .where(eq(simCards.id, formula ?? 0));
    await database.db
      .update(simCards)
      .set({ remark: 'two\nlines, "quoted"', imei: '@123' })
      .where(eq(simCards.id, lineBreak ?? 0));
    await database.db
      .update(simCards)
      .set({ remark: '', tags: [], vehicleStatus: null })
      .where(eq(simCards.id, empty ?? 0));
    // 128 KB is 0.125 MB: a tie, rounded half up as the list shows it.
    await database.db
      .update(simCards)
      .set({ dataUsedMonthKilobytes: 128 })
      .where(eq(simCards.id, plain ?? 0));
    const selection = { cardIds: [formula, lineBreak, empty, plain].map((id) => id ?? 0) };
    const options = {
      db: database.db,
      caller,
      selection,
      columns: simCardColumnKeys,
      locale: 'zh-CN' as const,
    };
    const streamedPath = path.join(folder, 'streamed.csv');
    await exportCardsToFile({ ...options, format: 'csv', filePath: streamedPath });
    const batchedPath = path.join(folder, 'batched.csv');
    await exportCards({
      ...options,
      // Without addCsvLines the export reads batches, as on PGlite and for XLSX.
      open: async (layout) => {
        const { addRows, finish, abandon } = await openSpreadsheetFile(batchedPath, 'csv', layout);
        return { addRows, finish, abandon };
      },
    });
    const streamed = readFileSync(streamedPath, 'utf8');
    expect(streamed).toBe(readFileSync(batchedPath, 'utf8'));

    const { header, rows } = readCsv(streamed);
    const column = (key: string) => simCardColumnKeys.indexOf(key as (typeof simCardColumnKeys)[number]);
    expect(header[column('cardStatus')]).toBe('卡状态');
    expect(rows).toHaveLength(4);
    expect(rows[0]?.[column('remark')]).toBe(`'=HYPERLINK("x")`);
    expect(rows[0]?.[column('tags')]).toBe(`'-1,fleet`);
    expect(rows[1]?.[column('remark')]).toBe('two\nlines, "quoted"');
    expect(rows[1]?.[column('imei')]).toBe(`'@123`);
    expect(rows[2]?.[column('remark')]).toBe('');
    expect(rows[2]?.[column('vehicleStatus')]).toBe('');
    expect(rows.every((row) => /^[\u4e00-\u9fff]+$/.test(row[column('cardStatus')] ?? ''))).toBe(true);
    const cards = await database.db
      .select()
      .from(simCards)
      .where(inArray(simCards.id, selection.cardIds))
      .orderBy(desc(simCards.id));
    expect(rows.map((row) => row[column('openedAt')])).toEqual(
      cards.map((card) => (card.openedAt ? formatDateTime(card.openedAt) : '')),
    );
    expect(rows.map((row) => Number(row[column('dataUsedMonth')]))).toEqual(
      cards.map((card) => Math.round((card.dataUsedMonthKilobytes / 1024) * 100) / 100),
    );
    expect(rows[3]?.[column('dataUsedMonth')]).toBe('0.13');
    expect(streamed.split('\r\n')).toHaveLength(6);
  });
});
