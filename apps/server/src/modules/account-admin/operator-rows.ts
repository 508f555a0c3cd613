import { and, eq, isNull, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { maskPhone, maskSensitive, type OperatorAdminRow } from '@simdesk/contract';
import { callerScope } from '../../platform/auth/data-scope';
import type { OperatorContext } from '../../platform/auth/operator-context';
import type { Database } from '../../platform/database/connect';
import { companies, operators, organizations, roles } from '../../platform/database/schema';
import { dealers } from '../../platform/database/schema';
import { operatorAppCredentials } from './account-admin-schema';

const superiors = alias(operators, 'superiors');

/** The operators a caller administers: not deleted, in their company and org subtree. */
export function managedOperatorScope(caller: OperatorContext): SQL | undefined {
  return and(
    isNull(operators.deletedAt),
    callerScope(caller, { companyId: operators.companyId, orgPath: organizations.path }),
  );
}

/** Operators with everything a list row shows; `where` may use operators and organizations columns. */
export function selectOperatorRecords(db: Database) {
  return db
    .select({
      operator: operators,
      companyName: companies.name,
      orgName: organizations.name,
      orgPath: organizations.path,
      roleName: roles.name,
      roleType: roles.roleType,
      dealerName: dealers.name,
      superiorName: superiors.name,
      appKey: operatorAppCredentials.appKey,
    })
    .from(operators)
    .innerJoin(companies, eq(companies.id, operators.companyId))
    .leftJoin(organizations, eq(organizations.id, operators.orgId))
    .leftJoin(roles, eq(roles.id, operators.roleId))
    .leftJoin(dealers, eq(dealers.id, operators.dealerId))
    .leftJoin(superiors, eq(superiors.id, operators.superiorId))
    .leftJoin(operatorAppCredentials, eq(operatorAppCredentials.operatorId, operators.id));
}

export type OperatorRecord = Awaited<ReturnType<typeof selectOperatorRecords>>[number];

/** The one operator a caller may administer, or undefined (unknown, deleted, or outside their scope). */
export async function findOperatorRecord(
  db: Database,
  caller: OperatorContext,
  operatorId: number,
): Promise<OperatorRecord | undefined> {
  const found = await selectOperatorRecords(db).where(
    and(eq(operators.id, operatorId), managedOperatorScope(caller)),
  );
  return found[0];
}

/**
 * An e-mail address for display: the local part keeps its first and last character (spec §5) with a fixed
 * run of stars between them, so the list stays narrow and the length is not told; the domain is kept.
 */
export function maskMail(mail: string): string {
  const at = mail.lastIndexOf('@');
  if (at <= 0) return maskSensitive(mail);
  const local = Array.from(mail.slice(0, at));
  const masked =
    local.length > 2 ? `${local[0]}****${local[local.length - 1]}` : maskSensitive(local.join(''));
  return `${masked}${mail.slice(at)}`;
}

/** A list row; mobile and mail are masked unless `reveal` (the edit form, an audited call). */
export function toOperatorAdminRow(
  record: OperatorRecord,
  caller: OperatorContext,
  now: Date,
  reveal = false,
): OperatorAdminRow {
  const { operator } = record;
  const locked = operator.lockedUntil !== null && operator.lockedUntil > now;
  return {
    operatorId: operator.id,
    account: operator.account,
    name: operator.name,
    mobile: operator.mobile && (reveal ? operator.mobile : maskPhone(operator.mobile)),
    mail: operator.mail && (reveal ? operator.mail : maskMail(operator.mail)),
    companyId: operator.companyId,
    companyName: record.companyName,
    orgId: operator.orgId,
    orgName: record.orgName,
    roleId: operator.roleId,
    roleName: record.roleName,
    roleType: record.roleType,
    dealerId: operator.dealerId,
    dealerName: record.dealerName,
    superiorId: operator.superiorId,
    superiorName: record.superiorName,
    remark: operator.remark,
    enabled: operator.enabled,
    locked,
    lockedUntil: locked && operator.lockedUntil ? operator.lockedUntil.toISOString() : null,
    lastLoginTime: operator.lastLoginAt?.toISOString() ?? null,
    createTime: operator.createdAt.toISOString(),
    hasAppInfo: record.appKey !== null,
    self: operator.id === caller.operatorId,
  };
}
