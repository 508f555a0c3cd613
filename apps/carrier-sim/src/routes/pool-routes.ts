import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { instant, loadCardContexts } from '../cards/card-context';
import { requestAccount } from '../http/authentication';
import { parseWith } from '../http/card-selector';
import {
  findMemberCaps,
  findPool,
  findPoolMembers,
  findPools,
  poolQuotaKb,
  type PoolRow,
} from '../pools/pool-repository';
import {
  memberAnswer,
  poolDailyUsage,
  poolMemberContexts,
  poolMonthlyUsage,
  poolMonthToDateKb,
} from '../pools/pool-usage';
import type { SimServices } from '../services';
import { carrierDayOf, carrierMonthBefore } from '../time/carrier-day';

const usedPercent = (usedKb: number, quotaKb: number) =>
  quotaKb === 0 ? 0 : Math.round((usedKb / quotaKb) * 10_000) / 100;

const poolListAnswer = (pool: PoolRow) => ({
  poolId: pool.poolId,
  name: pool.name,
  groupType: pool.groupType,
  status: pool.status,
  memberCount: pool.memberCount,
  quotaKb: poolQuotaKb(pool),
  createdAt: instant(pool.createdAt),
});

const poolAnswer = (pool: PoolRow, usedKb: number) => {
  const listed = poolListAnswer(pool);
  return { ...listed, usedKb, remainingKb: Math.max(0, listed.quotaKb - usedKb) };
};

const memberPage = z.object({
  pageIndex: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(50),
});
const dailyQuery = z.object({ days: z.coerce.number().int().min(1).max(31).default(7) });
const monthlyQuery = z.object({ months: z.coerce.number().int().min(1).max(12).default(6) });

type PoolParams = { Params: { poolId: string } };

/** Data pools (groups): the account's pools, one pool, its members page by page, its usage by day and month. */
export function registerPoolRoutes(app: FastifyInstance, services: SimServices): void {
  const { database, clock } = services;
  const poolOf = (request: FastifyRequest<PoolParams>) =>
    findPool(database, requestAccount(request).appId, request.params.poolId);
  const membersOf = (pool: PoolRow) => poolMemberContexts(database, pool, clock.now());

  // The list carries no usage, as a carrier's group list does not: a pool's use costs a pass over its members.
  app.get('/v1/pools', async (request) => ({
    pools: (await findPools(database, requestAccount(request).appId)).map(poolListAnswer),
  }));

  app.get<PoolParams>('/v1/pools/:poolId', async (request) => {
    const pool = await poolOf(request);
    return poolAnswer(pool, poolMonthToDateKb(await membersOf(pool)));
  });

  app.get<PoolParams>('/v1/pools/:poolId/members', async (request) => {
    const pool = await poolOf(request);
    const page = parseWith(memberPage, request.query);
    const cards = await findPoolMembers(database, pool.poolId, {
      limit: page.pageSize,
      offset: (page.pageIndex - 1) * page.pageSize,
    });
    const members = await loadCardContexts(database, cards, clock.now());
    const caps = await findMemberCaps(
      database,
      cards.map((card) => card.iccid),
    );
    return {
      poolId: pool.poolId,
      total: pool.memberCount,
      pageIndex: page.pageIndex,
      pageSize: page.pageSize,
      members: members.map((member) => memberAnswer(member, pool.poolId, caps.get(member.card.iccid))),
    };
  });

  app.get<PoolParams>('/v1/pools/:poolId/usage', async (request) => {
    const pool = await poolOf(request);
    const usedKb = poolMonthToDateKb(await membersOf(pool));
    const quotaKb = poolQuotaKb(pool);
    return {
      poolId: pool.poolId,
      month: carrierMonthBefore(carrierDayOf(clock.now()), 0).month,
      quotaKb,
      usedKb,
      remainingKb: Math.max(0, quotaKb - usedKb),
      usedPercent: usedPercent(usedKb, quotaKb),
      memberCount: pool.memberCount,
    };
  });

  app.get<PoolParams>('/v1/pools/:poolId/usage/daily', async (request) => {
    const pool = await poolOf(request);
    const { days } = parseWith(dailyQuery, request.query);
    return { poolId: pool.poolId, days: poolDailyUsage(await membersOf(pool), days, clock.now()) };
  });

  app.get<PoolParams>('/v1/pools/:poolId/usage/monthly', async (request) => {
    const pool = await poolOf(request);
    const { months } = parseWith(monthlyQuery, request.query);
    const quotaKb = poolQuotaKb(pool);
    return {
      poolId: pool.poolId,
      quotaKb,
      months: poolMonthlyUsage(await membersOf(pool), months, clock.now()),
    };
  });
}
