import { and, count, eq, gt } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carrierCallLog } from '../../../platform/database/schema-carrier';
import { cardUsageSyncState } from '../schema/usage-schema';
import { operators } from '../../../platform/database/schema';
import type { DashboardSummaryRow } from '@simdesk/contract';
import { simDemoAppId, startListeningSim, type ListeningSim } from '../../carrier-account/testing';
import { createTaskTestApp, isFinished, waitForTask, type TaskTestApp } from '../../task/testing';
import { addDays, carrierDayOf, monthBounds } from './carrier-calendar';
import { existingUsagePartitions, partitionName } from './usage-partitions';
import {
  monthUsageMismatches,
  storedDays,
  totalsMismatches,
  useDemoAccountAt,
  type StoredDay,
} from './usage-test-support';
import { simCardsModule } from '..';

// The console's demo seed has 400 cards (the simulator's demo cards 0–399), all of the demo account.
const cardCount = 400;
let testApp: TaskTestApp;
let carrierSim: ListeningSim;
let accountId: number;
let adminToken: string;

beforeAll(async () => {
  carrierSim = await startListeningSim({ seedCards: cardCount });
  testApp = await createTaskTestApp({ modules: [simCardsModule] });
  accountId = await useDemoAccountAt(testApp.database.db, carrierSim.baseUrl);
  adminToken = (await testApp.login('admin')).token;
});
afterAll(async () => {
  await testApp?.close();
  await carrierSim?.close();
});

async function simulatorToday(): Promise<string> {
  const clock = (await carrierSim.admin('GET', '/admin/clock')) as { simulatedTime: string };
  return carrierDayOf(new Date(clock.simulatedTime));
}

async function syncNow() {
  const answer = await testApp.call<{ taskId: number; alreadyRunning: boolean }>(
    'card-usage/sync-now',
    { accountId },
    { token: adminToken },
  );
  expect(answer.status, answer.msg).toBe('0');
  const started = answer.rows[0];
  if (!started) throw new Error('no task');
  expect(started.alreadyRunning).toBe(false);
  const task = await waitForTask(testApp.database.db, started.taskId, isFinished, 60_000);
  expect(task.failReason).toBeNull();
  expect(task.taskStatus).toBe(1);
  return task;
}

async function watermark(): Promise<string | null> {
  const [state] = await testApp.database.db
    .select({ day: cardUsageSyncState.syncedThroughDay })
    .from(cardUsageSyncState)
    .where(eq(cardUsageSyncState.accountId, accountId));
  return state?.day ?? null;
}

const byKey = (days: StoredDay[]) => new Map(days.map((day) => [`${day.cardId}|${day.day}`, day]));

describe('the usage sync', () => {
  let firstRun: StoredDay[];
  let today: string;

  it('stores the last seven days of every card, each in the partition of its month', async () => {
    today = await simulatorToday();
    const task = await syncNow();
    expect(task.totalCount).toBe(cardCount);
    expect(task.succeededCount).toBe(cardCount);
    firstRun = await storedDays(testApp.database.db);
    expect(firstRun).toHaveLength(cardCount * 7);
    expect(new Set(firstRun.map((day) => day.day)).size).toBe(7);
    expect(firstRun.filter((day) => !day.complete).every((day) => day.day === today)).toBe(true);
    const placed = await testApp.database.db.execute(
      sql`select tableoid::regclass::text as partition, to_char(day, 'YYYY-MM') as month from card_usage group by 1, 2`,
    );
    for (const row of (placed as unknown as { rows: { partition: string; month: string }[] }).rows) {
      expect(row.partition).toBe(partitionName(`${row.month}-01`));
    }
    const partitions = await existingUsagePartitions(testApp.database.db);
    expect(partitions).toContain(partitionName(monthBounds(today).first));
    // Made ahead at start-up: next month's rows have somewhere to go before the month begins.
    expect(partitions).toContain(partitionName(monthBounds(today).next));
    expect(await totalsMismatches(testApp.database.db)).toEqual([]);
    const { first, next } = monthBounds(today);
    expect(await monthUsageMismatches(testApp.database.db, first, next)).toBe(0);
    expect(await watermark()).toBe(addDays(today, -1));
  });

  it('changes nothing stored when run again (only the running day may have grown)', async () => {
    await syncNow();
    const again = await storedDays(testApp.database.db);
    expect(again).toHaveLength(firstRun.length);
    const before = byKey(firstRun);
    for (const day of again) {
      const earlier = before.get(`${day.cardId}|${day.day}`);
      if (!earlier) throw new Error(`new row ${day.cardId} ${day.day}`);
      if (day.complete) {
        // Days before the watermark are not even asked to be written again.
        expect(day).toEqual(earlier);
      } else {
        expect(day.dataKilobytes).toBeGreaterThanOrEqual(earlier.dataKilobytes);
      }
    }
    expect(await totalsMismatches(testApp.database.db)).toEqual([]);
    expect(await watermark()).toBe(addDays(today, -1));
  });

  it('adds only the new day after the carrier moves on a day, and completes the day before', async () => {
    const before = byKey(await storedDays(testApp.database.db));
    await carrierSim.admin('POST', '/admin/advance', { hours: 24 });
    const newToday = addDays(today, 1);
    expect(await simulatorToday()).toBe(newToday);
    await syncNow();
    const after = await storedDays(testApp.database.db);
    expect(after).toHaveLength(cardCount * 8);
    const added = after.filter((day) => !before.has(`${day.cardId}|${day.day}`));
    expect(added).toHaveLength(cardCount);
    expect(added.every((day) => day.day === newToday && !day.complete)).toBe(true);
    const rewritten = after.filter(
      (day) => before.get(`${day.cardId}|${day.day}`)?.syncedAt !== day.syncedAt,
    );
    expect(new Set(rewritten.map((day) => day.day))).toEqual(new Set([today, newToday]));
    expect(after.filter((day) => day.day === today).every((day) => day.complete)).toBe(true);
    expect(await watermark()).toBe(today);
    expect(await totalsMismatches(testApp.database.db)).toEqual([]);
    today = newToday;
  });

  it('completes through a burst of 429s, waiting as the carrier asks', async () => {
    const db = testApp.database.db;
    const [last] = await db
      .select({ id: sql<number>`coalesce(max(${carrierCallLog.id}), 0)` })
      .from(carrierCallLog);
    await carrierSim.admin('PATCH', `/admin/accounts/${simDemoAppId}`, { rateLimitPerSecond: 2 });
    try {
      await syncNow();
    } finally {
      await carrierSim.admin('PATCH', `/admin/accounts/${simDemoAppId}`, { rateLimitPerSecond: 10 });
    }
    const [limited] = await db
      .select({ count: count() })
      .from(carrierCallLog)
      .where(and(gt(carrierCallLog.id, Number(last?.id ?? 0)), eq(carrierCallLog.httpStatus, 429)));
    expect(limited?.count ?? 0).toBeGreaterThan(0);
    expect(await storedDays(db)).toHaveLength(cardCount * 8);
  });

  it('shows the stored usage in the dashboard series, within the caller scope', async () => {
    const series = async (account: string) => {
      const { token } = await testApp.login(account);
      const answer = await testApp.call<DashboardSummaryRow>(
        'dashboard/summary',
        { utcOffsetMinutes: 480 },
        { token },
      );
      expect(answer.status, answer.msg).toBe('0');
      return new Map((answer.rows[0]?.cards.daily ?? []).map((entry) => [entry.day, entry.usageKilobytes]));
    };
    const expected = async (account: string, day: string) => {
      const result = await testApp.database.db.execute(sql`
        select coalesce(sum(usage.data_kb), 0)::float8 as kb from card_usage usage
        join operators on operators.account = ${account}
        join organizations org on org.id = operators.org_id
        where usage.company_id = operators.company_id and usage.org_path like org.path || '%'
          and usage.day = ${day}::date`);
      return (result as unknown as { rows: { kb: number }[] }).rows[0]?.kb ?? -1;
    };
    const company = await series('demo.company');
    const dealer = await series('demo.dealer');
    const yesterday = addDays(today, -1);
    expect(company.get(yesterday)).toBe(await expected('demo.company', yesterday));
    expect(company.get(yesterday)).toBeGreaterThan(0);
    expect(dealer.get(yesterday) ?? 0).toBe(await expected('demo.dealer', yesterday));
    expect(dealer.get(yesterday) ?? 0).toBeLessThan(company.get(yesterday) ?? 0);
  });
});

describe('the daily schedule', () => {
  it('starts a due account once, recorded as the account company’s senior operator', async () => {
    const db = testApp.database.db;
    const { scheduler } = testApp.modules.handleOf(simCardsModule).usage;
    await scheduler.tick();
    const [state] = await db
      .select()
      .from(cardUsageSyncState)
      .where(eq(cardUsageSyncState.accountId, accountId));
    expect(state?.nextScheduledAt?.getTime()).toBeGreaterThan(Date.now());
    expect(await scheduler.tick()).toEqual([]);
    await db
      .update(cardUsageSyncState)
      .set({ nextScheduledAt: new Date(Date.now() - 60_000) })
      .where(eq(cardUsageSyncState.accountId, accountId));
    const started = await scheduler.tick();
    expect(started).toHaveLength(1);
    // Due again at once, but its run is still going: never a second one.
    await db
      .update(cardUsageSyncState)
      .set({ nextScheduledAt: new Date(Date.now() - 60_000) })
      .where(eq(cardUsageSyncState.accountId, accountId));
    expect(await scheduler.tick()).toEqual([]);
    const task = await waitForTask(db, started[0] ?? 0, isFinished, 60_000);
    expect(task.taskStatus).toBe(1);
    expect(task.input).toEqual({ accountId, trigger: 'schedule' });
    const [admin] = await db
      .select({ id: operators.id })
      .from(operators)
      .where(eq(operators.account, 'admin'));
    expect(task.operatorId).toBe(admin?.id);
  });
});
