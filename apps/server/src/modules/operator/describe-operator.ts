import { asc, desc, eq, like } from 'drizzle-orm';
import { maskPhone, type LoginInfo, type OperatorVo, type PermissionVo } from '@simdesk/contract';
import { companies, operators, organizations, roles, sessions } from '../../platform/database/schema';
import { loadOperatorContext, type OperatorContext } from '../../platform/auth/operator-context';
import { AppError, loginExpired } from '../../platform/http/app-error';
import type { AppServices } from '../../platform/services';

/** The operatorVo of spec §3, with the mobile masked. */
export async function describeOperator(services: AppServices, operatorId: number): Promise<OperatorVo> {
  const { db } = services;
  const found = await db
    .select({ operator: operators, company: companies, org: organizations, role: roles })
    .from(operators)
    .innerJoin(companies, eq(companies.id, operators.companyId))
    .leftJoin(organizations, eq(organizations.id, operators.orgId))
    .leftJoin(roles, eq(roles.id, operators.roleId))
    .where(eq(operators.id, operatorId));
  const row = found[0];
  if (!row) throw loginExpired();
  const subtree = row.org
    ? await db
        .select({ id: organizations.id })
        .from(organizations)
        .where(like(organizations.path, `${row.org.path}%`))
        .orderBy(asc(organizations.id))
    : [];
  // The sign-in before the latest one: what an operator wants to check ("was that me?").
  const recentSignIns = await db
    .select({ at: sessions.createdAt })
    .from(sessions)
    .where(eq(sessions.operatorId, operatorId))
    .orderBy(desc(sessions.createdAt))
    .limit(2);
  return {
    operatorId: row.operator.id,
    account: row.operator.account,
    username: row.operator.name,
    avatar: row.operator.avatar,
    mobile: row.operator.mobile ? maskPhone(row.operator.mobile) : null,
    hasMobile: Boolean(row.operator.mobile),
    mail: row.operator.mail,
    companyId: row.company.id,
    companyName: row.company.name,
    deployType: row.company.deployType,
    orgId: row.operator.orgId,
    orgIds: subtree.map((org) => org.id),
    orgName: row.org?.name ?? null,
    roleId: row.operator.roleId,
    roleName: row.role?.name ?? null,
    rnPlatformUsage: row.company.rnPlatformUsage,
    userAgreementAccepted: row.operator.agreementAcceptedAt !== null,
    lastLoginTime: recentSignIns[1]?.at.toISOString() ?? null,
  };
}

/** The button actions granted per page code, in the role's order. */
export function permissionVoListOf(context: OperatorContext): PermissionVo[] {
  return context.pageCodeList.map((pageCode) => ({
    pageCode,
    actions: [...(context.actionGrants[pageCode] ?? [])],
  }));
}

/** rows[0] of a login: the new token, the role's page codes in order, and the operator. */
export async function describeLogin(
  services: AppServices,
  operatorId: number,
  token: string,
): Promise<LoginInfo> {
  const context = await loadOperatorContext(services.db, operatorId, 0);
  if (!context) throw new AppError('10033', 'this account is disabled');
  return {
    token,
    pageCodeList: context.pageCodeList,
    operatorVo: await describeOperator(services, operatorId),
    permissionVoList: permissionVoListOf(context),
  };
}
