import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { CarrierGateway, CarrierPool } from '../../platform/carrier/carrier-gateway';
import type { Database } from '../../platform/database/connect';
import { carrierAccounts } from '../../platform/database/schema-carrier';
import type { AppServices } from '../../platform/services';
import { companyHoldingMostCards } from '../sim-cards';
import { dataPoolMembers, dataPools, dataPoolSyncState } from './data-pools-schema';

/** The carrier's largest member page. */
const memberPageSize = 50;
const rowsPerInsert = 1000;

interface CarrierMember {
  iccid: string;
  msisdn?: string | null;
  memberStatus: number;
  joinedAt?: string | null;
  capKb?: number | null;
  pendingCapKb?: number | null;
  pendingCapFrom?: string | null;
  monthDataKb?: number | null;
}

const dateOrNull = (value: string | null | undefined) => (value ? new Date(value) : null);

async function readMembers(gateway: CarrierGateway, poolId: string): Promise<CarrierMember[]> {
  const members: CarrierMember[] = [];
  for (let pageIndex = 1; ; pageIndex += 1) {
    const page = await gateway.poolMembers(poolId, pageIndex, memberPageSize);
    const found = Array.isArray(page.members) ? (page.members as CarrierMember[]) : [];
    members.push(...found);
    if (found.length < memberPageSize || members.length >= Number(page.total ?? 0)) return members;
  }
}

/** Stores one pool and replaces its members, in one transaction: a reader sees the old or the new, whole. */
async function storePool(
  db: Database,
  account: { id: number; companyId: number },
  pool: CarrierPool & { usedKb?: unknown },
  members: CarrierMember[],
  syncedAt: Date,
): Promise<void> {
  // The pool is the company's whose cards it holds (the account's when the console has none of them).
  const holder = await companyHoldingMostCards(
    db,
    members.map((member) => member.iccid),
  );
  const figures = {
    companyId: holder ?? account.companyId,
    name: pool.name,
    groupType: pool.groupType,
    status: pool.status,
    quotaKb: pool.quotaKb,
    usedKb: Number(pool.usedKb ?? 0),
    memberCount: pool.memberCount,
    createdAtCarrier: dateOrNull(pool.createdAt),
    syncedAt,
  };
  await db.transaction(async (transaction) => {
    const [stored] = await transaction
      .insert(dataPools)
      .values({ carrierAccountId: account.id, groupId: pool.poolId, ...figures })
      .onConflictDoUpdate({ target: [dataPools.carrierAccountId, dataPools.groupId], set: figures })
      .returning({ id: dataPools.id });
    if (!stored) throw new Error(`pool ${pool.poolId} was not stored`);
    await transaction.delete(dataPoolMembers).where(eq(dataPoolMembers.poolId, stored.id));
    for (let start = 0; start < members.length; start += rowsPerInsert) {
      await transaction.insert(dataPoolMembers).values(
        members.slice(start, start + rowsPerInsert).map((member) => ({
          poolId: stored.id,
          iccid: member.iccid,
          msisdn: member.msisdn ?? null,
          memberStatus: member.memberStatus,
          joinedAt: dateOrNull(member.joinedAt),
          capKb: member.capKb ?? null,
          pendingCapKb: member.pendingCapKb ?? null,
          pendingCapFrom: dateOrNull(member.pendingCapFrom),
          monthDataKb: member.monthDataKb ?? 0,
          syncedAt,
        })),
      );
    }
  });
}

export interface AccountPoolSync {
  poolCount: number;
  memberCount: number;
}

/**
 * Reads every pool of one carrier account with its usage and members, and stores them; pools the carrier no
 * longer lists are dropped. Idempotent: a second run stores the same rows.
 */
export async function syncAccountPools(
  services: Pick<AppServices, 'db' | 'carrier' | 'clock'>,
  accountId: number,
): Promise<AccountPoolSync> {
  const { db } = services;
  const [account] = await db
    .select({ id: carrierAccounts.id, companyId: carrierAccounts.companyId })
    .from(carrierAccounts)
    .where(eq(carrierAccounts.id, accountId));
  if (!account) throw new Error(`no carrier account ${accountId}`);
  try {
    const gateway = await services.carrier.gatewayFor(accountId);
    const pools = await gateway.listPools();
    let memberCount = 0;
    for (const listed of pools) {
      const pool = await gateway.pool(listed.poolId);
      const members = await readMembers(gateway, listed.poolId);
      await storePool(db, account, { ...listed, ...pool }, members, services.clock.now());
      memberCount += members.length;
    }
    const listedIds = pools.map((pool) => pool.poolId);
    await db
      .delete(dataPools)
      .where(
        and(
          eq(dataPools.carrierAccountId, accountId),
          listedIds.length ? notInArray(dataPools.groupId, listedIds) : undefined,
        ),
      );
    await recordSync(db, accountId, null);
    return { poolCount: pools.length, memberCount };
  } catch (error) {
    await recordSync(db, accountId, error instanceof Error ? error.message : String(error));
    throw error;
  }
}

async function recordSync(db: Database, accountId: number, lastError: string | null): Promise<void> {
  await db
    .insert(dataPoolSyncState)
    .values({ accountId, lastSyncedAt: sql`now()`, lastError })
    .onConflictDoUpdate({
      target: dataPoolSyncState.accountId,
      set: { lastSyncedAt: sql`now()`, lastError },
    });
}
