import { randomBytes } from 'node:crypto';
import { asc, count, eq, inArray } from 'drizzle-orm';
import { builtInRoleId, type RolePageGrant, type RoleRow } from '@simdesk/contract';
import type { OperatorContext } from '../../platform/auth/operator-context';
import type { Database } from '../../platform/database/connect';
import { companies, operators, rolePages, roles } from '../../platform/database/schema';
import { forbidden, notFound } from '../../platform/http/app-error';

export type RoleRecord = typeof roles.$inferSelect;

/**
 * A new role id: a letter and ten base-32 characters. The seeded roles use digits ('1', '3212'), so a generated
 * id never collides with them; the insert still retries on the rare collision between generated ones.
 */
export function generateRoleId(): string {
  const alphabet = 'abcdefghijkmnpqrstuvwxyz23456789';
  const bytes = randomBytes(10);
  return `r${[...bytes].map((byte) => alphabet[byte % alphabet.length]).join('')}`;
}

/** The company a role call works on: the caller's own, or any for cross-company carrier staff. */
export function companyOfCall(caller: OperatorContext, companyId: number | undefined): number {
  const target = companyId ?? caller.companyId;
  if (target !== caller.companyId && !caller.crossCompany) throw forbidden('this company is not yours');
  return target;
}

/** A role the caller may see; another company's role is as absent as a missing one. */
export async function loadVisibleRole(db: Database, caller: OperatorContext, roleId: string) {
  const [role] = await db.select().from(roles).where(eq(roles.id, roleId));
  if (!role || (!caller.crossCompany && role.companyId !== caller.companyId)) throw notFound('no such role');
  return role;
}

export async function loadRoleGrants(db: Database, roleId: string): Promise<RolePageGrant[]> {
  const rows = await db
    .select({ pageCode: rolePages.pageCode, actions: rolePages.actions })
    .from(rolePages)
    .where(eq(rolePages.roleId, roleId))
    .orderBy(asc(rolePages.orderNum), asc(rolePages.pageCode));
  return rows.map((row) => ({ pageCode: row.pageCode, actions: row.actions as RolePageGrant['actions'] }));
}

export async function replaceRoleGrants(
  db: Database,
  roleId: string,
  grants: readonly RolePageGrant[],
): Promise<void> {
  await db.delete(rolePages).where(eq(rolePages.roleId, roleId));
  if (grants.length === 0) return;
  await db.insert(rolePages).values(
    grants.map((grant, index) => ({
      roleId,
      pageCode: grant.pageCode,
      actions: [...grant.actions],
      orderNum: index,
    })),
  );
}

export async function countOperatorsHolding(db: Database, roleId: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(operators).where(eq(operators.roleId, roleId));
  return row?.total ?? 0;
}

/** Roles as the list and the editor show them, with company names and how many operators hold each. */
export async function describeRoles(db: Database, records: readonly RoleRecord[]): Promise<RoleRow[]> {
  if (records.length === 0) return [];
  const roleIds = records.map((role) => role.id);
  const companyIds = [...new Set(records.map((role) => role.companyId))];
  const [holders, names] = await Promise.all([
    db
      .select({ roleId: operators.roleId, total: count() })
      .from(operators)
      .where(inArray(operators.roleId, roleIds))
      .groupBy(operators.roleId),
    db
      .select({ id: companies.id, name: companies.name })
      .from(companies)
      .where(inArray(companies.id, companyIds)),
  ]);
  const holderCounts = new Map(holders.map((row) => [row.roleId, row.total]));
  const companyNames = new Map(names.map((row) => [row.id, row.name]));
  return records.map((role) => ({
    roleId: role.id,
    companyId: role.companyId,
    companyName: companyNames.get(role.companyId) ?? '',
    name: role.name,
    roleType: role.roleType,
    description: role.description,
    operatorCount: holderCounts.get(role.id) ?? 0,
    createTime: role.createdAt.toISOString(),
    builtIn: role.id === builtInRoleId,
  }));
}
