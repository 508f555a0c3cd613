import { and, asc, eq, ilike, or } from 'drizzle-orm';
import { isDealerAccountRoleType, type AdminFormOptionsRow } from '@simdesk/contract';
import { callerScope } from '../../platform/auth/data-scope';
import type { OperatorContext } from '../../platform/auth/operator-context';
import { containsPattern } from '../../platform/database/contains-pattern';
import { companies, operators, organizations } from '../../platform/database/schema';
import { dealers } from '../../platform/database/schema';
import type { AppServices } from '../../platform/services';
import { grantableRoles, targetCompanyId } from './admin-references';
import { managedOperatorScope } from './operator-rows';

/**
 * Companies, orgs, grantable roles and dealers of one company, as far as the caller's scope reaches; for a
 * dealer account's form, only the roles a dealer account may hold.
 */
export async function adminFormOptions(
  services: AppServices,
  caller: OperatorContext,
  requestedCompanyId: number | undefined,
  options: { dealerAccount?: boolean } = {},
): Promise<AdminFormOptionsRow> {
  const { db } = services;
  const companyId = targetCompanyId(caller, requestedCompanyId);
  const orgScope = callerScope(caller, { companyId: organizations.companyId, orgPath: organizations.path });
  const [companyRows, orgRows, roleRows, dealerRows] = await Promise.all([
    db
      .select({ companyId: companies.id, companyName: companies.name })
      .from(companies)
      .where(caller.crossCompany ? undefined : eq(companies.id, caller.companyId))
      .orderBy(asc(companies.id)),
    db
      .select({
        orgId: organizations.id,
        parentId: organizations.parentId,
        name: organizations.name,
        orderNum: organizations.orderNum,
      })
      .from(organizations)
      .where(and(eq(organizations.companyId, companyId), orgScope))
      .orderBy(asc(organizations.orderNum), asc(organizations.id)),
    grantableRoles(db, caller, companyId),
    db
      .select({ dealerId: dealers.id, name: dealers.name, code: dealers.code, orgId: dealers.orgId })
      .from(dealers)
      .innerJoin(organizations, eq(organizations.id, dealers.orgId))
      .where(and(eq(dealers.companyId, companyId), eq(dealers.enabled, true), orgScope))
      .orderBy(asc(dealers.name), asc(dealers.id)),
  ]);
  return {
    companyId,
    companies: companyRows,
    orgs: orgRows,
    roles: roleRows
      .filter((role) => !options.dealerAccount || isDealerAccountRoleType(role.roleType))
      .sort((first, second) => first.id.localeCompare(second.id, 'en', { numeric: true }))
      .map((role) => ({ roleId: role.id, roleName: role.name, roleType: role.roleType })),
    dealers: dealerRows,
  };
}

/** Ids of an operator and everyone below them, within one company. */
async function selfAndBelow(
  services: AppServices,
  companyId: number,
  operatorId: number,
): Promise<Set<number>> {
  const links = await services.db
    .select({ id: operators.id, superiorId: operators.superiorId })
    .from(operators)
    .where(eq(operators.companyId, companyId));
  const below = new Set([operatorId]);
  for (let grew = true; grew;) {
    grew = false;
    for (const link of links) {
      if (link.superiorId !== null && below.has(link.superiorId) && !below.has(link.id)) {
        below.add(link.id);
        grew = true;
      }
    }
  }
  return below;
}

const superiorListLimit = 200;

/** Enabled operators of a company the caller administers, apart from the edited one and those below them. */
export async function superiorCandidates(
  services: AppServices,
  caller: OperatorContext,
  filter: { companyId?: number; keyword?: string; operatorId?: number },
) {
  const companyId = targetCompanyId(caller, filter.companyId);
  const keyword = filter.keyword ? containsPattern(filter.keyword) : undefined;
  const rows = await services.db
    .select({ operatorId: operators.id, account: operators.account, name: operators.name })
    .from(operators)
    .leftJoin(organizations, eq(organizations.id, operators.orgId))
    .where(
      and(
        managedOperatorScope(caller),
        eq(operators.companyId, companyId),
        eq(operators.enabled, true),
        keyword ? or(ilike(operators.account, keyword), ilike(operators.name, keyword)) : undefined,
      ),
    )
    .orderBy(asc(operators.account))
    .limit(superiorListLimit + 1);
  const excluded =
    filter.operatorId === undefined
      ? new Set<number>()
      : await selfAndBelow(services, companyId, filter.operatorId);
  return rows.filter((row) => !excluded.has(row.operatorId)).slice(0, superiorListLimit);
}
