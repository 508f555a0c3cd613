// @module-tag pglite (status sync with the carrier: runs on demand and scheduled, differences settled, errors kept)
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { SyncDetailRow, SyncPage } from '@simdesk/contract/modules/real-name';
import { insertOperatorLike } from '../../../test/stored-operator';
import { isFinished, waitForTask } from '../../task/testing';
import { realNameTestBedFor, type RealNameTestBed } from '../real-name-test-support';
import { realNameModule } from '..';

interface Fixture {
  registeredCard: { id: number; iccid: string };
  strangerCard: { id: number; iccid: string };
  dealerToken: string;
}
let fixture: Fixture;

export const queryRows = async <Row>(bed: RealNameTestBed, statement: ReturnType<typeof sql>) =>
  ((await bed.testApp.database.db.execute(statement)) as unknown as { rows: Row[] }).rows;

const testBed = realNameTestBedFor(['admin', 'demo.company', 'demo.restricted'], async (bed) => {
  const aurora = sql`(select id from companies where name = 'Aurora Motors')`;
  const [registered, stranger] = await queryRows<{ id: number; iccid: string }>(
    bed,
    sql`select id::int as id, iccid from sim_cards where company_id = ${aurora} and real_name_status = 2
      and carrier_account_id is not null order by id limit 2`,
  );
  const [dealer] = await queryRows<{ id: number }>(
    bed,
    sql`select id from organizations where name = 'Beijing dealer'`,
  );
  if (!registered || !stranger || !dealer) throw new Error('no registered cards or dealer org');
  // The carrier cancels one registration; another card's ICCID is one the carrier never issued.
  await bed.carrierSim.admin('PUT', `/admin/real-name/${registered.iccid}`, { realNameStatus: 3 });
  const strangerIccid = '89860099999999999990';
  await queryRows(bed, sql`update sim_cards set iccid = ${strangerIccid} where id = ${stranger.id}`);
  await insertOperatorLike(bed.testApp, 'demo.company', {
    account: 'sync.dealer',
    orgId: dealer.id,
    mobile: null,
  });
  fixture = {
    registeredCard: registered,
    strangerCard: { id: stranger.id, iccid: strangerIccid },
    dealerToken: (await bed.testApp.login('sync.dealer')).token,
  };
});
const { callAs } = testBed;
const syncCount = async () =>
  (
    await queryRows<{ count: number }>(testBed.bed(), sql`select count(*)::int as count from real_name_syncs`)
  )[0]?.count;

async function startAndFinish(obj: Record<string, unknown>) {
  const started = await callAs<{ syncId: number; taskId: number }>(
    'demo.company',
    'real-name-sync/start',
    obj,
  );
  expect(started.status, started.msg).toBe('0');
  const { syncId, taskId } = started.rows[0] ?? { syncId: 0, taskId: 0 };
  const task = await waitForTask(testBed.bed().testApp.database.db, taskId, isFinished);
  expect(task.failReason).toBeNull();
  return syncId;
}

describe('the status sync', () => {
  it('refuses an operator without the page, whatever the call', async () => {
    const calls: [string, Record<string, unknown>][] = [
      ['real-name-sync/list', {}],
      ['real-name-sync/filter-options', {}],
      ['real-name-sync/detail', { id: 1 }],
      ['real-name-sync/start', { scope: 'all' }],
      ['real-name-notify/list', {}],
      ['real-name-notify/detail', { id: 1 }],
      ['real-name-notify/resend', { id: 1 }],
    ];
    for (const [path, obj] of calls) {
      expect((await callAs('demo.restricted', path, obj)).status, path).toBe('403');
    }
  });

  it('refuses bad input and stores nothing', async () => {
    const before = await syncCount();
    const refusals = [
      { scope: 'cards' },
      { scope: 'cards', cardNumbers: ['89860000000000000000'] },
      { scope: 'everything' },
      { scope: 'cards', cardNumbers: Array.from({ length: 1001 }, (_, index) => `8986${index}`) },
    ];
    for (const obj of refusals) {
      expect(
        (await callAs('demo.company', 'real-name-sync/start', obj)).status,
        JSON.stringify(obj).slice(0, 60),
      ).toBe('400');
    }
    expect(await syncCount()).toBe(before);
  });

  it('settles a registration the carrier cancelled and keeps an error for a card it does not know', async () => {
    const { registeredCard, strangerCard } = fixture;
    const syncId = await startAndFinish({
      scope: 'cards',
      cardNumbers: [registeredCard.iccid, strangerCard.iccid],
    });
    const detail = await callAs<SyncDetailRow>('demo.company', 'real-name-sync/detail', { id: syncId });
    const { sync, items } = detail.rows[0] as SyncDetailRow;
    expect(sync).toMatchObject({
      status: 'completed',
      trigger: 'operator',
      checked: 2,
      changed: 1,
      errors: 1,
    });
    const changed = items.items.find((item) => item.outcome === 'changed');
    expect(changed).toMatchObject({
      cardId: registeredCard.id,
      ourStatus: 2,
      carrierStatus: 3,
      applied: true,
    });
    expect(changed?.differences).toContain('status');
    const error = items.items.find((item) => item.outcome === 'error');
    expect(error).toMatchObject({ cardId: strangerCard.id, applied: false });
    expect(error?.error).toBeTruthy();
    const [card] = await queryRows<{ status: number }>(
      testBed.bed(),
      sql`select real_name_status as status from sim_cards where id = ${registeredCard.id}`,
    );
    expect(card?.status).toBe(3);
    const synced = await queryRows<{ detail: string }>(
      testBed.bed(),
      sql`select e.detail from real_name_events e join real_name_registrations r on r.id = e.registration_id
        where r.card_id = ${registeredCard.id} and e.kind = 'synced'`,
    );
    expect(synced.map((event) => event.detail)).toEqual([`sync ${syncId}: 2 → 3`].slice(0, synced.length));
    // A second run finds the card in agreement: nothing changes twice.
    const again = await startAndFinish({ scope: 'cards', cardNumbers: [registeredCard.iccid] });
    const second = await callAs<SyncDetailRow>('demo.company', 'real-name-sync/detail', { id: again });
    expect(second.rows[0]?.sync).toMatchObject({ checked: 1, inAgreement: 1, changed: 0 });
  });

  it('lists runs in scope: another org sees neither the company runs nor their cards', async () => {
    const listed = await callAs<SyncPage>('demo.company', 'real-name-sync/list', {});
    expect(listed.rows[0]?.syncs.length).toBeGreaterThanOrEqual(2);
    const dealer = await testBed
      .bed()
      .testApp.call<SyncPage>('real-name-sync/list', {}, { token: fixture.dealerToken });
    expect(dealer.rows[0]?.syncs).toEqual([]);
    const firstId = listed.rows[0]?.syncs[0]?.id ?? 0;
    const hidden = await testBed
      .bed()
      .testApp.call('real-name-sync/detail', { id: firstId }, { token: fixture.dealerToken });
    expect(hidden.status).toBe('404');
    expect((await callAs('demo.company', 'real-name-sync/list', { companyId: 1 })).status).toBe('403');
  });

  it('runs the daily sync once per company, never two at a time', async () => {
    const handle = testBed.bed().testApp.modules.handleOf(realNameModule);
    const aurora = sql`(select id from companies where name = 'Aurora Motors')`;
    // A run of the company is going: the schedule leaves it alone.
    await queryRows(
      testBed.bed(),
      sql`insert into real_name_syncs (company_id, trigger, scope, status) values (${aurora}, 'operator', 'all', 'running')`,
    );
    await handle.syncScheduled();
    const scheduledOf = async () =>
      (
        await queryRows<{ count: number }>(
          testBed.bed(),
          sql`select count(*)::int as count from real_name_syncs where trigger = 'scheduled'
            and company_id = ${aurora} and started_at > now() - interval '1 hour'`,
        )
      )[0]?.count;
    expect(await scheduledOf()).toBe(0);
    await queryRows(
      testBed.bed(),
      sql`update real_name_syncs set status = 'cancelled' where status = 'running'`,
    );
    await handle.syncScheduled();
    expect(await scheduledOf()).toBe(1);
    await handle.syncScheduled();
    expect(await scheduledOf()).toBe(1);
    const [run] = await queryRows<{ status: string; checked: number }>(
      testBed.bed(),
      sql`select status, checked from real_name_syncs where trigger = 'scheduled' and company_id = ${aurora}
        order by id desc limit 1`,
    );
    expect(run?.status).toBe('completed');
    expect(run?.checked).toBeGreaterThan(0);
    // The durable guard: a second running row of a company is refused by the database itself.
    await queryRows(
      testBed.bed(),
      sql`insert into real_name_syncs (company_id, trigger, scope, status) values (${aurora}, 'scheduled', 'all', 'running')`,
    );
    await expect(
      queryRows(
        testBed.bed(),
        sql`insert into real_name_syncs (company_id, trigger, scope, status) values (${aurora}, 'operator', 'all', 'running')`,
      ),
    ).rejects.toThrow();
  });
});
