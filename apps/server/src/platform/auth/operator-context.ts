import { asc, eq } from 'drizzle-orm';
import { expandPageCodes, isButtonAction, type ActionGrants, type ButtonAction } from '@simdesk/contract';
import type { Database } from '../database/connect';
import { companies, operators, organizations, rolePages, roles } from '../database/schema';

/** Who is calling, as every guarded handler sees it; rebuilt on each request so role changes apply at once. */
export interface OperatorContext {
  sessionId: number;
  operatorId: number;
  account: string;
  companyId: number;
  deployType: number;
  orgId: number | null;
  /** '/1/4/7/': the caller sees this org and everything below it. */
  orgPath: string | null;
  roleId: string | null;
  roleType: string | null;
  /** Page codes in the role's order (the first decides a custom platform's home). */
  pageCodeList: string[];
  grantedPageCodes: ReadonlySet<string>;
  actionGrants: ActionGrants;
  /** Carrier staff with a super or all-net role: not limited to one company. */
  crossCompany: boolean;
}

const crossCompanyRoleTypes = new Set(['01', '02']);

export async function loadOperatorContext(
  db: Database,
  operatorId: number,
  sessionId: number,
): Promise<OperatorContext | undefined> {
  const found = await db
    .select({
      operator: operators,
      company: companies,
      orgPath: organizations.path,
      roleType: roles.roleType,
    })
    .from(operators)
    .innerJoin(companies, eq(companies.id, operators.companyId))
    .leftJoin(organizations, eq(organizations.id, operators.orgId))
    .leftJoin(roles, eq(roles.id, operators.roleId))
    .where(eq(operators.id, operatorId));
  const row = found[0];
  if (!row || !row.operator.enabled) return undefined;
  const grants = row.operator.roleId
    ? await db
        .select({ pageCode: rolePages.pageCode, actions: rolePages.actions })
        .from(rolePages)
        .where(eq(rolePages.roleId, row.operator.roleId))
        .orderBy(asc(rolePages.orderNum), asc(rolePages.pageCode))
    : [];
  const actionGrants: Record<string, ButtonAction[]> = {};
  for (const grant of grants) actionGrants[grant.pageCode] = grant.actions.filter(isButtonAction);
  const pageCodeList = grants.map((grant) => grant.pageCode);
  return {
    sessionId,
    operatorId: row.operator.id,
    account: row.operator.account,
    companyId: row.operator.companyId,
    deployType: row.company.deployType,
    orgId: row.operator.orgId,
    orgPath: row.orgPath,
    roleId: row.operator.roleId,
    roleType: row.roleType,
    pageCodeList,
    grantedPageCodes: expandPageCodes(pageCodeList),
    actionGrants,
    crossCompany: row.company.isCarrier && row.roleType !== null && crossCompanyRoleTypes.has(row.roleType),
  };
}
