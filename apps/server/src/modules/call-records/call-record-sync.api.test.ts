import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alarmSource, pushStatus } from '@simdesk/contract';
import type { CallRecordSyncRow } from '@simdesk/contract/modules/call-records';
import { loadOutboundConfig } from '../../platform/outbound/outbound-policy';
import { startListeningSim, simDemoAppId, type ListeningSim } from '../carrier-account/testing';
import { companyModule } from '../company';
import { companyIdNamed, startPushReceiver, type PushReceiver } from '../company/testing';
import { useDemoAccountAt } from '../sim-cards/testing';
import { createTaskTestApp, type TaskTestApp } from '../task/testing';
import { callRecordsModule } from '.';
import { syncDueAccounts } from './record-sync';
import { alarmRecords, callDetailRecords, callRecordSyncState, pushRecords } from './call-records-schema';
import { answered, type PushPage } from './call-records-test-support';

let testApp: TaskTestApp;
let carrierSim: ListeningSim;
let receiver: PushReceiver;
let accountId: number;
let adminToken: string;
let makerToken: string;

beforeAll(async () => {
  carrierSim = await startListeningSim({ seedCards: 400 });
  await carrierSim.admin('PATCH', `/admin/accounts/${simDemoAppId}`, { rateLimitPerSecond: 1000 });
  receiver = await startPushReceiver();
  testApp = await createTaskTestApp({
    modules: [callRecordsModule, companyModule],
    environment: { SIMDESK_CALL_RECORD_SYNC_MINUTES: '0' },
    config: {
      outbound: {
        ...loadOutboundConfig({}),
        allowPrivateNetworks: true,
        pushTimeoutMilliseconds: 1000,
        pushRetryDelaySeconds: 1,
        pushRetryLimit: 3,
      },
    },
  });
  accountId = await useDemoAccountAt(testApp.database.db, carrierSim.baseUrl);
  adminToken = (await testApp.login('admin')).token;
  makerToken = (await testApp.login('demo.company')).token;
}, 120_000);
afterAll(async () => {
  await testApp?.close();
  await carrierSim?.close();
  await receiver?.close();
});

async function fetchedCount(): Promise<{ total: number; distinct: number }> {
  const [row] = await testApp.database.db
    .select({ total: count(), distinct: sql<number>`count(distinct carrier_record_id)::int` })
    .from(callDetailRecords)
    .where(eq(callDetailRecords.accountId, accountId));
  return { total: row?.total ?? 0, distinct: row?.distinct ?? 0 };
}

describe('fetching records from the carrier', () => {
  it('stores the records of the last day once, however often it is fetched, and says as of when', async () => {
    // The demo's own records are there before the first fetch, which looks back a day from scratch.
    await testApp.database.db
      .update(callRecordSyncState)
      .set({ syncedThrough: null })
      .where(eq(callRecordSyncState.accountId, accountId));
    const seeded = await fetchedCount();
    const first = await answered<{ added: number }>(testApp, adminToken, 'call-record/sync-now', {
      accountId,
    });
    expect(first.added).toBeGreaterThan(0);
    expect((await fetchedCount()).total - seeded.total).toBe(first.added);
    // The same window again: nothing is stored twice.
    await testApp.database.db
      .update(callRecordSyncState)
      .set({ syncedThrough: sql`${callRecordSyncState.syncedThrough} - interval '1 day'` })
      .where(eq(callRecordSyncState.accountId, accountId));
    await answered(testApp, adminToken, 'call-record/sync-now', { accountId });
    const again = await fetchedCount();
    expect(again.distinct).toBe(again.total);
    const state = await testApp.call<CallRecordSyncRow>('call-record/sync-state', {}, { token: adminToken });
    const mine = state.rows.find((row) => row.accountId === accountId);
    expect(mine?.syncedThrough).not.toBeNull();
    expect(mine?.lastError).toBeNull();
  }, 120_000);

  it('schedules an account first seen one interval later, then fetches it when due, once', async () => {
    const { db } = testApp.database;
    await db.delete(callRecordSyncState);
    expect(await syncDueAccounts(testApp.services, 3_600_000)).toBe(0);
    await db
      .update(callRecordSyncState)
      .set({ nextRunAt: new Date(Date.now() - 1000), syncedThrough: new Date(Date.now() - 3_600_000) })
      .where(eq(callRecordSyncState.accountId, accountId));
    expect(await syncDueAccounts(testApp.services, 3_600_000)).toBe(1);
    expect(await syncDueAccounts(testApp.services, 3_600_000)).toBe(0);
  }, 120_000);

  it('raises a system alarm when the carrier fails, and keeps what it had', async () => {
    const before = await fetchedCount();
    await carrierSim.admin('PUT', '/admin/faults', {
      endpoints: { '/v1/cdrs': { errorRate: 1, errorStatus: 500 } },
    });
    const failed = await testApp.call('call-record/sync-now', { accountId }, { token: adminToken });
    await carrierSim.admin('PUT', '/admin/faults', {});
    expect(failed.status).not.toBe('0');
    expect(await fetchedCount()).toEqual(before);
    const alarms = await testApp.database.db
      .select()
      .from(alarmRecords)
      .where(eq(alarmRecords.source, alarmSource.byName.system));
    expect(alarms.some((alarm) => alarm.cause.includes('call detail records'))).toBe(true);
  }, 120_000);
});

describe('push records', () => {
  it('records every attempt of a push under one event id, and a resend reaches the receiver again', async () => {
    await testApp.call('company/reset-app-push-key', {}, { token: makerToken });
    const saved = await testApp.call(
      'company/edit-api-push-config',
      { url: receiver.url, enabled: true, events: ['card.usage.alarm'] },
      { token: makerToken },
    );
    expect(saved.status, saved.msg).toBe('0');
    receiver.answerWith(500);
    const makerId = await companyIdNamed(testApp.database.db, 'Aurora Motors');
    const pushed = await testApp.services.webhooks.push(makerId, 'card.usage.alarm', { cards: [] });
    const eventId = pushed.messageId ?? '';
    const waitFor = async (check: () => Promise<boolean>) => {
      const deadline = Date.now() + 30_000;
      while (!(await check()) && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 200));
    };
    const recordOf = async () => {
      const [row] = await testApp.database.db
        .select()
        .from(pushRecords)
        .where(eq(pushRecords.eventId, eventId));
      return row;
    };
    await waitFor(async () => ((await recordOf())?.attempts ?? 0) >= 2);
    receiver.answerWith(204);
    await waitFor(async () => (await recordOf())?.status === pushStatus.byName.delivered);
    const record = await recordOf();
    expect(record?.attempts).toBeGreaterThanOrEqual(2);
    expect(record?.status).toBe(pushStatus.byName.delivered);
    expect(new Set(receiver.received.map((push) => push.headers['webhook-id']))).toEqual(new Set([eventId]));

    const page = await answered<PushPage>(testApp, makerToken, 'push-record/list', { eventId });
    const id = page.records[0]?.id ?? 0;
    const seen = receiver.received.length;
    await answered(testApp, makerToken, 'push-record/resend', { id });
    await waitFor(async () => receiver.received.length > seen);
    expect(receiver.received.at(-1)?.headers['webhook-id']).toBe(eventId);
    const [resent] = await testApp.database.db
      .select({ resendCount: pushRecords.resendCount })
      .from(pushRecords)
      .where(and(eq(pushRecords.eventId, eventId)));
    expect(resent?.resendCount).toBe(1);
  }, 90_000);
});
