import { and, count, desc, eq, ilike, isNotNull, like, type SQL } from 'drizzle-orm';
import type { OperatorAdminRow, Page } from '@simdesk/contract';
import type { OperatorContext } from '../../platform/auth/operator-context';
import { containsPattern } from '../../platform/database/contains-pattern';
import { operators, organizations } from '../../platform/database/schema';
import { pageWindow } from '../../platform/http/paging';
import type { AppServices } from '../../platform/services';
import { resolveOrg, targetCompanyId } from './admin-references';
import { managedOperatorScope, selectOperatorRecords, toOperatorAdminRow } from './operator-rows';

export interface OperatorListFilter {
  companyId?: number;
  account?: string;
  name?: string;
  mobile?: string;
  orgId?: number;
  roleId?: string;
  enabled?: boolean;
  dealerId?: number;
  /** Only operators that belong to a dealer (the dealer account list). */
  dealerAccountsOnly?: boolean;
}

async function filterConditions(
  services: AppServices,
  caller: OperatorContext,
  filter: OperatorListFilter,
): Promise<(SQL | undefined)[]> {
  const conditions: (SQL | undefined)[] = [managedOperatorScope(caller)];
  if (filter.companyId !== undefined)
    conditions.push(eq(operators.companyId, targetCompanyId(caller, filter.companyId)));
  if (filter.account) conditions.push(ilike(operators.account, containsPattern(filter.account)));
  if (filter.name) conditions.push(ilike(operators.name, containsPattern(filter.name)));
  if (filter.mobile) conditions.push(like(operators.mobile, containsPattern(filter.mobile)));
  if (filter.orgId !== undefined) {
    const org = await resolveOrg(services.db, caller, filter.orgId);
    conditions.push(like(organizations.path, `${org.path}%`));
  }
  if (filter.roleId) conditions.push(eq(operators.roleId, filter.roleId));
  if (filter.enabled !== undefined) conditions.push(eq(operators.enabled, filter.enabled));
  if (filter.dealerId !== undefined) conditions.push(eq(operators.dealerId, filter.dealerId));
  if (filter.dealerAccountsOnly) conditions.push(isNotNull(operators.dealerId));
  return conditions;
}

/** One page of the operators the caller administers, newest first, mobile and mail masked. */
export async function listOperators(
  services: AppServices,
  caller: OperatorContext,
  filter: OperatorListFilter,
  page: Page | undefined,
): Promise<{ rows: OperatorAdminRow[]; total: number }> {
  const { db, clock } = services;
  const where = and(...(await filterConditions(services, caller, filter)));
  const { limit, offset } = pageWindow(page);
  const [records, [totals]] = await Promise.all([
    selectOperatorRecords(db)
      .where(where)
      .orderBy(desc(operators.createdAt), desc(operators.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ total: count() })
      .from(operators)
      .leftJoin(organizations, eq(organizations.id, operators.orgId))
      .where(where),
  ]);
  const now = clock.now();
  return {
    rows: records.map((record) => toOperatorAdminRow(record, caller, now)),
    total: totals?.total ?? 0,
  };
}
