import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { luhnCheckDigit } from '@simdesk/contract';
import { downloadTemplate, simCards, testIccid, uploadImport } from '../sim-cards/testing';
import { createTaskTestApp, isFinished, waitForTask, type TaskTestApp } from '../task/testing';
import { cardBindings } from './security-schema';
import { securityModule } from '.';

let testApp: TaskTestApp;
let companyToken: string;
let dealerToken: string;

beforeAll(async () => {
  testApp = await createTaskTestApp({ modules: [securityModule] });
  companyToken = (await testApp.login('demo.company')).token;
  dealerToken = (await testApp.login('demo.dealer')).token;
});
afterAll(async () => {
  await testApp?.close();
});

function testImei(serial: number): string {
  const body = `35875311${String(serial).padStart(6, '0')}`;
  return `${body}${luhnCheckDigit(body)}`;
}

/** Cards of the maker (the demo company's) that are not fitted, so no binding names them yet. */
async function makerCards(count: number) {
  const rows = await testApp.database.db
    .select({ id: simCards.id, iccid: simCards.iccid, companyId: simCards.companyId })
    .from(simCards)
    .orderBy(simCards.id);
  const [first] = rows;
  const bound = new Set(
    (await testApp.database.db.select({ cardId: cardBindings.cardId }).from(cardBindings)).map(
      (row) => row.cardId,
    ),
  );
  return rows.filter((row) => row.companyId === first?.companyId && !bound.has(row.id)).slice(0, count);
}

describe('batch binding by file', () => {
  it('offers the template in CSV and XLSX, headed in the asked language', async () => {
    const csv = await downloadTemplate(testApp, 'binding/template-download', companyToken, {
      format: 'csv',
      locale: 'zh-CN',
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.body.split('\r\n')[0]).toBe('\uFEFFICCID,IMEI');
    const xlsx = await downloadTemplate(testApp, 'binding/template-download', companyToken, {
      format: 'xlsx',
    });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('binds the good rows and reports the others, each by its row', async () => {
    const [first, second] = await makerCards(2);
    if (!first || !second) throw new Error('no maker cards to bind');
    const lines = [
      'ICCID,IMEI',
      `${first.iccid},${testImei(1)}`,
      `${second.iccid},${testImei(2).slice(0, 14)}0`,
      `${testIccid('77', 1)},${testImei(3)}`,
    ];
    const started = await uploadImport(
      testApp,
      'binding/import',
      companyToken,
      {},
      {
        name: 'bindings.csv',
        content: `${lines.join('\r\n')}\r\n`,
      },
    );
    expect(started.status, started.msg).toBe('0');
    const task = await waitForTask(testApp.database.db, started.rows[0]?.taskId ?? 0, isFinished);
    expect(task.failedCount).toBe(2);
    const stored = await testApp.database.db
      .select({ cardId: cardBindings.cardId, boundImei: cardBindings.boundImei })
      .from(cardBindings)
      .where(inArray(cardBindings.cardId, [first.id, second.id]));
    expect(stored).toEqual([{ cardId: first.id, boundImei: testImei(1) }]);
  });

  it('refuses a file without the two columns, and an operator without the page', async () => {
    const wrong = await uploadImport(
      testApp,
      'binding/import',
      companyToken,
      {},
      {
        name: 'bindings.csv',
        content: 'ICCID\r\n89860000000000000000\r\n',
      },
    );
    expect(wrong.status).toBe('0');
    const task = await waitForTask(testApp.database.db, wrong.rows[0]?.taskId ?? 0, isFinished);
    expect(task.failReason).toMatch(/ICCID and IMEI/);
    const refused = await uploadImport(
      testApp,
      'binding/import',
      dealerToken,
      {},
      {
        name: 'bindings.csv',
        content: 'ICCID,IMEI\r\n',
      },
    );
    expect(refused.status).not.toBe('0');
    const [unchanged] = await testApp.database.db
      .select({ total: cardBindings.cardId })
      .from(cardBindings)
      .where(eq(cardBindings.iccid, '89860000000000000000'));
    expect(unchanged).toBeUndefined();
  });
});
