// @module-tag pglite (the bills' main flow: the set-based computation, its recompute task and the reconciliation)
import { and, count, eq, like, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billDifferenceReason } from '@simdesk/contract';
import type { CardBillRow, CompanyBillRow, RatePlanRow } from '@simdesk/contract/modules/bills';
import { operators, organizations } from '../../platform/database/schema';
import { carrierAccounts } from '../../platform/database/schema-carrier';
import {
  demoCarrierAppId,
  simDemoAppId,
  startListeningSim,
  type ListeningSim,
} from '../carrier-account/testing';
import { companyIdNamed } from '../company/testing';
import {
  createTaskTestApp,
  csvDataLines,
  exportedTaskFile,
  isFinished,
  waitForTask,
  type TaskTestApp,
} from '../task/testing';
import { billsModule } from '.';
import { monthBefore } from './bill-rounding';
import { billCardPlans, billRatePlans, cardBills, companyBills } from './bills-schema';

let testApp: TaskTestApp;
let carrierSim: ListeningSim;
let adminToken: string;
let makerToken: string;
let dealerToken: string;
let makerId: number;

beforeAll(async () => {
  carrierSim = await startListeningSim({ seedCards: 400 });
  await carrierSim.admin('PATCH', `/admin/accounts/${simDemoAppId}`, { rateLimitPerSecond: 1000 });
  testApp = await createTaskTestApp({ modules: [billsModule] });
  const db = testApp.database.db;
  await db
    .update(carrierAccounts)
    .set({ baseUrl: carrierSim.baseUrl })
    .where(eq(carrierAccounts.appId, demoCarrierAppId));
  adminToken = (await testApp.login('admin')).token;
  makerToken = (await testApp.login('demo.company')).token;
  dealerToken = (await testApp.login('demo.dealer')).token;
  makerId = await companyIdNamed(db, 'Aurora Motors');
}, 120_000);
afterAll(async () => {
  await testApp?.close();
  await carrierSim?.close();
});

const call = <Row>(token: string, path: string, obj: unknown) => testApp.call<Row>(path, obj, { token });

interface Page<Row> {
  bills: Row[];
  nextCursor: number | null;
  total: number;
}

async function companyBillsOf(token: string, month: string) {
  const answer = await call<Page<CompanyBillRow>>(token, 'bill/company/list', { month });
  expect(answer.status, answer.msg).toBe('0');
  return answer.rows[0]?.bills ?? [];
}

async function tableCounts() {
  const db = testApp.database.db;
  return Promise.all([billRatePlans, billCardPlans, cardBills].map((table) => db.$count(table)));
}

describe('demo bills', () => {
  it('shows two closed months of Aurora, reconciled with a few differences, to those who see Aurora', async () => {
    for (const month of [monthBefore(2), monthBefore(1)]) {
      const [bill] = await companyBillsOf(makerToken, month);
      expect(bill?.companyId).toBe(makerId);
      expect(bill?.cardCount).toBeGreaterThan(100);
      expect(bill?.carrierTotalCents).not.toBeNull();
      expect(bill?.differenceCount).toBeGreaterThan(0);
      expect(bill?.usageAsOf).not.toBeNull();
      const differences = await call<{ differences: { reason: number }[] }>(
        makerToken,
        'bill/difference/list',
        {
          month,
        },
      );
      const reasons = new Set(differences.rows[0]?.differences.map((difference) => difference.reason));
      expect(reasons).toContain(billDifferenceReason.byName.missingAtCarrier);
      expect(reasons).toContain(billDifferenceReason.byName.missingHere);
      expect(reasons).toContain(billDifferenceReason.byName.overageDiffers);
    }
    const everyCompany = await companyBillsOf(adminToken, monthBefore(1));
    expect(everyCompany.map((bill) => bill.companyId)).toContain(makerId);
    expect((await call(dealerToken, 'bill/company/list', {})).status).toBe('403');
    expect((await call(makerToken, 'bill/company/list', { companyId: makerId + 1 })).status).toBe('403');
  });

  it('lists card bills with totals equal to the company bill, and filters them', async () => {
    const month = monthBefore(1);
    const [companyBill] = await companyBillsOf(makerToken, month);
    const answer = await call<Page<CardBillRow> & { totals: { totalCents: number; cardCount: number } }>(
      makerToken,
      'bill/card/list',
      { month, pageSize: 10 },
    );
    const page = answer.rows[0];
    expect(page?.bills).toHaveLength(10);
    expect(page?.totals.cardCount).toBe(companyBill?.cardCount);
    expect((page?.totals.totalCents ?? 0) + (companyBill?.poolOverageCents ?? 0)).toBe(
      companyBill?.totalCents,
    );
    for (const bill of page?.bills ?? []) {
      expect(bill.totalCents).toBe(
        bill.monthlyFeeCents + bill.overageCents + bill.smsCents + bill.voiceCents,
      );
      expect(Number.isInteger(bill.totalCents)).toBe(true);
    }
    const over = await call<Page<CardBillRow>>(makerToken, 'bill/card/list', { month, overIncluded: true });
    for (const bill of over.rows[0]?.bills ?? []) {
      expect(bill.dataKilobytes).toBeGreaterThan(bill.includedKilobytes);
      // Overage per started MB: one KB over costs a whole MB.
      expect(
        bill.overageCents % Math.max(1, bill.overageCents / Math.ceil(bill.overageKilobytes / 1024)),
      ).toBe(0);
    }
    const first = page?.bills[0];
    const one = await call<Page<CardBillRow>>(makerToken, 'bill/card/list', {
      month,
      cardNumber: first?.iccid,
    });
    expect(one.rows[0]?.bills.map((bill) => bill.cardId)).toEqual([first?.cardId]);
    const next = await call<Page<CardBillRow>>(makerToken, 'bill/card/list', {
      month,
      pageSize: 10,
      cursor: page?.nextCursor,
    });
    expect(next.rows[0]?.bills[0]?.id).toBeLessThan(page?.bills.at(-1)?.id ?? 0);
  });
});

describe('an operator kept to an org', () => {
  it("sees their org's part of the company bill: their cards' sums, without the company's pools and carrier bill", async () => {
    const db = testApp.database.db;
    // The North region's operator, given the company administrator's role: bills, but only of North.
    const [restricted] = await db
      .update(operators)
      .set({ roleId: '2' })
      .where(eq(operators.account, 'demo.restricted'))
      .returning({ orgId: operators.orgId });
    const [north] = await db
      .select({ path: organizations.path })
      .from(organizations)
      .where(eq(organizations.id, restricted?.orgId ?? 0));
    const token = (await testApp.login('demo.restricted')).token;
    const month = monthBefore(1);
    const [whole] = await companyBillsOf(makerToken, month);
    const [part] = await companyBillsOf(token, month);
    const [northCards] = await db
      .select({ cardCount: count(), totalCents: sum(cardBills.totalCents).mapWith(Number) })
      .from(cardBills)
      .where(and(eq(cardBills.month, `${month}-01`), like(cardBills.orgPath, `${north?.path}%`)));
    expect(part?.orgPart).toBe(true);
    expect(whole?.orgPart).toBe(false);
    expect(part?.cardCount).toBe(northCards?.cardCount);
    expect(part?.cardCount).toBeLessThan(whole?.cardCount ?? 0);
    expect(part?.totalCents).toBe(northCards?.totalCents ?? 0);
    expect(part?.carrierTotalCents).toBeNull();
    expect(part?.poolOverageCents).toBe(0);
    const months = await call<{ month: string; totalCents: number; carrierTotalCents: number | null }>(
      token,
      'bill/company/months',
      {},
    );
    const chartMonth = months.rows.find((row) => row.month === month);
    expect(chartMonth?.totalCents).toBe(part?.totalCents);
    expect(chartMonth?.carrierTotalCents).toBeNull();
    const older = await call<Page<CompanyBillRow>>(token, 'bill/company/list', { pageSize: 1 });
    const next = await call<Page<CompanyBillRow>>(token, 'bill/company/list', {
      pageSize: 1,
      cursor: older.rows[0]?.nextCursor,
    });
    expect((next.rows[0]?.bills[0]?.month ?? '') < (older.rows[0]?.bills[0]?.month ?? '')).toBe(true);
    await db.update(operators).set({ roleId: '3212' }).where(eq(operators.account, 'demo.restricted'));
  });
});

describe('rate plans', () => {
  it('are added, assigned, edited and deleted; bad input changes nothing', async () => {
    const before = await tableCounts();
    const bad = [
      {
        name: '',
        monthlyFeeCents: 100,
        includedMegabytes: 1,
        overageCentsPerMegabyte: 1,
        smsCents: 1,
        voiceCentsPerMinute: 1,
        pooled: false,
      },
      {
        name: 'Fraction',
        monthlyFeeCents: 99.5,
        includedMegabytes: 1,
        overageCentsPerMegabyte: 1,
        smsCents: 1,
        voiceCentsPerMinute: 1,
        pooled: false,
      },
      {
        name: 'Negative',
        monthlyFeeCents: -1,
        includedMegabytes: 1,
        overageCentsPerMegabyte: 1,
        smsCents: 1,
        voiceCentsPerMinute: 1,
        pooled: false,
      },
    ];
    for (const obj of bad) expect((await call(makerToken, 'bill/rate-plan/add', obj)).status).toBe('400');
    const plan = {
      name: 'Fleet shared 2 GB',
      monthlyFeeCents: 2500,
      includedMegabytes: 2048,
      overageCentsPerMegabyte: 25,
      smsCents: 10,
      voiceCentsPerMinute: 15,
      pooled: true,
    };
    expect((await call(makerToken, 'bill/rate-plan/add', { ...plan, companyId: makerId + 1 })).status).toBe(
      '403',
    );
    expect((await call(dealerToken, 'bill/rate-plan/add', plan)).status).toBe('403');
    expect(await tableCounts()).toEqual(before);

    const added = await call<{ id: number }>(makerToken, 'bill/rate-plan/add', plan);
    expect(added.status, added.msg).toBe('0');
    const id = added.rows[0]?.id ?? 0;
    expect((await call(makerToken, 'bill/rate-plan/add', plan)).status).toBe('400');

    const bills = await call<Page<CardBillRow>>(makerToken, 'bill/card/list', {
      month: monthBefore(1),
      pageSize: 3,
    });
    const cardIds = bills.rows[0]?.bills.map((bill) => bill.cardId) ?? [];
    const unknown = await call(makerToken, 'bill/rate-plan/assign', {
      ratePlanId: id,
      cardIds: [...cardIds, 999_999_999],
    });
    expect(unknown.status).toBe('404');
    const assigned = await call<{ assigned: number }>(makerToken, 'bill/rate-plan/assign', {
      ratePlanId: id,
      cardIds,
    });
    expect(assigned.rows[0]?.assigned).toBe(3);
    const plans = await call<RatePlanRow>(makerToken, 'bill/rate-plan/list', {});
    expect(plans.rows.find((row) => row.id === id)?.cardCount).toBe(3);

    const edited = await call(makerToken, 'bill/rate-plan/update', { id, ...plan, monthlyFeeCents: 2600 });
    expect(edited.status, edited.msg).toBe('0');
    expect((await call(makerToken, 'bill/rate-plan/delete', { id })).status).toBe('400');
  });
});

describe('recompute', () => {
  it('replaces a month with the same bills when nothing changed, and reconciles with the carrier', async () => {
    const month = monthBefore(1);
    expect((await call(makerToken, 'bill/recompute', { month: '2020-01' })).status).toBe('400');
    expect((await call(makerToken, 'bill/recompute', { month: '2026-13' })).status).toBe('400');
    const runs: CompanyBillRow[] = [];
    for (let run = 0; run < 2; run += 1) {
      const answer = await call<{ taskId: number }>(makerToken, 'bill/recompute', { month });
      expect(answer.status, answer.msg).toBe('0');
      const task = await waitForTask(testApp.database.db, answer.rows[0]?.taskId ?? 0, isFinished, 60_000);
      expect(task.failReason).toBeNull();
      const [bill] = await companyBillsOf(makerToken, month);
      if (bill) runs.push(bill);
    }
    expect(runs[1]?.totalCents).toBe(runs[0]?.totalCents);
    expect(runs[1]?.cardCount).toBe(runs[0]?.cardCount);
    expect(runs[1]?.carrierTotalCents).not.toBeNull();
    const [stored] = await testApp.database.db
      .select({ total: count() })
      .from(companyBills)
      .where(eq(companyBills.companyId, makerId));
    expect(stored?.total).toBe(2);
  }, 120_000);
});

describe('export', () => {
  it("writes the filtered card bills as a CSV task in the caller's language, amounts in yuan from the cents", async () => {
    // The month the recompute above leaves alone: its demo bills keep their usage.
    const month = monthBefore(2);
    const nothing = await call(makerToken, 'bill/card/export', {
      filter: { month, cardNumber: '00000000' },
      format: 'csv',
    });
    expect(nothing.status).toBe('400');
    const { file } = await exportedTaskFile(
      testApp,
      makerToken,
      'bill/card/export',
      { filter: { month, overIncluded: true }, format: 'csv', locale: 'zh-CN' },
      60_000,
    );
    expect(file.body.split('\r\n')[0]).toContain('资费套餐');
    const lines = csvDataLines(file.body);
    const listed = await call<Page<CardBillRow>>(makerToken, 'bill/card/list', { month, overIncluded: true });
    expect(lines).toHaveLength(listed.rows[0]?.total ?? -1);
    expect(lines[0]).toMatch(/Aurora Motors,.*\d+\.\d\d/);
  }, 90_000);
});
