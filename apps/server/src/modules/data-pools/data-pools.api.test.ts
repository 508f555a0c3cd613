// @module-tag pglite (the main flow of the data-pools module)
import { and, count, eq, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  DataPoolCapWhatIfRow,
  DataPoolMemberRow,
  DataPoolRow,
  DataPoolUsageRow,
} from '@simdesk/contract/modules/data-pools';
import { dataPoolPageCode } from '@simdesk/contract/modules/data-pools';
import {
  cardChangeOrders,
  simCards,
  startCardChangeWorld,
  waitForOrder,
  type CardChangeWorld,
} from '../sim-cards/testing';
import { addOperatorWithGrants } from '../company/testing';
import { dataPoolMembers, dataPools } from './data-pools-schema';
import { dataPoolsModule } from '.';

let world: CardChangeWorld;

beforeAll(async () => {
  world = await startCardChangeWorld({ alsoModules: [dataPoolsModule] });
  await addOperatorWithGrants(world.testApp.database.db, {
    account: 'pool.viewer',
    companyId: world.makerId,
    roleType: '03',
    grants: [{ pageCode: dataPoolPageCode, actions: ['query', 'get'] }],
  });
}, 120_000);
afterAll(async () => {
  await world?.close();
});

const call = <Row>(account: string, path: string, obj: unknown) => world.client.call<Row>(account, path, obj);

async function rowOf<Row>(account: string, path: string, obj: unknown): Promise<Row> {
  const answer = await call<Row>(account, path, obj);
  const row = answer.rows[0];
  if (answer.status !== '0' || row === undefined) throw new Error(`${path}: ${answer.status} ${answer.msg}`);
  return row;
}

async function rowsIn(table: typeof dataPools | typeof dataPoolMembers | typeof cardChangeOrders) {
  const [counted] = await world.testApp.database.db.select({ rows: count() }).from(table);
  return counted?.rows ?? 0;
}

const storedCounts = async () => ({ pools: await rowsIn(dataPools), members: await rowsIn(dataPoolMembers) });

/** The ICCIDs among a pool's members that a number names (part of an ICCID or MSISDN). */
async function membersNamed(groupId: string, cardNumber: string): Promise<string[]> {
  const page = await rowOf<{ members: DataPoolMemberRow[] }>('demo.company', 'data-pool/members', {
    groupId,
    cardNumber,
  });
  return page.members.map((member) => member.iccid);
}

/** The first pool of the demo company (Aurora Motors). */
async function firstOwnPool(): Promise<DataPoolRow> {
  const [pool] = (await rowOf<{ pools: DataPoolRow[] }>('demo.company', 'data-pool/list', {})).pools;
  if (!pool) throw new Error('the company has no pool');
  return pool;
}

describe('data pools', () => {
  it('syncs every pool with its members, and a second sync stores the same rows', async () => {
    const first = await rowOf<{ poolCount: number; memberCount: number }>('admin', 'data-pool/sync', {});
    expect(first.poolCount).toBeGreaterThan(0);
    expect(first.memberCount).toBeGreaterThan(0);
    const stored = await storedCounts();
    expect(stored).toEqual({ pools: first.poolCount, members: first.memberCount });
    await rowOf('admin', 'data-pool/sync', {});
    expect(await storedCounts()).toEqual(stored);
  });

  it("lists a company's pools to its operators and every pool to carrier staff", async () => {
    const all = await rowOf<{ pools: DataPoolRow[]; total: number }>('admin', 'data-pool/list', {});
    const own = await rowOf<{ pools: DataPoolRow[] }>('demo.company', 'data-pool/list', {});
    expect(own.pools.length).toBeGreaterThan(0);
    expect(own.pools.every((pool) => pool.companyId === world.makerId)).toBe(true);
    expect(all.total).toBeGreaterThanOrEqual(own.pools.length);
    const other = all.pools.find((pool) => pool.companyId !== world.makerId);
    if (other) {
      expect((await call('demo.company', 'data-pool/detail', { groupId: other.groupId })).status).toBe('404');
    }
    const chosen = await call('demo.company', 'data-pool/list', { companyId: world.carrierCompanyId });
    expect(chosen.status).toBe('403');
  });

  it('pages the members of a pool by keyset, with filters', async () => {
    const pool = await firstOwnPool();
    const seen: DataPoolMemberRow[] = [];
    let cursor: number | undefined;
    for (;;) {
      const page = await rowOf<{ members: DataPoolMemberRow[]; nextCursor: number | null; total: number }>(
        'demo.company',
        'data-pool/members',
        { groupId: pool.groupId, pageSize: 7, ...(cursor ? { cursor } : {}) },
      );
      seen.push(...page.members);
      expect(page.total).toBe(pool.memberCount);
      if (page.nextCursor === null) break;
      cursor = page.nextCursor;
    }
    expect(new Set(seen.map((member) => member.iccid)).size).toBe(pool.memberCount);
    const first = seen[0];
    if (!first) throw new Error('no member');
    expect(await membersNamed(pool.groupId, first.iccid)).toEqual([first.iccid]);
  });

  it('reads 31 days and 12 months of use and forecasts from the complete days', async () => {
    const pool = await firstOwnPool();
    const usage = await rowOf<DataPoolUsageRow>('demo.company', 'data-pool/usage', { groupId: pool.groupId });
    expect(usage.days).toHaveLength(31);
    expect(usage.months).toHaveLength(12);
    expect(usage.forecast.basisDays).toBe(7);
    expect(usage.forecast.basisTo).toBe(usage.days.filter((day) => day.complete).at(-1)?.date);
  });

  it('refuses bad input and changes without the right, and orders nothing', async () => {
    const pool = await firstOwnPool();
    const before = await rowsIn(cardChangeOrders);
    const refusals: [string, string, unknown, string][] = [
      ['demo.company', 'data-pool/member-add', { groupId: pool.groupId, cardNumbers: [] }, '400'],
      [
        'demo.company',
        'data-pool/member-add',
        { groupId: pool.groupId, cardNumbers: ['1'], extra: 1 },
        '400',
      ],
      ['demo.company', 'data-pool/member-add', { groupId: 'no-such-pool', cardNumbers: ['898600'] }, '404'],
      ['demo.company', 'data-pool/member-add', { groupId: pool.groupId, cardNumbers: ['0000000000'] }, '400'],
      ['demo.company', 'data-pool/member-cap', { groupId: pool.groupId, cardNumber: 'x', capKb: -1 }, '400'],
      ['pool.viewer', 'data-pool/member-add', { groupId: pool.groupId, cardNumbers: ['898600'] }, '403'],
      ['pool.viewer', 'data-pool/sync', {}, '403'],
    ];
    for (const [account, path, obj, status] of refusals) {
      expect((await call(account, path, obj)).status, `${path} ${JSON.stringify(obj)}`).toBe(status);
    }
    expect(await rowsIn(cardChangeOrders)).toBe(before);
  });

  it("weighs a cap before saving it: one below this month's use waits for the next cycle", async () => {
    const pool = await firstOwnPool();
    const [member] = await world.testApp.database.db
      .select()
      .from(dataPoolMembers)
      .where(eq(dataPoolMembers.poolId, pool.id))
      .orderBy(dataPoolMembers.monthDataKb)
      .limit(1)
      .offset(pool.memberCount - 1);
    if (!member || member.monthDataKb === 0) throw new Error('no member with use this month');
    const obj = { groupId: pool.groupId, cardNumber: member.iccid };
    const below = await rowOf<DataPoolCapWhatIfRow>('demo.company', 'data-pool/cap-what-if', {
      ...obj,
      capKb: member.monthDataKb - 1,
    });
    expect(below.appliesFrom).toBe('nextMonth');
    expect(below.after).toEqual(below.before);
    const above = await rowOf<DataPoolCapWhatIfRow>('demo.company', 'data-pool/cap-what-if', {
      ...obj,
      capKb: member.monthDataKb + 1,
    });
    expect(above.appliesFrom).toBe('now');
    expect(above.after.dailyRateKb).toBe(above.before.dailyRateKb);
  });

  it('adds a card through the carrier as a tracked order, and the next sync lists it', async () => {
    const pool = await firstOwnPool();
    const db = world.testApp.database.db;
    const pooled = db.select({ iccid: dataPoolMembers.iccid }).from(dataPoolMembers);
    const [card] = await db
      .select({ iccid: simCards.iccid })
      .from(simCards)
      .where(
        and(
          eq(simCards.companyId, world.makerId),
          eq(simCards.cardStatus, 2),
          eq(simCards.carrierAccountId, pool.carrierAccountId),
          notInArray(simCards.iccid, pooled),
        ),
      )
      .limit(1);
    if (!card) throw new Error('no card outside the pools');
    const ordered = await rowOf<{ orderId: number; cardCount: number }>(
      'demo.company',
      'data-pool/member-add',
      {
        groupId: pool.groupId,
        cardNumbers: [card.iccid],
      },
    );
    expect(ordered.cardCount).toBe(1);
    const order = await waitForOrder(world, 'demo.company', ordered.orderId, 30_000);
    expect(order.kind).toBe('pool-member-add');
    expect(order.state).toBe('success');
    await rowOf('demo.company', 'data-pool/sync', {});
    expect(await membersNamed(pool.groupId, card.iccid)).toEqual([card.iccid]);
  });
});
