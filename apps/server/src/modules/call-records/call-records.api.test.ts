// @module-tag pglite (the main flow of the call-records module: the partitioned table, keyset pages, scope)
import { beforeAll, describe, expect, it } from 'vitest';
import { alarmSource, callRecordType, messageType, pushStatus } from '@simdesk/contract';
import type {
  AlarmRecordRow,
  CallRecordTotalsRow,
  PushEndpointHealthRow,
} from '@simdesk/contract/modules/call-records';
import { useSignIn, useTestApp } from '../../test/test-app';
import { companyIdNamed } from '../company/testing';
import { callRecordsModule } from '.';
import {
  addRecordsOperator,
  answered,
  pushOf,
  storedCounts,
  type AlarmPage,
  type PushPage,
  type RecordPage,
} from './call-records-test-support';

const testApp = useTestApp({ modules: [callRecordsModule] });

beforeAll(async () => {
  const db = testApp.database.db;
  await addRecordsOperator(db, 'records.viewer', await companyIdNamed(db, 'Aurora Motors'), ['query', 'get']);
  await addRecordsOperator(db, 'records.fleet', await companyIdNamed(db, 'Fleetlink API'), [
    'query',
    'get',
    'edit',
  ]);
});

const admin = useSignIn(testApp, 'admin');
const maker = useSignIn(testApp, 'demo.company');
const dealer = useSignIn(testApp, 'demo.dealer');
const viewer = useSignIn(testApp, 'records.viewer');
const fleet = useSignIn(testApp, 'records.fleet');

const listRecords = (token: string, obj: unknown) =>
  answered<RecordPage>(testApp, token, 'call-record/list', obj);

describe('received records', () => {
  it('pages newest first by keyset, the pages apart and in order', async () => {
    const first = await listRecords(viewer.token, { pageSize: 20 });
    expect(first.records).toHaveLength(20);
    expect(first.nextCursor).not.toBeNull();
    const second = await listRecords(viewer.token, { pageSize: 20, cursor: first.nextCursor });
    const ids = new Set(first.records.map((record) => record.id));
    expect(second.records.some((record) => ids.has(record.id))).toBe(false);
    const times = [...first.records, ...second.records].map((record) => record.startedAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(first.total).toBeGreaterThanOrEqual(40);
  });

  it('filters by any number of a card, by type and by time, with totals of the filtered set', async () => {
    const [sample] = (await listRecords(viewer.token, { pageSize: 1 })).records;
    if (!sample?.msisdn) throw new Error('no record with an MSISDN');
    const byCard = await listRecords(viewer.token, { cardNumbers: [sample.msisdn], pageSize: 100 });
    expect(byCard.records.length).toBeGreaterThan(0);
    expect(byCard.records.every((record) => record.iccid === sample.iccid)).toBe(true);
    const data = await listRecords(viewer.token, {
      cardNumbers: [sample.iccid],
      recordTypes: [callRecordType.byName.data],
      pageSize: 100,
    });
    expect(data.records.every((record) => record.recordType === callRecordType.byName.data)).toBe(true);
    const totals = await answered<CallRecordTotalsRow>(testApp, viewer.token, 'call-record/totals', {
      cardNumbers: [sample.iccid],
    });
    expect(totals.recordCount).toBe(byCard.total);
    expect(totals.dataSessionCount).toBe(data.total);
    const future = await listRecords(viewer.token, { from: '2099-01-01 00:00:00', pageSize: 10 });
    expect(future.records).toHaveLength(0);
  });

  it('is scoped: a dealer sees its org only, another company nothing of Aurora', async () => {
    const all = await listRecords(viewer.token, { pageSize: 100 });
    const dealers = await listRecords(dealer.token, { pageSize: 100 }).catch(() => null);
    // The demo dealer holds no record page: refused, never shown Aurora's records.
    expect(dealers).toBeNull();
    const fleets = await listRecords(fleet.token, { pageSize: 100 });
    expect(fleets.records).toHaveLength(0);
    const aurora = all.records[0]?.iccid ?? '';
    const named = await listRecords(fleet.token, { cardNumbers: [aurora], pageSize: 10 });
    expect(named.records).toHaveLength(0);
    const refused = await testApp.call(
      'call-record/list',
      { companyId: all.records[0]?.companyId },
      { token: fleet.token },
    );
    expect(refused.status).toBe('403');
  });

  it('refuses bad input in the envelope and changes nothing', async () => {
    const before = await storedCounts(testApp.database.db);
    for (const obj of [{ recordTypes: [9] }, { cardNumbers: [] }, { pageSize: 1000 }, { unknown: 1 }]) {
      const answer = await testApp.call('call-record/list', obj, { token: viewer.token });
      expect(answer.status, JSON.stringify(obj)).not.toBe('0');
      expect(answer.httpStatus).toBeLessThan(500);
    }
    const syncByCompany = await testApp.call('call-record/sync-now', {}, { token: fleet.token });
    expect(syncByCompany.status).toBe('403');
    expect(await storedCounts(testApp.database.db)).toEqual(before);
  });
});

describe('push records', () => {
  it('lists the company pushes with their attempts, and endpoint health over 24 hours', async () => {
    const page = await answered<PushPage>(testApp, maker.token, 'push-record/list', { pageSize: 50 });
    expect(page.records.length).toBeGreaterThan(0);
    const statuses = new Set(page.records.map((push) => push.status));
    expect(statuses.has(pushStatus.byName.delivered)).toBe(true);
    expect(statuses.has(pushStatus.byName.failed)).toBe(true);
    const health = await testApp.call<PushEndpointHealthRow>(
      'push-record/health',
      {},
      { token: maker.token },
    );
    const [endpoint] = health.rows;
    expect(endpoint?.successRate).toBeGreaterThan(0);
    expect(endpoint?.backlog).toBeGreaterThan(0);
    expect(endpoint?.lastError).toBeTruthy();
    const fleetPushes = await answered<PushPage>(testApp, fleet.token, 'push-record/list', {});
    expect(fleetPushes.records).toHaveLength(0);
  });

  it('refuses a resend while the push is off, and another company push, changing nothing', async () => {
    const page = await answered<PushPage>(testApp, admin.token, 'push-record/list', { pageSize: 1 });
    const push = page.records[0];
    if (!push) throw new Error('no push');
    const before = await pushOf(testApp.database.db, push.id);
    const off = await testApp.call('push-record/resend', { id: push.id }, { token: admin.token });
    expect(off.status).not.toBe('0');
    const elsewhere = await testApp.call('push-record/resend', { id: push.id }, { token: fleet.token });
    expect(elsewhere.status).not.toBe('0');
    const range = await testApp.call(
      'push-record/replay',
      { from: '2026-01-01 00:00:00', to: '2026-06-01 00:00:00' },
      { token: fleet.token },
    );
    expect(range.status).not.toBe('0');
    expect(await pushOf(testApp.database.db, push.id)).toEqual(before);
  });
});

describe('alarm records', () => {
  it('lists alarms of rules and of the console, filters them and opens one', async () => {
    const page = await answered<AlarmPage>(testApp, maker.token, 'alarm-record/list', {});
    const sources = new Set(page.records.map((alarm) => alarm.source));
    expect(sources).toEqual(new Set([alarmSource.byName.rule, alarmSource.byName.system]));
    const usage = await answered<AlarmPage>(testApp, maker.token, 'alarm-record/list', {
      messageType: messageType.byName.dataUsageAlarm,
    });
    expect(usage.records.every((alarm) => alarm.messageType === messageType.byName.dataUsageAlarm)).toBe(
      true,
    );
    const ruleAlarm = usage.records[0];
    if (!ruleAlarm) throw new Error('no rule alarm');
    const byCard = await answered<AlarmPage>(testApp, maker.token, 'alarm-record/list', {
      cardNumber: ruleAlarm.iccids[0],
    });
    expect(byCard.records.map((alarm) => alarm.id)).toContain(ruleAlarm.id);
    const detail = await answered<AlarmRecordRow>(testApp, maker.token, 'alarm-record/detail', {
      id: ruleAlarm.id,
    });
    expect(detail.actions.length).toBeGreaterThan(0);
    const hidden = await testApp.call('alarm-record/detail', { id: ruleAlarm.id }, { token: fleet.token });
    expect(hidden.status).not.toBe('0');
  });
});

describe('freshness', () => {
  it('tells a company as of when the records of the accounts its cards use are complete', async () => {
    const states = await testApp.call<{ accountId: number }>(
      'call-record/sync-state',
      {},
      { token: maker.token },
    );
    expect(states.rows.length).toBeGreaterThan(0);
    const none = await testApp.call<{ accountId: number }>(
      'call-record/sync-state',
      {},
      { token: fleet.token },
    );
    expect(none.rows).toHaveLength(0);
  });
});
