// @module-tag pglite (testers and their tests of testable cards: at most five testers at once)
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type {
  TestCardPage,
  TesterPage,
  TesterRow,
  TestingCapacityRow,
  TestRecordPage,
  TestRecordRow,
} from '@simdesk/contract/modules/real-name';
import { identityNumber } from '../../../../../carrier-sim/src/test/real-name-fixtures';
import { realNameTestBedFor } from '../real-name-test-support';

let testableCards: string[] = [];
const testBed = realNameTestBedFor(
  ['admin', 'demo.company', 'demo.dealer', 'demo.restricted'],
  async (bed) => {
    // Thirty of the maker's cards in the testing state (6) the tests start and end tests on.
    const found = (await bed.testApp.database.db.execute(sql`update sim_cards set card_status = 6
      where id in (select c.id from sim_cards c join companies co on co.id = c.company_id
        and co.name = 'Aurora Motors' order by c.id limit 30)
      returning iccid`)) as unknown as { rows: { iccid: string }[] };
    testableCards = found.rows.map((row) => row.iccid).sort();
  },
);
const { callAs } = testBed;

async function addTester(serial: number): Promise<TesterRow> {
  const added = await callAs<TesterRow>('demo.company', 'tester/add', {
    name: `测试员${serial}`,
    idNumber: identityNumber(serial),
    mobile: `1391234${String(serial).padStart(4, '0')}`,
  });
  expect(added.status, added.msg).toBe('0');
  return added.rows[0] as TesterRow;
}

const card = (index: number) => testableCards[index] ?? '';

/** Ends every test running now (the demo's testers test some cards): the capacity is whole again. */
async function endAllTests(): Promise<void> {
  const busy = await callAs<TestCardPage>('demo.company', 'test-card/list', { testing: true, pageSize: 100 });
  const cards = busy.rows[0]?.cards.map((row) => row.iccid) ?? [];
  if (cards.length > 0) {
    expect((await callAs('demo.company', 'test-card/end', { cardNumbers: cards })).status).toBe('0');
  }
}

describe('testers', () => {
  it('adds, edits and finds a tester, masked, and refuses a second tester of the same ID number', async () => {
    const tester = await addTester(701);
    expect(tester).toMatchObject({ enabled: true, cardsUnderTest: 0, account: 'demo.company' });
    expect(tester.idNumber).not.toBe(identityNumber(701));
    expect(tester.mobile).toContain('****');
    expect(
      await callAs('demo.company', 'tester/add', {
        name: '另一人',
        idNumber: identityNumber(701),
        mobile: '13912340000',
      }),
    ).toMatchObject({ status: '409' });
    const edited = await callAs<TesterRow>('demo.company', 'tester/edit', {
      id: tester.id,
      mobile: '13912349999',
      note: 'night shift',
      enabled: false,
    });
    // The name left out is kept; the mobile typed anew replaces the stored one.
    expect(edited.rows[0]).toMatchObject({
      enabled: false,
      note: 'night shift',
      testerName: tester.testerName,
      mobile: '139****9999',
    });
    const found = await callAs<TesterPage>('demo.company', 'tester/list', { idNumber: identityNumber(701) });
    expect(found.rows[0]?.testers.map((row) => row.id)).toEqual([tester.id]);
    const started = await callAs('demo.company', 'test-card/start', {
      testerId: tester.id,
      cardNumbers: [card(29)],
    });
    expect(started).toMatchObject({ status: '400' });
    expect(started.msg).toContain('disabled');
  });

  it('refuses bad input and a page the operator lacks, storing nothing', async () => {
    const before = await callAs<TesterPage>('admin', 'tester/list', {});
    const wrongCheck = `${identityNumber(702).slice(0, 17)}${identityNumber(702).endsWith('1') ? '2' : '1'}`;
    expect(
      await callAs('demo.company', 'tester/add', {
        name: '测试员',
        idNumber: wrongCheck,
        mobile: '13912340001',
      }),
    ).toMatchObject({ status: '400' });
    expect(
      await callAs('demo.company', 'tester/add', {
        name: '测',
        idNumber: identityNumber(702),
        mobile: '139',
      }),
    ).toMatchObject({ status: '400' });
    expect(await callAs('demo.restricted', 'tester/list', {})).toMatchObject({ status: '403' });
    expect(
      await callAs('demo.restricted', 'test-card/start', { testerId: 1, cardNumbers: [card(0)] }),
    ).toMatchObject({
      status: '403',
    });
    const after = await callAs<TesterPage>('admin', 'tester/list', {});
    expect(after.rows[0]?.total).toBe(before.rows[0]?.total);
  });
});

describe('tests of testable cards', () => {
  it('lets at most five testers test at once when twenty start together', async () => {
    await endAllTests();
    const testers: TesterRow[] = [];
    for (let serial = 720; serial < 740; serial += 1) testers.push(await addTester(serial));
    const answers = await Promise.all(
      testers.map((tester, index) =>
        callAs<TestRecordRow>('demo.company', 'test-card/start', {
          testerId: tester.id,
          cardNumbers: [card(index)],
        }),
      ),
    );
    const started = answers.filter((answer) => answer.status === '0');
    const refused = answers.filter((answer) => answer.status === '409');
    expect(started).toHaveLength(5);
    expect(refused).toHaveLength(15);
    expect(refused[0]?.msg).toContain('5 testers are testing now');
    expect((await callAs<TestingCapacityRow>('demo.company', 'test-card/capacity', {})).rows[0]).toEqual({
      executing: 5,
      maximum: 5,
    });

    // A tester testing already takes more cards; an idle one waits until a tester ends their tests.
    const busyTester = started[0]?.rows[0] as TestRecordRow;
    const more = await callAs<TestRecordRow>('demo.company', 'test-card/start', {
      testerId: busyTester.testerId,
      cardNumbers: [card(25), card(26)],
    });
    expect(more.status, more.msg).toBe('0');
    const idle = testers.find((tester) => !started.some((answer) => answer.rows[0]?.testerId === tester.id));
    const idleCard =
      testableCards.find(
        (iccid) =>
          !started.some((answer) => answer.rows[0]?.iccid === iccid) && ![card(25), card(26)].includes(iccid),
      ) ?? '';
    expect(
      await callAs('demo.company', 'test-card/start', { testerId: idle?.id, cardNumbers: [idleCard] }),
    ).toMatchObject({
      status: '409',
    });
    const ended = await callAs<TestRecordRow>('demo.company', 'test-card/end', {
      cardNumbers: [busyTester.iccid, card(25), card(26)],
    });
    expect(ended.rows.map((row) => row.status)).toEqual([2, 2, 2]);
    const now = await callAs('demo.company', 'test-card/start', {
      testerId: idle?.id,
      cardNumbers: [idleCard],
    });
    expect(now.status, now.msg).toBe('0');
  });

  it('lists testable cards with their tester, refuses a card tested by another or not testable, and keeps records', async () => {
    const tester = await addTester(750);
    const free = await callAs<TestCardPage>('demo.company', 'test-card/list', {
      testing: false,
      pageSize: 100,
    });
    const freeCard = free.rows[0]?.cards[0];
    if (!freeCard) throw new Error('no idle testable card');
    await endAllTests();
    const started = await callAs<TestRecordRow>('demo.company', 'test-card/start', {
      testerId: tester.id,
      cardNumbers: [freeCard.iccid],
    });
    expect(started.status, started.msg).toBe('0');
    const listed = await callAs<TestCardPage>('demo.company', 'test-card/list', { testerId: tester.id });
    expect(listed.rows[0]?.cards).toEqual([
      expect.objectContaining({ iccid: freeCard.iccid, testerId: tester.id, testerName: tester.testerName }),
    ]);
    const other = await addTester(751);
    expect(
      await callAs('demo.company', 'test-card/start', { testerId: other.id, cardNumbers: [freeCard.iccid] }),
    ).toMatchObject({ status: '409' });
    const notTestable = (await testBed.bed().testApp.database.db.execute(sql`select c.iccid from sim_cards c
      join companies co on co.id = c.company_id and co.name = 'Aurora Motors' where c.card_status <> 6 limit 1`)) as unknown as {
      rows: { iccid: string }[];
    };
    const refused = await callAs('demo.company', 'test-card/start', {
      testerId: tester.id,
      cardNumbers: [notTestable.rows[0]?.iccid ?? ''],
    });
    expect(refused).toMatchObject({ status: '400' });
    expect(refused.msg).toContain('not testable');
    expect(await callAs('demo.company', 'tester/delete', { id: tester.id })).toMatchObject({ status: '409' });
    const records = await callAs<TestRecordPage>('demo.company', 'test-record/list', { testerId: tester.id });
    expect(records.rows[0]?.records).toEqual([expect.objectContaining({ status: 1, iccid: freeCard.iccid })]);
    // Dealers do not test: their role has no testing page, and the server answers so.
    expect(await callAs('demo.dealer', 'test-record/list', { testerId: tester.id })).toMatchObject({
      status: '403',
    });
  });
});
