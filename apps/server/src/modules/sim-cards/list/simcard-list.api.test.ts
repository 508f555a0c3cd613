// @module-tag pglite (the main flow of the sim-cards domain: scope, filters, keyset paging, estimates)
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoCardNumbers } from '@simdesk/carrier-sim/demo-cards';
import type { SimCardPage, SimCardRow } from '@simdesk/contract';
import { companies, organizations } from '../../../platform/database/schema';
import { simCards } from '../schema/cards-schema';
import { useTestApp } from '../../../test/test-app';
import { estimatedCount, recentEstimate } from '../shared/estimated-count';
import { cardTestClient } from './sim-card-test-support';
import { simCardsModule } from '..';

const testApp = useTestApp({ modules: [simCardsModule] });
let client: ReturnType<typeof cardTestClient>;
let makerCards: SimCardRow[];
const orgIds: Record<string, number> = {};
let makerId = 0;

beforeAll(async () => {
  client = cardTestClient(testApp);
  const db = testApp.database.db;
  for (const org of await db.select().from(organizations)) orgIds[org.name] = org.id;
  const [maker] = await db.select().from(companies).where(eq(companies.name, 'Aurora Motors'));
  makerId = maker?.id ?? 0;
  // Usage for the data-usage filter: the seed leaves it to the usage sync.
  const used = [0, 1, 2, 3].map((index) => demoCardNumbers(index).iccid);
  await db.update(simCards).set({ dataUsedMonthKilobytes: 5_000 }).where(inArray(simCards.iccid, used));
  makerCards = await client.listAll('demo.company');
});

const iccids = (cards: readonly SimCardRow[]) => cards.map((card) => card.iccid).sort();
const expectFilter = async (obj: Record<string, unknown>, keep: (card: SimCardRow) => boolean) => {
  const expected = iccids(makerCards.filter(keep));
  expect(expected.length).toBeGreaterThan(0);
  expect(iccids(await client.listAll('demo.company', obj))).toEqual(expected);
};

describe('simcard-list/list scoping', () => {
  it("shows a company admin their company's 300 cards, newest first, with an exact total", async () => {
    expect(makerCards).toHaveLength(300);
    expect(new Set(makerCards.map((card) => card.companyId))).toEqual(new Set([makerId]));
    const page = await client.listPage('demo.company', { pageSize: 20 });
    expect(page).toMatchObject({ total: 300, totalIsEstimate: false });
    expect(page.cards).toHaveLength(20);
    expect(page.cards[0]).toMatchObject({ companyName: 'Aurora Motors', carrier: 1 });
  });

  it('limits an operator to their org subtree', async () => {
    const north = await client.listAll('demo.restricted');
    expect(north).toHaveLength(150);
    expect(new Set(north.map((card) => card.orgName))).toEqual(
      new Set(['North region', 'Beijing dealer', 'Tianjin dealer']),
    );
    const dealer = await client.listAll('demo.dealer');
    expect(new Set(dealer.map((card) => card.orgName))).toEqual(new Set(['Beijing dealer']));
    expect((await client.listPage('demo.dealer', { pageSize: 1 })).total).toBe(50);
  });

  it("never shows another company's card, even asked by its number", async () => {
    const carrierCard = demoCardNumbers(350).iccid;
    expect((await client.listPage('demo.company', { cardNumber: carrierCard })).cards).toEqual([]);
    expect((await client.listPage('admin', { cardNumber: carrierCard })).cards).toHaveLength(1);
  });

  it('lets carrier staff see every company and narrow to one; others may not choose a company', async () => {
    expect((await client.listPage('admin', { pageSize: 1 })).total).toBe(400);
    expect((await client.listPage('admin', { companyId: makerId, pageSize: 1 })).total).toBe(300);
    const [carrier] = await testApp.database.db
      .select()
      .from(companies)
      .where(eq(companies.name, 'simdesk Mobile'));
    const refused = await client.call('demo.company', 'simcard-list/list', { companyId: carrier?.id });
    expect(refused.status).toBe('403');
    expect((await client.listPage('demo.company', { companyId: makerId, pageSize: 1 })).total).toBe(300);
  });

  it('filters by an org subtree within scope and refuses an org outside it', async () => {
    await expectFilter({ orgId: orgIds['South region'] }, (card) =>
      ['South region', 'Guangzhou dealer'].includes(card.orgName ?? ''),
    );
    const outside = await client.call('demo.dealer', 'simcard-list/list', { orgId: orgIds['South region'] });
    expect(outside.status).toBe('404');
  });

  it('refuses an operator without the list page, or without its query right', async () => {
    expect((await client.call('demo.api', 'simcard-list/list', {})).status).toBe('403');
    expect((await testApp.call('simcard-list/list', {})).status).toBe('401');
  });
});

describe('simcard-list/list keyset paging', () => {
  it('walks every card exactly once in small pages, ids strictly falling', async () => {
    const walked = await client.listAll('demo.company', {}, 7);
    const ids = walked.map((card) => card.id);
    expect(new Set(ids).size).toBe(300);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(iccids(walked)).toEqual(iccids(makerCards));
  });

  it('ends with a null cursor exactly on the last page, also when the last page is full', async () => {
    const first = await client.listPage('demo.company', { pageSize: 150 });
    expect(first.nextCursor).toBe(first.cards.at(-1)?.id);
    const second = await client.listPage('demo.company', { pageSize: 150, cursor: first.nextCursor });
    expect(second.cards).toHaveLength(150);
    expect(second.nextCursor).toBeNull();
  });

  it('marks a big total as an estimate and never answers it below the exact limit', async () => {
    const db = testApp.database.db;
    expect(await estimatedCount(db, undefined, 1000)).toEqual({ total: 400, isEstimate: false });
    const estimate = await estimatedCount(db, undefined, 50);
    expect(estimate.isEstimate).toBe(true);
    expect(estimate.total).toBeGreaterThan(50);
    const few = await estimatedCount(db, eq(simCards.companyId, makerId), 299);
    expect(few.isEstimate).toBe(true);
  });

  it('remembers an estimate for the same conditions a few seconds, and never an exact total', async () => {
    const db = testApp.database.db;
    const ofMaker = eq(simCards.companyId, makerId);
    const estimate = await estimatedCount(db, ofMaker, 10);
    expect(recentEstimate(db, ofMaker)).toBe(estimate.total);
    expect(recentEstimate(db, eq(simCards.companyId, makerId + 1))).toBeUndefined();
    const ofNobody = eq(simCards.companyId, -1);
    expect(await estimatedCount(db, ofNobody, 10)).toEqual({ total: 0, isEstimate: false });
    expect(recentEstimate(db, ofNobody)).toBeUndefined();
  });
});

describe('simcard-list/list filters', () => {
  it('filters by several statuses at once', async () => {
    await expectFilter({ cardStatus: [2, 4] }, (card) => [2, 4].includes(card.cardStatus));
  });

  it('filters by carrier, real-name status and vehicle status', async () => {
    expect(await client.listAll('demo.company', { carrier: 2 })).toEqual([]);
    expect(await client.listAll('demo.company', { carrier: 1 })).toHaveLength(300);
    await expectFilter({ realNameStatus: 2 }, (card) => card.realNameStatus === 2);
    await expectFilter({ vehicleStatus: 3 }, (card) => card.vehicleStatus === 3);
  });

  it('filters by activation date range', async () => {
    const from = new Date(Date.now() - 200 * 24 * 60 * 60 * 1000);
    const to = new Date(Date.now() - 20 * 24 * 60 * 60 * 1000);
    await expectFilter({ activatedFrom: from.toISOString(), activatedTo: to.toISOString() }, (card) => {
      const at = card.activatedAt === null ? NaN : Date.parse(card.activatedAt);
      return at >= from.getTime() && at <= to.getTime();
    });
  });

  it('filters by any of the tags and by the data used this month', async () => {
    await expectFilter({ tags: ['pilot', 'nobody-has-this'] }, (card) => card.tags.includes('pilot'));
    await expectFilter(
      { dataUsedFromKilobytes: 1000, dataUsedToKilobytes: 6000 },
      (card) => card.dataUsedMonthKilobytes === 5000,
    );
  });

  it('finds a batch of mixed ICCIDs, MSISDNs and IMSIs, pasted with spaces and a plus', async () => {
    const [five, six, seven] = [5, 6, 7].map(demoCardNumbers);
    const batchNumbers = [
      five?.iccid.replace(/(\d{4})/g, '$1 ') ?? '',
      `+86${six?.msisdn ?? ''}`.replace('+86', '+'),
      seven?.imsi ?? '',
      demoCardNumbers(360).iccid,
    ];
    const found = await client.listAll('demo.company', { batchNumbers });
    expect(iccids(found)).toEqual([five?.iccid, six?.iccid, seven?.iccid].sort());
  });

  it('pages through a batch newest first, with its exact total on every page', async () => {
    const batchNumbers = Array.from({ length: 25 }, (_, index) => demoCardNumbers(index * 3).iccid);
    const first = await client.listPage('demo.company', { batchNumbers, pageSize: 10 });
    expect(first).toMatchObject({ total: 25, totalIsEstimate: false });
    const walked = await client.listAll('demo.company', { batchNumbers }, 10);
    const ids = walked.map((card) => card.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(iccids(walked)).toEqual([...batchNumbers].sort());
    const last = await client.listPage('demo.company', { batchNumbers, pageSize: 10, cursor: ids[19] });
    expect(last).toMatchObject({ total: 25, nextCursor: null });
    expect(last.cards).toHaveLength(5);
  });

  it('finds one number of the kind the quick search says', async () => {
    const numbers = demoCardNumbers(12);
    const byMsisdn = await client.listPage('demo.company', {
      cardNumber: numbers.msisdn,
      numberType: 'msisdn',
    });
    expect(byMsisdn.cards.map((card) => card.imsi)).toEqual([numbers.imsi]);
    const wrongKind = await client.listPage('demo.company', {
      cardNumber: numbers.imsi,
      numberType: 'msisdn',
    });
    expect(wrongKind.cards).toEqual([]);
  });

  it.each([
    [
      'more than 1,000 numbers',
      { batchNumbers: Array.from({ length: 1001 }, (_, index) => `1064800${index}`) },
    ],
    ['a number of no card shape', { batchNumbers: ['12345', demoCardNumbers(1).iccid] }],
    ['an unknown status', { cardStatus: [3] }],
    ['a page too large', { pageSize: 201 }],
    ['an unknown key', { iccid: '1' }],
    ['a bad date', { activatedFrom: 'yesterday' }],
  ])('refuses %s with a clear error', async (_case, obj) => {
    const answer = await client.call<SimCardPage>('demo.company', 'simcard-list/list', obj);
    expect(answer.status).toBe('400');
    expect(answer.rows).toEqual([]);
  });

  it('says what is wrong with a batch', async () => {
    const tooMany = { batchNumbers: Array.from({ length: 1001 }, () => demoCardNumbers(1).iccid) };
    expect((await client.call('demo.company', 'simcard-list/list', tooMany)).msg).toContain('At most 1,000');
    const typo = await client.call('demo.company', 'simcard-list/list', { batchNumbers: ['12345'] });
    expect(typo.msg).toContain('not an ICCID, MSISDN or IMSI: 12345');
  });
});

describe('simcard-list/filter-options', () => {
  type Options = { orgs: { name: string }[]; companies: { name: string }[] };
  it("offers the caller's org subtree, and companies to carrier staff only", async () => {
    const dealer = await client.call<Options>('demo.dealer', 'simcard-list/filter-options', {});
    expect(dealer.rows[0]).toEqual({
      orgs: [expect.objectContaining({ name: 'Beijing dealer' })],
      companies: [],
    });
    const restricted = await client.call<Options>('demo.restricted', 'simcard-list/filter-options', {});
    expect(restricted.rows[0]?.orgs.map((org) => org.name).sort()).toEqual([
      'Beijing dealer',
      'North region',
      'Tianjin dealer',
    ]);
    const admin = await client.call<Options>('admin', 'simcard-list/filter-options', {});
    expect(admin.rows[0]?.companies.map((company) => company.name)).toEqual([
      'simdesk Mobile',
      'Aurora Motors',
      'Fleetlink API',
    ]);
    expect(admin.rows[0]?.orgs.map((org) => org.name)).toContain('South region');
    expect((await client.call('demo.api', 'simcard-list/filter-options', {})).status).toBe('403');
  });
});
