import { and, eq, inArray } from 'drizzle-orm';
import { canAssignRoleType, status as statusCodes } from '@simdesk/contract';
import { callerScope } from '../../platform/auth/data-scope';
import type { OperatorContext } from '../../platform/auth/operator-context';
import type { Database } from '../../platform/database/connect';
import { operators, organizations, rolePages, roles } from '../../platform/database/schema';
import { AppError, badRequest, forbidden, notFound } from '../../platform/http/app-error';
import type { OperatorRecord } from './operator-rows';

export const conflict = (message: string) => new AppError(statusCodes.conflict, message);

export { isForeignKeyViolation, isUniqueViolation } from '../../platform/database/sql-state';

/** The company a caller works in: their own, or any for cross-company carrier staff. */
export function targetCompanyId(caller: OperatorContext, companyId: number | undefined): number {
  if (companyId === undefined || companyId === caller.companyId) return caller.companyId;
  if (!caller.crossCompany) throw forbidden('you can only administer your own company');
  return companyId;
}

/** An org of the caller's scope; its company becomes the company of what is placed in it. */
export async function resolveOrg(db: Database, caller: OperatorContext, orgId: number) {
  const [org] = await db
    .select()
    .from(organizations)
    .where(
      and(
        eq(organizations.id, orgId),
        callerScope(caller, { companyId: organizations.companyId, orgPath: organizations.path }),
      ),
    );
  if (!org) throw notFound('the org was not found within your organisation');
  return org;
}

/** Whether the caller holds every page and action a set of grants gives (nobody hands out more than they have). */
export function holdsGrants(
  caller: OperatorContext,
  grants: readonly { pageCode: string; actions: readonly string[] }[],
): boolean {
  return grants.every(
    (grant) =>
      caller.grantedPageCodes.has(grant.pageCode) &&
      grant.actions.every((action) =>
        (caller.actionGrants[grant.pageCode] ?? []).some((held) => held === action),
      ),
  );
}

/** The roles of a company the caller may hand out: type not above theirs, no page or action they lack. */
export async function grantableRoles(db: Database, caller: OperatorContext, companyId: number) {
  const companyRoles = await db.select().from(roles).where(eq(roles.companyId, companyId));
  const candidates = companyRoles.filter((role) => canAssignRoleType(caller.roleType, role.roleType));
  if (candidates.length === 0) return [];
  const grants = await db
    .select()
    .from(rolePages)
    .where(
      inArray(
        rolePages.roleId,
        candidates.map((role) => role.id),
      ),
    );
  return candidates.filter((role) =>
    holdsGrants(
      caller,
      grants.filter((grant) => grant.roleId === role.id),
    ),
  );
}

/** A role of the company that the caller may hand out, or a refusal saying why not. */
export async function resolveGrantableRole(
  db: Database,
  caller: OperatorContext,
  roleId: string,
  companyId: number,
) {
  const [role] = await db
    .select()
    .from(roles)
    .where(and(eq(roles.id, roleId), eq(roles.companyId, companyId)));
  if (!role) throw notFound("the role was not found in the operator's company");
  const grantable = await grantableRoles(db, caller, companyId);
  if (!grantable.some((candidate) => candidate.id === role.id)) {
    throw forbidden('you cannot hand out this role: it ranks above yours or grants pages you do not hold');
  }
  return role;
}

/** The caller may only administer operators whose role they could hand out themselves. */
export function assertManageable(caller: OperatorContext, record: OperatorRecord): void {
  if (record.roleType !== null && !canAssignRoleType(caller.roleType, record.roleType)) {
    throw forbidden("this operator's role ranks above yours");
  }
}

export function assertNotSelf(caller: OperatorContext, record: OperatorRecord, what: string): void {
  if (record.operator.id === caller.operatorId) throw badRequest(`you cannot ${what} your own account`);
}

/**
 * A superior for an operator: someone the caller administers in the same company, enabled, and not the
 * operator or anyone below them (no reporting loop).
 */
export async function assertValidSuperior(
  db: Database,
  superior: OperatorRecord | undefined,
  companyId: number,
  operatorId: number | undefined,
): Promise<void> {
  if (!superior || superior.operator.companyId !== companyId || !superior.operator.enabled) {
    throw notFound('the superior was not found among the enabled operators of the company');
  }
  if (operatorId === undefined) return;
  let current: number | null = superior.operator.id;
  for (let depth = 0; current !== null && depth < 100; depth++) {
    if (current === operatorId)
      throw badRequest('an operator cannot report to themselves or to someone below them');
    const [next]: { superiorId: number | null }[] = await db
      .select({ superiorId: operators.superiorId })
      .from(operators)
      .where(eq(operators.id, current));
    current = next?.superiorId ?? null;
  }
}
