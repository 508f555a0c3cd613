import { sql, type SQL } from 'drizzle-orm';
import { dataPoolGroupStatus } from '@simdesk/contract';
import { cardPlacesByIccid } from '../sim-cards';
import { dataPoolMembers, dataPools } from './data-pools-schema';

/** The pools a pool rule looks at: its company's, narrowed to one pool or to pools holding an org's cards. */
export interface PoolSelection {
  companyId: number;
  /** The carrier's group id of the one pool the rule watches. */
  groupId?: string;
  /** Pools with at least one member card in this org subtree. */
  memberOrgPath?: string;
}

/** One crossing pool: `observed` is the percent of its quota used this month, as of its last sync. */
export interface PoolCrossingColumns {
  poolId: number;
  companyId: number;
  groupId: string;
  poolName: string;
  observed: number;
}

/**
 * One SELECT of the valid pools of the selection that have used at least `percent` of their quota, as the last
 * pool sync stored them: the rule engine inserts its rows as triggers in the same statement.
 */
export function crossingPools(selection: PoolSelection, percent: number): SQL {
  const conditions = [
    sql`p.company_id = ${selection.companyId}`,
    sql`p.status = ${dataPoolGroupStatus.byName.valid}`,
    sql`p.quota_kb > 0`,
    sql`p.used_kb * 100.0 >= p.quota_kb * ${percent}`,
  ];
  if (selection.groupId !== undefined) conditions.push(sql`p.group_id = ${selection.groupId}`);
  if (selection.memberOrgPath !== undefined) {
    conditions.push(sql`exists (
      select 1 from ${dataPoolMembers} m join ${cardPlacesByIccid()} c on c.iccid = m.iccid
      where m.pool_id = p.id and c.company_id = p.company_id and c.org_path like ${`${selection.memberOrgPath}%`})`);
  }
  return sql`
    select p.id as "poolId", p.company_id as "companyId", p.group_id as "groupId", p.name as "poolName",
      (p.used_kb * 100.0 / p.quota_kb)::float8 as observed
    from ${dataPools} p
    where ${sql.join(conditions, sql` and `)}`;
}
