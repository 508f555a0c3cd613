// @module-tag pglite (the main flow of the home module: counts by status and by day)
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { cardSeedProfile } from '@simdesk/carrier-sim/card-seed-profile';
import { cardStatus, type DashboardSummaryRow } from '@simdesk/contract';
import { rolePages } from '../../platform/database/schema';
import { messages } from '../../platform/database/schema-messages';
import { tasks } from '../../platform/database/schema-tasks';
import { useTestApp } from '../../test/test-app';
import { storedOperator } from '../../test/stored-operator';
import { callerOf } from '../task/testing';
import { homeModule } from '.';
import { simCardsModule } from '../sim-cards';

const testApp = useTestApp({ modules: [homeModule, simCardsModule] });
const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000);

async function insertTask(account: string, taskStatus: number, finishedDaysAgo?: number) {
  const caller = await callerOf(testApp.database.db, account);
  const finishTime = finishedDaysAgo === undefined ? null : daysAgo(finishedDaysAgo);
  await testApp.database.db.insert(tasks).values({
    ...caller,
    kind: 'test-count',
    taskType: 1,
    taskStatus,
    finishTime,
    updateTime: finishTime ?? new Date(),
  });
}

beforeAll(async () => {
  const db = testApp.database.db;
  const company = (await storedOperator(testApp, 'demo.company')).id;
  const maker = await callerOf(db, 'demo.company');
  // Start from a known inbox: the demo seed publishes a few messages of its own.
  await db.delete(messages).where(eq(messages.operatorId, company));
  const alarm = (messageType: number, extra: Partial<typeof messages.$inferInsert> = {}) => ({
    companyId: maker.companyId,
    operatorId: company,
    moduleType: 1,
    messageType,
    content: 'alarm',
    ...extra,
  });
  await db
    .insert(messages)
    .values([
      alarm(3),
      alarm(3),
      alarm(6),
      alarm(4, { readAt: new Date() }),
      alarm(5, { clearedAt: new Date() }),
      alarm(0, { moduleType: 0 }),
      alarm(3, { operatorId: (await storedOperator(testApp, 'demo.dealer')).id }),
    ]);
  await insertTask('demo.company', 4);
  await insertTask('demo.company', 0);
  await insertTask('demo.company', 1, 2);
  await insertTask('demo.company', 3, 1);
  await insertTask('demo.company', 2, 45);
  await insertTask('demo.dealer', 2, 3);
  await insertTask('admin', 4);
});

async function summaryOf(account: string, obj: unknown = {}) {
  const { token } = await testApp.login(account);
  return testApp.call<DashboardSummaryRow>('dashboard/summary', obj, { token });
}

describe('dashboard/summary', () => {
  it("counts the caller's cards by status and their activations per day of the last 30", async () => {
    const answer = await summaryOf('demo.company', { utcOffsetMinutes: 480 });
    expect(answer.status).toBe('0');
    const cards = answer.rows[0]?.cards;
    // The demo seed gives the maker the simulator's cards 0–299, in the statuses the simulator starts with.
    const profiles = Array.from({ length: 300 }, (_, index) => cardSeedProfile(index));
    expect(cards?.total).toBe(300);
    expect(cards?.byStatus.map((entry) => entry.status)).toEqual([...cardStatus.codes]);
    for (const entry of cards?.byStatus ?? []) {
      expect(entry.count).toBe(profiles.filter((profile) => profile.status === entry.status).length);
    }
    expect(cards?.daily).toHaveLength(30);
    const recent = profiles.filter(
      (profile) => profile.activatedDaysAgo !== null && profile.activatedDaysAgo < 30,
    );
    expect(cards?.daily.reduce((sum, day) => sum + day.activations, 0)).toBe(recent.length);
    // Usage per day comes with the usage sync.
    expect(cards?.daily.every((day) => day.usageKilobytes === 0)).toBe(true);
  });

  it("counts the caller's own unread, uncleared rule alarms by type", async () => {
    const alarms = (await summaryOf('demo.company')).rows[0]?.alarms;
    expect(alarms).toEqual({
      total: 3,
      byType: [
        { messageType: 3, count: 2 },
        { messageType: 6, count: 1 },
      ],
    });
  });

  it('counts running tasks and those finished in 30 days, within the company and org subtree', async () => {
    expect((await summaryOf('demo.company')).rows[0]?.tasks).toEqual({
      running: 2,
      succeeded: 1,
      failed: 1,
      partlyFailed: 1,
      cancelled: 0,
    });
    // The dealer's task centre right reaches their Beijing org only.
    expect((await summaryOf('demo.dealer')).rows[0]?.tasks).toEqual({
      running: 0,
      succeeded: 0,
      failed: 1,
      partlyFailed: 0,
      cancelled: 0,
    });
  });

  it('leaves out what the caller has no place for: alarms without rule management, tasks for role 3212', async () => {
    const restricted = (await summaryOf('demo.restricted')).rows[0];
    expect(restricted?.alarms).toBeNull();
    expect(restricted?.tasks).toBeNull();
    // Cards are counted within the org subtree: the North region holds half of the maker's cards.
    expect(restricted?.cards.total).toBe(150);
  });

  it('lets carrier staff with an all-net role count across companies', async () => {
    const summary = (await summaryOf('admin')).rows[0];
    expect(summary?.cards.total).toBe(400);
    const tasksSeen = summary?.tasks;
    expect(tasksSeen?.running).toBe(3);
  });

  it('refuses an operator without the dashboard page, or without its query right', async () => {
    expect((await summaryOf('demo.api')).status).toBe('403');
    const db = testApp.database.db;
    const dealerDashboard = and(
      eq(rolePages.roleId, '3'),
      eq(rolePages.pageCode, 'vehicleCardManagement-dashboard'),
    );
    await db.update(rolePages).set({ actions: [] }).where(dealerDashboard);
    expect((await summaryOf('demo.dealer')).status).toBe('403');
    await db
      .update(rolePages)
      .set({ actions: ['query'] })
      .where(dealerDashboard);
    expect((await summaryOf('demo.dealer')).status).toBe('0');
  });

  it.each([
    ['an offset beyond any time zone', { utcOffsetMinutes: 5000 }],
    ['an unknown key', { companyId: 1 }],
  ])('refuses %s', async (_case, obj) => {
    const answer = await summaryOf('demo.company', obj);
    expect(answer.status).toBe('400');
    expect(answer.rows).toEqual([]);
  });
});
