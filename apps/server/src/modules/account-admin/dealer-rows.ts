import { and, count, desc, eq, ilike, inArray, isNull, like, type SQL } from 'drizzle-orm';
import { maskPhone, type DealerRow, type Page } from '@simdesk/contract';
import { callerScope } from '../../platform/auth/data-scope';
import type { OperatorContext } from '../../platform/auth/operator-context';
import { containsPattern } from '../../platform/database/contains-pattern';
import type { Database } from '../../platform/database/connect';
import { companies, operators, organizations } from '../../platform/database/schema';
import { dealers } from '../../platform/database/schema';
import { notFound } from '../../platform/http/app-error';
import { pageWindow } from '../../platform/http/paging';
import type { AppServices } from '../../platform/services';
import { resolveOrg, targetCompanyId } from './admin-references';

/** The dealers a caller administers: their company, in their org subtree. */
function dealerScope(caller: OperatorContext): SQL | undefined {
  return callerScope(caller, { companyId: dealers.companyId, orgPath: organizations.path });
}

/** Dealer accounts (operators not deleted) per dealer, for one page of dealers. */
async function accountCounts(db: Database, dealerIds: number[]): Promise<Map<number, number>> {
  if (dealerIds.length === 0) return new Map();
  const rows = await db
    .select({ dealerId: operators.dealerId, total: count() })
    .from(operators)
    .where(and(inArray(operators.dealerId, dealerIds), isNull(operators.deletedAt)))
    .groupBy(operators.dealerId);
  return new Map(rows.map((row) => [row.dealerId ?? 0, row.total]));
}

/** Dealer accounts (operators not deleted) of one dealer. */
export async function countDealerAccounts(db: Database, dealerId: number): Promise<number> {
  const [counted] = await db
    .select({ total: count() })
    .from(operators)
    .where(and(eq(operators.dealerId, dealerId), isNull(operators.deletedAt)));
  return counted?.total ?? 0;
}

function selectDealerRecords(db: Database) {
  return db
    .select({ dealer: dealers, companyName: companies.name, orgName: organizations.name })
    .from(dealers)
    .innerJoin(companies, eq(companies.id, dealers.companyId))
    .leftJoin(organizations, eq(organizations.id, dealers.orgId));
}

type DealerRecord = Awaited<ReturnType<typeof selectDealerRecords>>[number];

function toDealerRow(record: DealerRecord, accountCount: number, reveal = false): DealerRow {
  const { dealer } = record;
  return {
    dealerId: dealer.id,
    companyId: dealer.companyId,
    companyName: record.companyName,
    orgId: dealer.orgId,
    orgName: record.orgName,
    name: dealer.name,
    code: dealer.code,
    contactName: dealer.contactName,
    contactMobile: dealer.contactMobile && (reveal ? dealer.contactMobile : maskPhone(dealer.contactMobile)),
    address: dealer.address,
    enabled: dealer.enabled,
    accountCount,
    createTime: dealer.createdAt.toISOString(),
  };
}

/** A dealer the caller administers, or not found (never another company's). */
export async function loadManagedDealer(services: AppServices, caller: OperatorContext, dealerId: number) {
  const [record] = await selectDealerRecords(services.db).where(
    and(eq(dealers.id, dealerId), dealerScope(caller)),
  );
  if (!record) throw notFound('no such dealer');
  return record;
}

export async function describeDealer(services: AppServices, record: DealerRecord): Promise<DealerRow> {
  return toDealerRow(record, await countDealerAccounts(services.db, record.dealer.id), true);
}

export interface DealerListFilter {
  companyId?: number;
  name?: string;
  code?: string;
  orgId?: number;
  enabled?: boolean;
}

/** One page of the caller's dealers, newest first, contact mobile masked. */
export async function listDealers(
  services: AppServices,
  caller: OperatorContext,
  filter: DealerListFilter,
  page: Page | undefined,
): Promise<{ rows: DealerRow[]; total: number }> {
  const { db } = services;
  const conditions: (SQL | undefined)[] = [dealerScope(caller)];
  if (filter.companyId !== undefined)
    conditions.push(eq(dealers.companyId, targetCompanyId(caller, filter.companyId)));
  if (filter.name) conditions.push(ilike(dealers.name, containsPattern(filter.name)));
  if (filter.code) conditions.push(ilike(dealers.code, containsPattern(filter.code)));
  if (filter.orgId !== undefined) {
    const org = await resolveOrg(db, caller, filter.orgId);
    conditions.push(like(organizations.path, `${org.path}%`));
  }
  if (filter.enabled !== undefined) conditions.push(eq(dealers.enabled, filter.enabled));
  const where = and(...conditions);
  const { limit, offset } = pageWindow(page);
  const [records, [totals]] = await Promise.all([
    selectDealerRecords(db)
      .where(where)
      .orderBy(desc(dealers.createdAt), desc(dealers.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ total: count() })
      .from(dealers)
      .leftJoin(organizations, eq(organizations.id, dealers.orgId))
      .where(where),
  ]);
  const counts = await accountCounts(
    db,
    records.map((record) => record.dealer.id),
  );
  return {
    rows: records.map((record) => toDealerRow(record, counts.get(record.dealer.id) ?? 0)),
    total: totals?.total ?? 0,
  };
}
