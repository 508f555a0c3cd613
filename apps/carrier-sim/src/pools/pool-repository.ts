import {
  dataPoolGroupStatus,
  type DataPoolGroupStatusCode,
  type DataPoolGroupTypeCode,
} from '@simdesk/contract';
import { cardColumns, type CardRow } from '../cards/card-row';
import type { Queryable } from '../database/database';
import { CarrierError, carrierErrorCodes } from '../http/carrier-error';

export interface PoolRow {
  poolId: string;
  appId: string;
  name: string;
  groupType: DataPoolGroupTypeCode;
  status: DataPoolGroupStatusCode;
  quotaKbPerMember: number;
  createdAt: Date;
  memberCount: number;
}

const poolSelect = `SELECT pool.pool_id AS "poolId", pool.app_id AS "appId", pool.name, pool.group_type AS "groupType",
  pool.status, pool.quota_kb_per_member::float8 AS "quotaKbPerMember", pool.created_at AS "createdAt",
  (SELECT count(*)::int FROM carrier_sim.cards card WHERE card.pool_id = pool.pool_id) AS "memberCount"
  FROM carrier_sim.pools pool`;

export async function findPools(database: Queryable, appId: string): Promise<PoolRow[]> {
  return database.query<PoolRow>(`${poolSelect} WHERE pool.app_id = $1 ORDER BY pool.pool_id`, [appId]);
}

/** The account's pool, or POOL_NOT_FOUND. */
export async function findPool(database: Queryable, appId: string, poolId: string): Promise<PoolRow> {
  const rows = await database.query<PoolRow>(`${poolSelect} WHERE pool.pool_id = $1 AND pool.app_id = $2`, [
    poolId,
    appId,
  ]);
  const pool = rows[0];
  if (!pool) throw new CarrierError(404, carrierErrorCodes.poolNotFound, `no pool ${poolId} in this account`);
  return pool;
}

/** A pool that takes changes: it exists in the account and is valid (not pre-cancelled or cancelled). */
export async function findValidPool(database: Queryable, appId: string, poolId: string): Promise<PoolRow> {
  const pool = await findPool(database, appId, poolId);
  if (pool.status !== dataPoolGroupStatus.byName.valid) {
    throw new CarrierError(409, carrierErrorCodes.poolNotValid, `pool ${poolId} is in status ${pool.status}`);
  }
  return pool;
}

/** The pool's total quota: each member brings its share. */
export const poolQuotaKb = (pool: PoolRow) => pool.quotaKbPerMember * pool.memberCount;

export async function findPoolMembers(
  database: Queryable,
  poolId: string,
  page?: { limit: number; offset: number },
): Promise<CardRow[]> {
  return database.query<CardRow>(
    `SELECT ${cardColumns} FROM carrier_sim.cards card WHERE card.pool_id = $1 ORDER BY card.iccid
     ${page ? 'LIMIT $2 OFFSET $3' : ''}`,
    page ? [poolId, page.limit, page.offset] : [poolId],
  );
}

/** A member's own cap: the one in force before `effectiveFrom` stays until then (a cap below use waits). */
export interface MemberCap {
  iccid: string;
  capKb: number | null;
  previousCapKb: number | null;
  effectiveFrom: Date;
}

export async function findMemberCaps(
  database: Queryable,
  iccids: readonly string[],
): Promise<Map<string, MemberCap>> {
  const rows = await database.query<MemberCap>(
    `SELECT iccid, cap_kb::float8 AS "capKb", previous_cap_kb::float8 AS "previousCapKb",
       effective_from AS "effectiveFrom"
     FROM carrier_sim.pool_member_caps WHERE iccid = ANY($1::text[])`,
    [iccids],
  );
  return new Map(rows.map((row) => [row.iccid, row]));
}

/** The cap in force at a moment (null: none of its own). */
export const capInForce = (cap: MemberCap | undefined, at: number): number | null =>
  !cap ? null : at >= cap.effectiveFrom.getTime() ? cap.capKb : cap.previousCapKb;
