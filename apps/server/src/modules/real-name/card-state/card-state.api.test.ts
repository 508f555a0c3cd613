// @module-tag pglite (the real-name view of card states: what holds activation up, scoped and filtered)
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  activatableCardStates,
  type CardStateDetailRow,
  type CardStatePage,
} from '@simdesk/contract/modules/real-name';
import type { CardStateSummaryRow } from '@simdesk/contract/modules/real-name';
import { insertOperatorLike } from '../../../test/stored-operator';
import { csvDataLines, exportedTaskFile } from '../../task/testing';
import { realNameTestBedFor } from '../real-name-test-support';

interface Fixture {
  dealerToken: string;
  dealerOrgId: number;
  dealerCardIds: number[];
  dealerCardCount: number;
  outsideDealerCardId: number;
  otherCompanyCard: { id: number; iccid: string };
  failedCardId: number;
}
let fixture: Fixture;

const rowsOf = <Row>(answer: { rows: Row[] }) => answer.rows;
const queryRows = async <Row>(bed: ReturnType<typeof testBed.bed>, statement: ReturnType<typeof sql>) =>
  ((await bed.testApp.database.db.execute(statement)) as unknown as { rows: Row[] }).rows;

const testBed = realNameTestBedFor(['admin', 'demo.company', 'demo.restricted'], async (bed) => {
  const [dealer] = await queryRows<{ id: number; path: string }>(
    bed,
    sql`select id, path from organizations where name = 'Beijing dealer'`,
  );
  if (!dealer) throw new Error('no Beijing dealer org');
  // Six of the maker's cards sit at the Beijing dealer; one card belongs to another company.
  const moved = await queryRows<{ id: number }>(
    bed,
    sql`update sim_cards set org_id = ${dealer.id}, org_path = ${dealer.path}
      where id in (select c.id from sim_cards c join companies co on co.id = c.company_id
        and co.name = 'Aurora Motors' order by c.id desc limit 6) returning id::int as id`,
  );
  const [other] = await queryRows<{ id: number; iccid: string }>(
    bed,
    sql`update sim_cards set company_id = (select id from companies where name = 'Fleetlink API'),
        org_id = null, org_path = null
      where id = (select c.id from sim_cards c join companies co on co.id = c.company_id
        and co.name = 'Aurora Motors' and c.real_name_status = 0 order by c.id limit 1)
      returning id::int as id, iccid`,
  );
  const [failed] = await queryRows<{ cardId: number }>(
    bed,
    sql`select card_id::int as "cardId" from real_name_registrations where status = 4 order by id limit 1`,
  );
  const [dealerCards] = await queryRows<{ count: number; outside: number }>(
    bed,
    sql`select count(*) filter (where org_path like ${`${dealer.path}%`})::int as count,
        min(id) filter (where org_path is null or org_path not like ${`${dealer.path}%`})::int as outside
      from sim_cards where company_id = (select id from companies where name = 'Aurora Motors')`,
  );
  if (!other || !failed || !dealerCards)
    throw new Error('no card of another company or refused registration');
  await insertOperatorLike(bed.testApp, 'demo.company', {
    account: 'card-state.dealer',
    orgId: dealer.id,
    mobile: null,
  });
  fixture = {
    dealerToken: (await bed.testApp.login('card-state.dealer')).token,
    dealerOrgId: dealer.id,
    dealerCardIds: moved.map((card) => card.id),
    dealerCardCount: dealerCards.count,
    outsideDealerCardId: dealerCards.outside,
    otherCompanyCard: other,
    failedCardId: failed.cardId,
  };
});
const { callAs } = testBed;

const listAs = async (account: string, obj: Record<string, unknown>) => {
  const answer = await callAs<CardStatePage>(account, 'real-name-card-state/list', { pageSize: 100, ...obj });
  expect(answer.status, answer.msg).toBe('0');
  return answer.rows[0] as CardStatePage;
};

describe('the card state list', () => {
  it('refuses an operator without the page, whatever the call', async () => {
    for (const path of ['list', 'summary', 'filter-options', 'detail']) {
      const obj = path === 'detail' ? { id: fixture.failedCardId } : {};
      expect(await callAs('demo.restricted', `real-name-card-state/${path}`, obj)).toMatchObject({
        status: '403',
      });
    }
  });

  it('says why each blocked card waits, and counts the reasons as the list finds them', async () => {
    const blocked = await listAs('demo.company', { blockedOnly: true });
    expect(blocked.cards.length).toBeGreaterThan(0);
    for (const card of blocked.cards) {
      expect(activatableCardStates).toContain(card.cardStatus);
      expect(card.realNameStatus).not.toBe(2);
      expect(card.blockReason).not.toBeNull();
      expect(card.waitingSince).not.toBeNull();
    }
    const summary = rowsOf(
      await callAs<CardStateSummaryRow>('demo.company', 'real-name-card-state/summary', {}),
    )[0] as CardStateSummaryRow;
    const blockedCount = Object.values(summary.blocked).reduce((sum, count) => sum + count, 0);
    expect(blocked.total).toBe(blockedCount);
    const failed = await listAs('demo.company', { blockReason: 'failed' });
    expect(failed.total).toBe(summary.blocked.failed);
    expect(failed.cards.every((card) => card.realNameStatus === 4 && card.blockReason === 'failed')).toBe(
      true,
    );
    // The demo's refused registrations carry the carrier's reason onto their cards.
    expect(failed.cards.some((card) => card.refusalReason !== null)).toBe(true);
    const registered = await listAs('demo.company', { realNameStatus: [2] });
    expect(registered.total).toBe(summary.registered);
    expect(registered.cards.every((card) => card.blockReason === null && card.waitingSince === null)).toBe(
      true,
    );
    // A state no card is activated from narrows "blocked" to nothing.
    expect((await listAs('demo.company', { blockedOnly: true, cardStatus: [2, 9] })).total).toBe(0);
  });

  it('finds pasted cards by ICCID or MSISDN, and never another company’s card', async () => {
    const [first, second] = (await listAs('demo.company', {})).cards;
    if (!first?.msisdn || !second) throw new Error('the maker has too few cards');
    const found = await listAs('demo.company', {
      cardNumbers: [first.msisdn, second.iccid, fixture.otherCompanyCard.iccid],
    });
    expect(found.cards.map((card) => card.id).sort()).toEqual([first.id, second.id].sort());
    const detail = await callAs('demo.company', 'real-name-card-state/detail', {
      id: fixture.otherCompanyCard.id,
    });
    expect(detail).toMatchObject({ status: '404' });
    // Carrier staff see it, and may narrow to its company.
    const byCarrier = await listAs('admin', { cardNumbers: [fixture.otherCompanyCard.iccid] });
    expect(byCarrier.cards.map((card) => card.companyName)).toEqual(['Fleetlink API']);
  });

  it('keeps an operator of a dealer org to the cards of its subtree', async () => {
    const call = <Row>(path: string, obj: Record<string, unknown>) =>
      testBed.bed().testApp.call<Row>(`real-name-card-state/${path}`, obj, { token: fixture.dealerToken });
    const listed = rowsOf(await call<CardStatePage>('list', { pageSize: 100 }))[0] as CardStatePage;
    expect(listed.total).toBe(fixture.dealerCardCount);
    expect(listed.cards.map((card) => card.id)).toEqual(expect.arrayContaining(fixture.dealerCardIds));
    expect(new Set(listed.cards.map((card) => card.orgId))).toEqual(new Set([fixture.dealerOrgId]));
    const summary = rowsOf(await call<CardStateSummaryRow>('summary', {}))[0] as CardStateSummaryRow;
    expect(summary.total).toBe(fixture.dealerCardCount);
    expect(await call('detail', { id: fixture.outsideDealerCardId })).toMatchObject({ status: '404' });
    expect(await call('detail', { id: fixture.dealerCardIds[0] })).toMatchObject({ status: '0' });
  });

  it('exports what the dealer’s list selects, activation reasons in the dealer’s language', async () => {
    const { testApp } = testBed.bed();
    const token = fixture.dealerToken;
    const filter = { blockedOnly: true };
    const listed = rowsOf(
      await testApp.call<CardStatePage>('real-name-card-state/list', { ...filter, pageSize: 100 }, { token }),
    )[0] as CardStatePage;
    const { file } = await exportedTaskFile(testApp, token, 'real-name-card-state/export', {
      filter,
      format: 'csv',
      locale: 'zh-CN',
    });
    expect(file.body.split('\r\n')[0]).toContain('激活');
    const lines = csvDataLines(file.body);
    expect(lines).toHaveLength(listed.total);
    expect(listed.cards.every((card) => file.body.includes(card.iccid))).toBe(true);
    expect(file.body).not.toContain(fixture.otherCompanyCard.iccid);
    // A company filter is carrier staff's: refused before any task starts.
    const refused = await testApp.call(
      'real-name-card-state/export',
      { filter: { companyId: 1 }, format: 'csv' },
      { token },
    );
    expect(refused.status).toBe('403');
  });

  it('refuses bad filters with a clear error', async () => {
    const before = rowsOf(
      await callAs<CardStateSummaryRow>('demo.company', 'real-name-card-state/summary', {}),
    );
    const unusedState = await callAs('demo.company', 'real-name-card-state/list', { cardStatus: [3] });
    expect(unusedState).toMatchObject({ status: '400' });
    expect(unusedState.msg).toContain('cardStatus');
    expect(
      await callAs('demo.company', 'real-name-card-state/list', { blockReason: 'waiting' }),
    ).toMatchObject({ status: '400' });
    const tooMany = Array.from(
      { length: 1001 },
      (_, index) => `8986042400000${String(index).padStart(7, '0')}`,
    );
    expect(await callAs('demo.company', 'real-name-card-state/list', { cardNumbers: tooMany })).toMatchObject(
      { status: '400' },
    );
    expect(await callAs('demo.company', 'real-name-card-state/summary', { companyId: 1 })).toMatchObject({
      status: '403',
    });
    expect(await callAs('demo.company', 'real-name-card-state/detail', { id: 'x' })).toMatchObject({
      status: '400',
    });
    const after = rowsOf(
      await callAs<CardStateSummaryRow>('demo.company', 'real-name-card-state/summary', {}),
    );
    expect(after).toEqual(before);
  });
});

describe('a card’s page', () => {
  it('shows a refused card with its registrations, the newest one’s history and its state changes', async () => {
    const answer = await callAs<CardStateDetailRow>('demo.company', 'real-name-card-state/detail', {
      id: fixture.failedCardId,
    });
    expect(answer.status, answer.msg).toBe('0');
    const card = answer.rows[0] as CardStateDetailRow;
    expect(card).toMatchObject({ id: fixture.failedCardId, realNameStatus: 4 });
    expect(card.registrations[0]).toMatchObject({ cardId: fixture.failedCardId, realNameStatus: 4 });
    expect(card.latestRegistrationId).toBe(card.registrations[0]?.id);
    expect(card.refusalReason).toBe(card.registrations[0]?.refusalReason);
    expect(card.latestEvents.map((event) => event.kind)).toContain('refused');
    expect(card.stateHistory.length).toBeGreaterThan(0);
    expect(card.stateHistory.at(-1)?.toStatus).toBeDefined();
  });
});
