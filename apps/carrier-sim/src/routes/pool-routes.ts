import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { cardContext, instant, memberStatusOf } from '../cards/card-context';
import { cardColumns, type CardRow } from '../cards/card-row';
import { findCardEvents } from '../cards/card-repository';
import { monthToDateDataKb } from '../cards/usage-answers';
import type { Queryable } from '../database/database';
import { requestAccount } from '../http/authentication';
import { CarrierError, carrierErrorCodes } from '../http/carrier-error';
import { parseWith } from '../http/card-selector';
import type { SimServices } from '../services';
import { carrierDayOf, carrierMonthBefore } from '../time/carrier-day';

interface PoolRow {
  poolId: string;
  name: string;
  quotaKbPerMember: number;
  createdAt: Date;
  memberCount: number;
}

const poolSelect = `SELECT pool.pool_id AS "poolId", pool.name, pool.quota_kb_per_member::float8 AS "quotaKbPerMember",
  pool.created_at AS "createdAt",
  (SELECT count(*)::int FROM carrier_sim.cards card WHERE card.pool_id = pool.pool_id) AS "memberCount"
  FROM carrier_sim.pools pool`;

const poolAnswer = (pool: PoolRow) => ({
  poolId: pool.poolId,
  name: pool.name,
  groupType: 1,
  status: 2,
  memberCount: pool.memberCount,
  quotaKb: pool.quotaKbPerMember * pool.memberCount,
  createdAt: instant(pool.createdAt),
});

async function findPool(database: Queryable, appId: string, poolId: string): Promise<PoolRow> {
  const rows = await database.query<PoolRow>(`${poolSelect} WHERE pool.pool_id = $1 AND pool.app_id = $2`, [
    poolId,
    appId,
  ]);
  const pool = rows[0];
  if (!pool) throw new CarrierError(404, carrierErrorCodes.poolNotFound, `no pool ${poolId} in this account`);
  return pool;
}

const memberPage = z.object({
  pageIndex: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(50),
});

type PoolParams = { Params: { poolId: string } };

/** Data pools (groups): the account's pools, one pool, its members page by page, its usage this month. */
export function registerPoolRoutes(app: FastifyInstance, services: SimServices): void {
  const { database } = services;

  app.get('/v1/pools', async (request) => {
    const rows = await database.query<PoolRow>(`${poolSelect} WHERE pool.app_id = $1 ORDER BY pool.pool_id`, [
      requestAccount(request).appId,
    ]);
    return { pools: rows.map(poolAnswer) };
  });

  app.get<PoolParams>('/v1/pools/:poolId', async (request) =>
    poolAnswer(await findPool(database, requestAccount(request).appId, request.params.poolId)),
  );

  app.get<PoolParams>('/v1/pools/:poolId/members', async (request) => {
    const pool = await findPool(database, requestAccount(request).appId, request.params.poolId);
    const page = parseWith(memberPage, request.query);
    const members = await database.query<CardRow>(
      `SELECT ${cardColumns} FROM carrier_sim.cards card WHERE card.pool_id = $1 ORDER BY card.iccid
       LIMIT $2 OFFSET $3`,
      [pool.poolId, page.pageSize, (page.pageIndex - 1) * page.pageSize],
    );
    const events = await findCardEvents(
      database,
      members.map((member) => member.iccid),
    );
    const now = services.clock.now();
    return {
      poolId: pool.poolId,
      total: pool.memberCount,
      pageIndex: page.pageIndex,
      pageSize: page.pageSize,
      members: members.map((card) => ({
        iccid: card.iccid,
        msisdn: card.msisdn,
        status: card.status,
        memberStatus: memberStatusOf(card.status),
        joinedAt: instant(card.openedAt),
        monthDataKb: monthToDateDataKb(cardContext(card, events.get(card.iccid) ?? [], now)),
      })),
    };
  });

  app.get<PoolParams>('/v1/pools/:poolId/usage', async (request) => {
    const pool = await findPool(database, requestAccount(request).appId, request.params.poolId);
    const members = await database.query<CardRow>(
      `SELECT ${cardColumns} FROM carrier_sim.cards card WHERE card.pool_id = $1`,
      [pool.poolId],
    );
    // Only status and data-switch events shape data usage; other kinds would only cost memory here.
    const events = await findCardEvents(
      database,
      members.map((member) => member.iccid),
      ['status', 'service:data'],
    );
    const now = services.clock.now();
    const usedKb = members.reduce(
      (sum, card) => sum + monthToDateDataKb(cardContext(card, events.get(card.iccid) ?? [], now)),
      0,
    );
    const quotaKb = pool.quotaKbPerMember * pool.memberCount;
    return {
      poolId: pool.poolId,
      month: carrierMonthBefore(carrierDayOf(now), 0).month,
      quotaKb,
      usedKb,
      remainingKb: Math.max(0, quotaKb - usedKb),
      usedPercent: quotaKb === 0 ? 0 : Math.round((usedKb / quotaKb) * 10_000) / 100,
      memberCount: pool.memberCount,
    };
  });
}
