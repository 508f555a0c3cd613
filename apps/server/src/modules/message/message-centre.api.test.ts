// @module-tag pglite (the main flow of the message module)
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MessageHistoryRow, MessageRow, MessageUnreadCountRow } from '@simdesk/contract';
import { companies } from '../../platform/database/schema';
import { messages } from '../../platform/database/schema-messages';
import { useTestApp } from '../../test/test-app';
import { storedOperator } from '../../test/stored-operator';
import { messageModule } from '.';

const testApp = useTestApp({ modules: [messageModule] });
const tokens: Record<string, string> = {};
let makerId: number;

beforeAll(async () => {
  for (const account of ['demo.company', 'demo.dealer', 'demo.switch.maker', 'admin']) {
    tokens[account] = (await testApp.login(account)).token;
  }
  const [maker] = await testApp.database.db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.name, 'Aurora Motors'));
  makerId = maker?.id ?? 0;
  const dealerId = (await storedOperator(testApp, 'demo.dealer')).id;
  const publish = testApp.services.messages.publish;
  await publish({ companyId: makerId, moduleType: 0, messageType: 0, content: 'test: maker notice' });
  await publish({
    companyId: makerId,
    moduleType: 1,
    messageType: 3,
    ruleName: 'test rule',
    content: 'test: maker data alarm',
  });
  await publish({ companyId: makerId, moduleType: 2, messageType: 0, content: 'test: maker security' });
  await publish({
    companyId: makerId,
    operatorIds: [dealerId],
    moduleType: 0,
    messageType: 0,
    content: 'test: dealer only',
  });
});

const page = { pageIndex: 1, pageSize: 100 };
const listAs = (account: string, moduleType: number) =>
  testApp.call<MessageRow>('message/query-list', { moduleType }, { token: tokens[account], page });
const countsAs = (account: string) =>
  testApp.call<MessageUnreadCountRow>('message/unread-count', {}, { token: tokens[account] });
const contents = (rows: { content: string }[]) => rows.map((row) => row.content);

describe('message lists', () => {
  it("lists a tab's own messages newest first, unread, with the type, rule and time", async () => {
    const system = await listAs('demo.company', 0);
    expect(system.status).toBe('0');
    expect(contents(system.rows)).toContain('test: maker notice');
    expect(contents(system.rows)).not.toContain('test: dealer only');
    const times = system.rows.map((row) => row.occurTime);
    expect(times).toEqual([...times].sort().reverse());
    const alarms = await listAs('demo.company', 1);
    expect(alarms.rows.find((row) => row.content === 'test: maker data alarm')).toMatchObject({
      moduleType: 1,
      messageType: 3,
      ruleName: 'test rule',
      isRead: 0,
    });
    expect(alarms.total).toBe(alarms.rows.length);
  });

  it("never shows another company's messages", async () => {
    const carrierRows = (await listAs('admin', 0)).rows;
    expect(contents(carrierRows)).not.toContain('test: maker notice');
    expect(contents((await listAs('demo.dealer', 0)).rows)).toContain('test: dealer only');
  });

  it('refuses the rule-alarm tab without the rule management code, and leaves it out of the counts', async () => {
    expect((await listAs('demo.dealer', 1)).status).toBe('403');
    const update = await testApp.call(
      'message/update-msg-record',
      { moduleType: 1 },
      { token: tokens['demo.dealer'] },
    );
    expect(update.status).toBe('403');
    expect(
      (await testApp.call('message/clear', { moduleType: 1 }, { token: tokens['demo.dealer'] })).status,
    ).toBe('403');
    const counts = await countsAs('demo.dealer');
    expect(counts.rows.map((row) => row.moduleType)).toEqual([0, 2]);
    expect((await countsAs('demo.company')).rows.map((row) => row.moduleType)).toEqual([0, 1, 2]);
  });

  it('answers bad input with an envelope error', async () => {
    const token = tokens['demo.company'];
    expect((await testApp.call('message/query-list', { moduleType: 3 }, { token })).status).toBe('400');
    expect((await testApp.call('message/query-list', { moduleType: '0' }, { token })).status).toBe('400');
    const tooBig = await testApp.call(
      'message/query-list',
      { moduleType: 0 },
      { token, page: { pageIndex: 1, pageSize: 101 } },
    );
    expect(tooBig.status).toBe('400');
    expect((await testApp.call('message/query-list', {}, { token })).status).toBe('400');
    const history = await testApp.call(
      'message/query-system-message-history',
      { from: 'yesterday' },
      { token },
    );
    expect(history.status).toBe('400');
  });
});

describe('reading and clearing', () => {
  it('marks a tab read: its unread count drops to zero, other tabs stay', async () => {
    const token = tokens['demo.switch.maker'];
    const before = (await countsAs('demo.switch.maker')).rows;
    expect(before.find((row) => row.moduleType === 2)?.unreadCount).toBeGreaterThan(0);
    const answer = await testApp.call<{ updatedCount: number }>(
      'message/update-msg-record',
      { moduleType: 2 },
      { token },
    );
    expect(answer.status).toBe('0');
    expect(answer.rows[0]?.updatedCount).toBe(before.find((row) => row.moduleType === 2)?.unreadCount);
    const after = (await countsAs('demo.switch.maker')).rows;
    // Read, not removed: the tab keeps every message (the demo's separations among them).
    expect(after.find((row) => row.moduleType === 2)).toMatchObject({
      unreadCount: 0,
      totalCount: before.find((row) => row.moduleType === 2)?.totalCount,
    });
    expect(after.find((row) => row.moduleType === 0)?.unreadCount).toBe(
      before.find((row) => row.moduleType === 0)?.unreadCount,
    );
  });

  it("marks given messages read, but only the caller's own: a foreign id changes nothing", async () => {
    const token = tokens['demo.switch.maker'];
    const own = (await listAs('demo.switch.maker', 1)).rows[0];
    const foreign = (await listAs('demo.company', 1)).rows[0];
    if (!own || !foreign) throw new Error('expected rule alarms');
    const refused = await testApp.call('message/update-msg-record', { ids: [own.id, foreign.id] }, { token });
    expect(refused.status).toBe('404');
    expect((await listAs('demo.switch.maker', 1)).rows[0]?.isRead).toBe(0);
    expect((await listAs('demo.company', 1)).rows[0]?.isRead).toBe(0);
    const both = await testApp.call('message/update-msg-record', { moduleType: 1, ids: [own.id] }, { token });
    expect(both.status).toBe('400');
    const marked = await testApp.call('message/update-msg-record', { ids: [own.id] }, { token });
    expect(marked.status).toBe('0');
    expect((await listAs('demo.switch.maker', 1)).rows.find((row) => row.id === own.id)?.isRead).toBe(1);
    expect((await listAs('demo.company', 1)).rows.find((row) => row.id === foreign.id)?.isRead).toBe(0);
  });

  it('refuses marking a rule alarm by id without the rule management code', async () => {
    const dealerId = (await storedOperator(testApp, 'demo.dealer')).id;
    const [ruleAlarm] = await testApp.database.db
      .select({ id: messages.id })
      .from(messages)
      .where(and(eq(messages.operatorId, dealerId), eq(messages.moduleType, 1)));
    // The company-wide alarm reached the dealer's row too; only the tab's code lets them touch it.
    if (!ruleAlarm) throw new Error('the dealer received the company rule alarm');
    const answer = await testApp.call(
      'message/update-msg-record',
      { ids: [ruleAlarm.id] },
      { token: tokens['demo.dealer'] },
    );
    expect(answer.status).toBe('403');
  });

  it('clears a tab: the drawer list is empty, the history still lists them as cleared and read', async () => {
    const token = tokens['demo.company'];
    const listed = (await listAs('demo.company', 0)).rows;
    expect(listed.length).toBeGreaterThan(0);
    const cleared = await testApp.call<{ updatedCount: number }>(
      'message/clear',
      { moduleType: 0 },
      { token },
    );
    expect(cleared.rows[0]?.updatedCount).toBe(listed.length);
    expect((await listAs('demo.company', 0)).rows).toEqual([]);
    expect((await countsAs('demo.company')).rows.find((row) => row.moduleType === 0)).toMatchObject({
      unreadCount: 0,
      totalCount: 0,
    });
    const history = await testApp.call<MessageHistoryRow>(
      'message/query-system-message-history',
      {},
      { token, page: { pageIndex: 1, pageSize: 50 } },
    );
    expect(history.total).toBe(listed.length);
    expect(history.rows.map((row) => row.id).sort()).toEqual(listed.map((row) => row.id).sort());
    expect(history.rows.every((row) => row.clearedTime !== null && row.isRead === 1)).toBe(true);
    // Another tab and another operator of the same company are untouched.
    expect((await listAs('demo.company', 1)).rows.length).toBeGreaterThan(0);
    expect(contents((await listAs('demo.switch.maker', 0)).rows)).toContain('test: maker notice');
  });

  it('filters the history by type and time range, only system messages', async () => {
    const token = tokens['demo.dealer'];
    const history = (obj: object) =>
      testApp.call<MessageHistoryRow>('message/query-system-message-history', obj, { token });
    const all = await history({});
    expect(all.rows.every((row) => row.moduleType === 0)).toBe(true);
    expect(contents(all.rows)).toContain('test: dealer only');
    expect((await history({ messageType: 3 })).total).toBe(0);
    expect((await history({ from: '2000-01-01 00:00:00', to: '2000-12-31 23:59:59' })).total).toBe(0);
    const recent = await history({ from: new Date(Date.now() - 60 * 60 * 1000).toISOString() });
    expect(contents(recent.rows)).toContain('test: dealer only');
    expect(recent.rows.length).toBeLessThan(all.rows.length);
    expect(recent.rows.every((row) => row.content.startsWith('test:'))).toBe(true);
  });
});
