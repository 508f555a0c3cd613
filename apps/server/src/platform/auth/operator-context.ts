import { eq, sql } from 'drizzle-orm';
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

// A role's page list expands to the same set every time: remembered by the list, for the few roles there are.
const expandedPageCodes = new Map<string, ReadonlySet<string>>();
const rememberedExpansions = 500;

function expandedPageCodesOf(pageCodeList: string[]): ReadonlySet<string> {
  const key = pageCodeList.join('\n');
  const known = expandedPageCodes.get(key);
  if (known) return known;
  if (expandedPageCodes.size >= rememberedExpansions) expandedPageCodes.clear();
  const expanded = expandPageCodes(pageCodeList);
  expandedPageCodes.set(key, expanded);
  return expanded;
}

interface Grant {
  pageCode: string;
  actions: string[];
}

/** The caller's operator, company, org and role with the role's pages, in one round trip (every request runs it). */
export async function loadOperatorContext(
  db: Database,
  operatorId: number,
  sessionId: number,
): Promise<OperatorContext | undefined> {
  const grantsOfRole = sql<Grant[] | string>`coalesce((
    select json_agg(json_build_object('pageCode', ${rolePages.pageCode}, 'actions', ${rolePages.actions})
                    order by ${rolePages.orderNum}, ${rolePages.pageCode})
    from ${rolePages} where ${rolePages.roleId} = ${operators.roleId}), '[]')`;
  const found = await db
    .select({
      id: operators.id,
      account: operators.account,
      enabled: operators.enabled,
      companyId: operators.companyId,
      orgId: operators.orgId,
      roleId: operators.roleId,
      deployType: companies.deployType,
      isCarrier: companies.isCarrier,
      orgPath: organizations.path,
      roleType: roles.roleType,
      grants: grantsOfRole,
    })
    .from(operators)
    .innerJoin(companies, eq(companies.id, operators.companyId))
    .leftJoin(organizations, eq(organizations.id, operators.orgId))
    .leftJoin(roles, eq(roles.id, operators.roleId))
    .where(eq(operators.id, operatorId));
  const row = found[0];
  if (!row || !row.enabled) return undefined;
  // PGlite answers json as a value, node-postgres too; a driver that answers text is parsed.
  const grants: Grant[] = row.roleId
    ? typeof row.grants === 'string'
      ? (JSON.parse(row.grants) as Grant[])
      : row.grants
    : [];
  const actionGrants: Record<string, ButtonAction[]> = {};
  for (const grant of grants) actionGrants[grant.pageCode] = grant.actions.filter(isButtonAction);
  const pageCodeList = grants.map((grant) => grant.pageCode);
  return {
    sessionId,
    operatorId: row.id,
    account: row.account,
    companyId: row.companyId,
    deployType: row.deployType,
    orgId: row.orgId,
    orgPath: row.orgPath,
    roleId: row.roleId,
    roleType: row.roleType,
    pageCodeList,
    grantedPageCodes: expandedPageCodesOf(pageCodeList),
    actionGrants,
    crossCompany: row.isCarrier && row.roleType !== null && crossCompanyRoleTypes.has(row.roleType),
  };
}
