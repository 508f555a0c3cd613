import { and, asc, eq, getTableColumns, ilike, or, type SQL } from 'drizzle-orm';
import type { DataPoolMemberRow, DataPoolRow } from '@simdesk/contract/modules/data-pools';
import type { DataPoolGroupStatusCode, DataPoolGroupTypeCode, MemberStatusCode } from '@simdesk/contract';
import type { OperatorContext } from '../../platform/auth/operator-context';
import { callerScope } from '../../platform/auth/data-scope';
import type { Database } from '../../platform/database/connect';
import { containsPattern } from '../../platform/database/contains-pattern';
import { ascendingKeysetPage } from '../../platform/database/keyset-page';
import { companies } from '../../platform/database/schema';
import { carrierAccounts } from '../../platform/database/schema-carrier';
import { forbidden, notFound } from '../../platform/http/app-error';
import { visibleCardIdsByIccid } from '../sim-cards';
import { dataPoolMembers, dataPools } from './data-pools-schema';

const poolColumns = {
  ...getTableColumns(dataPools),
  companyName: companies.name,
  carrierAccountName: carrierAccounts.name,
};
const ofPoolCompany = eq(companies.id, dataPools.companyId);
const ofPoolAccount = eq(carrierAccounts.id, dataPools.carrierAccountId);

/** Pools with their company's and carrier account's names. */
function selectPools(db: Database, where: SQL | undefined) {
  const joined = db.select(poolColumns).from(dataPools).innerJoin(companies, ofPoolCompany);
  return joined.innerJoin(carrierAccounts, ofPoolAccount).where(where);
}

type StoredPool = Awaited<ReturnType<typeof selectPools>>[number];

function toPoolRow({ syncedAt, createdAtCarrier: _createdAt, ...pool }: StoredPool): DataPoolRow {
  return {
    ...pool,
    groupType: pool.groupType as DataPoolGroupTypeCode,
    status: pool.status as DataPoolGroupStatusCode,
    remainingKb: Math.max(0, pool.quotaKb - pool.usedKb),
    usedPercent: pool.quotaKb > 0 ? Math.round((pool.usedKb / pool.quotaKb) * 1000) / 10 : 0,
    asOf: syncedAt.toISOString(),
  };
}

interface Paging {
  cursor?: number;
  pageSize: number;
}

/** One keyset page of the pools the caller's company holds (carrier staff: every company's), oldest first. */
export async function listPools(
  db: Database,
  caller: OperatorContext,
  filter: Paging & { status?: number; keyword?: string; companyId?: number },
) {
  // Pools belong to a company, not an org: the caller's company (carrier staff may choose one).
  if (filter.companyId !== undefined && !caller.crossCompany && filter.companyId !== caller.companyId) {
    throw forbidden('only carrier staff choose a company');
  }
  const pattern = filter.keyword ? containsPattern(filter.keyword) : undefined;
  const where = and(
    callerScope(caller, { companyId: dataPools.companyId }),
    filter.companyId === undefined ? undefined : eq(dataPools.companyId, filter.companyId),
    filter.status === undefined ? undefined : eq(dataPools.status, filter.status),
    pattern === undefined ? undefined : or(ilike(dataPools.name, pattern), ilike(dataPools.groupId, pattern)),
  );
  const query = { table: dataPools, id: dataPools.id, where, ...filter };
  const { rows, ...paging } = await ascendingKeysetPage(db, query, (condition, order, limit) =>
    selectPools(db, condition).orderBy(order).limit(limit),
  );
  return { pools: rows.map(toPoolRow), ...paging };
}

/** The pool of a group id the caller sees; an unknown one and one of another company read alike. */
export async function findPool(db: Database, caller: OperatorContext, groupId: string): Promise<DataPoolRow> {
  const where = and(eq(dataPools.groupId, groupId), callerScope(caller, { companyId: dataPools.companyId }));
  const [pool] = await selectPools(db, where).orderBy(asc(dataPools.id)).limit(1);
  if (!pool) throw notFound(`no pool ${groupId}`);
  return toPoolRow(pool);
}

type StoredMember = typeof dataPoolMembers.$inferSelect;

function toMemberRow(member: StoredMember, cardId: number | null): DataPoolMemberRow {
  const { poolId: _poolId, syncedAt, joinedAt, pendingCapFrom, ...figures } = member;
  return {
    ...figures,
    cardId,
    memberStatus: member.memberStatus as MemberStatusCode,
    joinedAt: joinedAt?.toISOString() ?? null,
    pendingCapFrom: pendingCapFrom?.toISOString() ?? null,
    asOf: syncedAt.toISOString(),
  };
}

/** One keyset page of a pool's members as of its last sync, in the order the carrier listed them. */
export async function listMembers(
  db: Database,
  caller: OperatorContext,
  filter: Paging & { groupId: string; memberStatus?: number; cardNumber?: string },
) {
  const pool = await findPool(db, caller, filter.groupId);
  const pattern = filter.cardNumber ? containsPattern(filter.cardNumber) : undefined;
  const where = and(
    eq(dataPoolMembers.poolId, pool.id),
    filter.memberStatus === undefined ? undefined : eq(dataPoolMembers.memberStatus, filter.memberStatus),
    pattern === undefined
      ? undefined
      : or(ilike(dataPoolMembers.iccid, pattern), ilike(dataPoolMembers.msisdn, pattern)),
  );
  const query = { table: dataPoolMembers, id: dataPoolMembers.id, where, ...filter };
  const { rows, ...paging } = await ascendingKeysetPage(db, query, (condition, order, limit) =>
    db.select().from(dataPoolMembers).where(condition).orderBy(order).limit(limit),
  );
  // Linked to the console's card only when the caller sees it (org subtree included).
  const cardIds = await visibleCardIdsByIccid(
    db,
    caller,
    rows.map((member) => member.iccid),
  );
  const members = rows.map((member) => toMemberRow(member, cardIds.get(member.iccid) ?? null));
  return { members, ...paging };
}

/** A member of the pool by ICCID or MSISDN, as the last sync read it. */
export async function findMember(db: Database, poolId: number, cardNumber: string) {
  const [member] = await db
    .select()
    .from(dataPoolMembers)
    .where(
      and(
        eq(dataPoolMembers.poolId, poolId),
        or(eq(dataPoolMembers.iccid, cardNumber), eq(dataPoolMembers.msisdn, cardNumber)),
      ),
    )
    .limit(1);
  if (!member) throw notFound(`card ${cardNumber} is not a member of this pool`);
  return member;
}
