import { asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoredUsageDayRow, UsageSyncStateRow } from '@simdesk/contract';
import { organizations } from '../../../platform/database/schema';
import { simCards } from '../schema/cards-schema';
import { carrierAccounts } from '../../../platform/database/schema-carrier';
import { tasks } from '../../../platform/database/schema-tasks';
import { startListeningSim, type ListeningSim } from '../../carrier-account/testing';
import { companyIdNamed } from '../../company/testing';
import { createTaskTestApp, isFinished, waitForTask, type TaskTestApp } from '../../task/testing';
import { addDays, carrierDayOf } from './carrier-calendar';
import { useDemoAccountAt } from './usage-test-support';
import { simCardsModule } from '..';

let testApp: TaskTestApp;
let carrierSim: ListeningSim;
let accountId: number;
const tokens: Record<string, string> = {};
/** A card of each place the scoping cases need. */
const cardIn: Record<'north' | 'south' | 'beijingDealer' | 'carrier', number> = {
  north: 0,
  south: 0,
  beijingDealer: 0,
  carrier: 0,
};
const range = { from: '2020-01-01', to: '2020-12-31' };

async function cardOfOrg(orgName: string): Promise<number> {
  const [card] = await testApp.database.db
    .select({ id: simCards.id })
    .from(simCards)
    .innerJoin(organizations, eq(organizations.id, simCards.orgId))
    .where(eq(organizations.name, orgName))
    .orderBy(asc(simCards.id))
    .limit(1);
  if (!card) throw new Error(`no card in ${orgName}`);
  return card.id;
}

async function taskCount(): Promise<number> {
  const [counted] = await testApp.database.db.select({ count: count() }).from(tasks);
  return counted?.count ?? 0;
}

beforeAll(async () => {
  carrierSim = await startListeningSim({ seedCards: 400 });
  testApp = await createTaskTestApp({ modules: [simCardsModule] });
  accountId = await useDemoAccountAt(testApp.database.db, carrierSim.baseUrl);
  for (const account of ['admin', 'demo.company', 'demo.dealer', 'demo.restricted', 'demo.api']) {
    tokens[account] = (await testApp.login(account)).token;
  }
  cardIn.north = await cardOfOrg('North region');
  cardIn.south = await cardOfOrg('South region');
  cardIn.beijingDealer = await cardOfOrg('Beijing dealer');
  const carrierCompanyId = await companyIdNamed(testApp.database.db, 'simdesk Mobile');
  const [carrierCard] = await testApp.database.db
    .select({ id: simCards.id })
    .from(simCards)
    .where(eq(simCards.companyId, carrierCompanyId))
    .limit(1);
  cardIn.carrier = carrierCard?.id ?? 0;
  const started = await testApp.call<{ taskId: number }>(
    'card-usage/sync-now',
    { accountId },
    { token: tokens.admin },
  );
  await waitForTask(testApp.database.db, started.rows[0]?.taskId ?? 0, isFinished, 60_000);
  const clock = (await carrierSim.admin('GET', '/admin/clock')) as { simulatedTime: string };
  const today = carrierDayOf(new Date(clock.simulatedTime));
  range.from = addDays(today, -10);
  range.to = addDays(today, 2);
});
afterAll(async () => {
  await testApp?.close();
  await carrierSim?.close();
});

const daily = (account: string, cardId: number, obj: Record<string, unknown> = range) =>
  testApp.call<StoredUsageDayRow>('card-usage/daily', { cardId, ...obj }, { token: tokens[account] });

describe('card-usage/daily', () => {
  it('answers the stored days of a card in the range, oldest first', async () => {
    const answer = await daily('admin', cardIn.north);
    expect(answer.status, answer.msg).toBe('0');
    expect(answer.rows).toHaveLength(7);
    const days = answer.rows.map((row) => row.day);
    expect(days).toEqual([...days].sort());
    expect(answer.rows.slice(0, 6).every((row) => row.complete)).toBe(true);
    expect(answer.rows.at(-1)?.complete).toBe(false);
    const narrow = await daily('admin', cardIn.north, { from: days[1], to: days[2] });
    expect(narrow.rows.map((row) => row.day)).toEqual(days.slice(1, 3));
  });

  it('keeps to the caller’s company and org subtree', async () => {
    expect((await daily('demo.company', cardIn.south)).rows).toHaveLength(7);
    expect((await daily('demo.company', cardIn.carrier)).status).toBe('404');
    expect((await daily('demo.restricted', cardIn.north)).status).toBe('0');
    expect((await daily('demo.restricted', cardIn.south)).status).toBe('404');
    expect((await daily('demo.dealer', cardIn.beijingDealer)).rows).toHaveLength(7);
    expect((await daily('demo.dealer', cardIn.north)).status).toBe('404');
  });

  it('refuses bad ranges and unknown fields with a clear error', async () => {
    const cases: Record<string, unknown>[] = [
      { from: '2026-03-02', to: '2026-03-01' },
      { from: '2024-01-01', to: '2025-06-30' },
      { from: '2026-02-30', to: '2026-03-01' },
      { from: '2026/03/01', to: '2026-03-01' },
      { ...range, extra: 1 },
    ];
    for (const obj of cases) {
      const answer = await daily('admin', cardIn.north, obj);
      expect(answer.status, JSON.stringify(obj)).toBe('400');
      expect(answer.msg.length).toBeGreaterThan(0);
    }
  });

  it('needs the card list’s get right', async () => {
    expect((await daily('demo.api', cardIn.north)).status).toBe('403');
  });
});

describe('card-usage/sync-now and sync-state', () => {
  const syncNow = (account: string, obj: Record<string, unknown> = { accountId }) =>
    testApp.call<{ taskId: number; alreadyRunning: boolean }>('card-usage/sync-now', obj, {
      token: tokens[account],
    });

  it('starts one run per account: asked again while it runs, answers the same task', async () => {
    const first = await syncNow('admin');
    const second = await syncNow('admin');
    expect(first.status, first.msg).toBe('0');
    expect(second.rows[0]).toEqual({ taskId: first.rows[0]?.taskId, alreadyRunning: true });
    const task = await waitForTask(testApp.database.db, first.rows[0]?.taskId ?? 0, isFinished, 60_000);
    expect(task.taskStatus).toBe(1);
    expect(task.input).toEqual({ accountId, trigger: 'request' });
  });

  it('refuses without the edit right, another company’s account, a disabled account and bad input', async () => {
    const before = await taskCount();
    expect((await syncNow('demo.dealer')).status).toBe('403');
    expect((await syncNow('demo.company')).status).toBe('404');
    expect((await syncNow('admin', { accountId: 999_999 })).status).toBe('404');
    expect((await syncNow('admin', { accountId: 'one' })).status).toBe('400');
    expect((await syncNow('admin', { accountId, force: true })).status).toBe('400');
    const db = testApp.database.db;
    await db.update(carrierAccounts).set({ enabled: false }).where(eq(carrierAccounts.id, accountId));
    try {
      const disabled = await syncNow('admin');
      expect(disabled.status).toBe('400');
      expect(disabled.msg).toMatch(/disabled/);
    } finally {
      await db.update(carrierAccounts).set({ enabled: true }).where(eq(carrierAccounts.id, accountId));
    }
    expect(await taskCount()).toBe(before);
  });

  it('tells where each visible account stands', async () => {
    const answer = await testApp.call<UsageSyncStateRow>(
      'card-usage/sync-state',
      {},
      { token: tokens.admin },
    );
    expect(answer.status, answer.msg).toBe('0');
    const state = answer.rows.find((row) => row.accountId === accountId);
    expect(state?.syncedThroughDay).toBe(addDays(range.to, -3));
    expect(state?.lastTaskStatus).toBe(1);
    expect(state?.lastRunCardCount).toBe(400);
    expect(state?.lastRunFinishedAt).not.toBeNull();
    const company = await testApp.call<UsageSyncStateRow>(
      'card-usage/sync-state',
      {},
      {
        token: tokens['demo.company'],
      },
    );
    expect(company.rows).toEqual([]);
    const other = await testApp.call(
      'card-usage/sync-state',
      { accountId },
      { token: tokens['demo.company'] },
    );
    expect(other.status).toBe('404');
    expect((await testApp.call('card-usage/sync-state', {}, { token: tokens['demo.api'] })).status).toBe(
      '403',
    );
  });
});
