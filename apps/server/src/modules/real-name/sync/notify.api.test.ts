// @module-tag pglite (real-name change notifications: a signed push per change for a company with push on, resend)
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { NotifyDetailRow, NotifyPage } from '@simdesk/contract/modules/real-name';
import { isFinished, waitForTask } from '../../task/testing';
import { realNameTestBedFor, type RealNameTestBed } from '../real-name-test-support';
import { realNameModule } from '..';

const queryRows = async <Row>(bed: RealNameTestBed, statement: ReturnType<typeof sql>) =>
  ((await bed.testApp.database.db.execute(statement)) as unknown as { rows: Row[] }).rows;

const aurora = sql`(select id from companies where name = 'Aurora Motors')`;
const fleetlink = sql`(select id from companies where name = 'Fleetlink API')`;
let changedIccid = '';

const testBed = realNameTestBedFor(['demo.company', 'demo.restricted'], async (bed) => {
  await queryRows(
    bed,
    sql`insert into company_push_configs (company_id, url, enabled, events, signing_key)
      values (${aurora}, 'http://127.0.0.1:9/in', true, array['card.realname.changed'],
        'whsec_c2lnbmluZy1rZXktZm9yLXRlc3RzLW9ubHk=')
      on conflict (company_id) do update set enabled = true, url = excluded.url, events = excluded.events,
        signing_key = excluded.signing_key`,
  );
  await queryRows(bed, sql`delete from company_push_configs where company_id = ${fleetlink}`);
  const [card] = await queryRows<{ iccid: string }>(
    bed,
    sql`select iccid from sim_cards where company_id = ${aurora} and real_name_status = 2
      and carrier_account_id is not null order by id desc limit 1`,
  );
  if (!card) throw new Error('no registered card');
  changedIccid = card.iccid;
});
const { callAs } = testBed;
const handle = () => testBed.bed().testApp.modules.handleOf(realNameModule);
const pushCount = async (company: ReturnType<typeof sql>) =>
  (
    await queryRows<{ count: number }>(
      testBed.bed(),
      sql`select count(*)::int as count from push_records
        where company_id = ${company} and event_type = 'card.realname.changed'`,
    )
  )[0]?.count;

describe('real-name change notifications', () => {
  it('pushes card.realname.changed when a sync settles a change, for a company with push on', async () => {
    await testBed.bed().carrierSim.admin('PUT', `/admin/real-name/${changedIccid}`, { realNameStatus: 3 });
    const started = await callAs<{ taskId: number }>('demo.company', 'real-name-sync/start', {
      scope: 'cards',
      cardNumbers: [changedIccid],
    });
    expect(started.status, started.msg).toBe('0');
    await waitForTask(testBed.bed().testApp.database.db, started.rows[0]?.taskId ?? 0, isFinished);
    await handle().tellChanges();
    const listed = await callAs<NotifyPage>('demo.company', 'real-name-notify/list', {
      cardNumber: changedIccid,
    });
    expect(listed.status, listed.msg).toBe('0');
    const [notification] = listed.rows[0]?.notifications ?? [];
    expect(notification).toMatchObject({ iccid: changedIccid, previousStatus: 2, newStatus: 3 });
    const detail = await callAs<NotifyDetailRow>('demo.company', 'real-name-notify/detail', {
      id: notification?.id ?? 0,
    });
    const body = JSON.parse(detail.rows[0]?.payload ?? '{}') as {
      type: string;
      data: Record<string, unknown>;
    };
    expect(body.type).toBe('card.realname.changed');
    expect(Object.keys(body.data).sort()).toEqual([
      'changedAt',
      'iccid',
      'imsi',
      'msisdn',
      'previousStatus',
      'status',
    ]);
    // Told once: the outbox is empty after it.
    await handle().tellChanges();
    expect(
      (await callAs<NotifyPage>('demo.company', 'real-name-notify/list', { cardNumber: changedIccid }))
        .rows[0]?.total,
    ).toBe(1);
  });

  it('tells a company with push off nothing, and drops its changes', async () => {
    await queryRows(
      testBed.bed(),
      sql`insert into card_real_name_changes (card_id, company_id, previous_status, status)
        select id, company_id, 2, 3 from sim_cards where company_id = ${fleetlink} limit 1`,
    );
    await handle().tellChanges();
    expect(await pushCount(fleetlink)).toBe(0);
    const [left] = await queryRows<{ count: number }>(
      testBed.bed(),
      sql`select count(*)::int as count from card_real_name_changes`,
    );
    expect(left?.count).toBe(0);
  });

  it('sends a notification again, and finds no other push through these calls', async () => {
    const listed = await callAs<NotifyPage>('demo.company', 'real-name-notify/list', {});
    const id = listed.rows[0]?.notifications[0]?.id ?? 0;
    const resent = await callAs<{ resendCount: number }>('demo.company', 'real-name-notify/resend', { id });
    expect(resent.status, resent.msg).toBe('0');
    const [stored] = await queryRows<{ resendCount: number }>(
      testBed.bed(),
      sql`select resend_count as "resendCount" from push_records where id = ${id}`,
    );
    expect(stored?.resendCount).toBe(1);
    expect((await callAs('demo.company', 'real-name-notify/resend', { id: 999_999 })).status).toBe('404');
    expect((await callAs('demo.company', 'real-name-notify/list', { cardNumber: '' })).status).toBe('400');
    expect((await callAs('demo.restricted', 'real-name-notify/resend', { id })).status).toBe('403');
  });
});
