import { and, asc, eq, ilike, ne, type SQL } from 'drizzle-orm';
import {
  builtInRoleId,
  canAssignRoleType,
  roleAddCall,
  roleAssignableTypesCall,
  roleDeleteCall,
  roleEditCall,
  roleGetCall,
  roleListCall,
  rolePageCodeTreeCall,
  roleType,
  status as statusCodes,
} from '@simdesk/contract';

import type { OperatorContext } from '../../platform/auth/operator-context';

import type { Database } from '../../platform/database/connect';

import { containsPattern } from '../../platform/database/contains-pattern';

import { companies, roles } from '../../platform/database/schema';

import { AppError, badRequest, forbidden } from '../../platform/http/app-error';

import type { CallRegistrar } from '../../platform/http/register-call';

import type { AppServices } from '../../platform/services';

import { checkGrants, grantableTree, keepBeyondReach } from './role-grants';

import {
  companyOfCall,
  countOperatorsHolding,
  describeRoles,
  generateRoleId,
  loadRoleGrants,
  loadVisibleRole,
  replaceRoleGrants,
  type RoleRecord,
} from './role-store';

import { pagedRows } from '../../platform/database/paged-rows';

function refuseTypeAboveCaller(caller: OperatorContext, type: string): void {
  if (!canAssignRoleType(caller.roleType, type)) {
    throw forbidden(`role type ${type} is above your own (${caller.roleType ?? 'none'})`);
  }
}

/** Changing or deleting a role needs a role type at or above it, and never touches the built-in role. */
function refuseUntouchable(caller: OperatorContext, role: RoleRecord): void {
  if (role.id === builtInRoleId) throw forbidden('the built-in super administrator role cannot be changed');
  refuseTypeAboveCaller(caller, role.roleType);
}

async function refuseTakenName(db: Database, companyId: number, name: string, exceptRoleId?: string) {
  const conditions = [eq(roles.companyId, companyId), eq(roles.name, name)];
  if (exceptRoleId !== undefined) conditions.push(ne(roles.id, exceptRoleId));
  const [taken] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(...conditions))
    .limit(1);
  if (taken) throw new AppError(statusCodes.conflict, `a role named ${name} already exists`);
}

/** Roles: list, read, create, change, delete, and the tree of what the caller may grant. */
export function registerRoleCalls(registrar: CallRegistrar, services: AppServices): void {
  const { db } = services;

  registrar.guardedCall(roleListCall, async ({ obj, page, caller }) => {
    const conditions: (SQL | undefined)[] = [eq(roles.companyId, companyOfCall(caller, obj.companyId))];
    if (obj.name) conditions.push(ilike(roles.name, containsPattern(obj.name)));
    if (obj.roleType) conditions.push(eq(roles.roleType, obj.roleType));
    const where = and(...conditions);
    const { rows: records, total } = await pagedRows(
      db,
      page,
      db.select().from(roles).where(where).orderBy(asc(roles.createdAt), asc(roles.id)).$dynamic(),
      { table: roles, where },
    );
    return { rows: await describeRoles(db, records), total: total };
  });

  registrar.guardedCall(roleGetCall, async ({ obj, caller }) => {
    const role = await loadVisibleRole(db, caller, obj.roleId);
    const [row] = await describeRoles(db, [role]);
    if (!row) throw new Error('a described role went missing');
    return { rows: [{ ...row, pageGrants: await loadRoleGrants(db, role.id) }] };
  });

  registrar.guardedCall(rolePageCodeTreeCall, async ({ caller }) => ({ rows: grantableTree(caller) }));

  registrar.guardedCall(roleAssignableTypesCall, async ({ caller }) => ({
    rows: roleType.codes
      .filter((code) => canAssignRoleType(caller.roleType, code))
      .map((code) => ({ roleType: code })),
  }));

  registrar.guardedCall(roleAddCall, async ({ obj, caller }) => {
    const companyId = companyOfCall(caller, obj.companyId);
    const [company] = await db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.id, companyId));
    if (!company) throw badRequest('no such company');
    refuseTypeAboveCaller(caller, obj.roleType);
    const grants = checkGrants(caller, obj.pageGrants);
    const roleId = await db.transaction(async (transaction) => {
      const scoped = transaction as unknown as Database;
      await refuseTakenName(scoped, companyId, obj.name);
      for (let attempt = 0; attempt < 5; attempt++) {
        const candidate = generateRoleId();
        const inserted = await scoped
          .insert(roles)
          .values({
            id: candidate,
            companyId,
            name: obj.name,
            roleType: obj.roleType,
            description: obj.description || null,
          })
          .onConflictDoNothing()
          .returning({ id: roles.id });
        if (inserted.length === 0) continue;
        await replaceRoleGrants(scoped, candidate, grants);
        return candidate;
      }
      throw new Error('could not generate a free role id');
    });
    return { rows: [{ roleId }], auditTarget: roleId };
  });

  registrar.guardedCall(roleEditCall, async ({ obj, caller }) => {
    const role = await loadVisibleRole(db, caller, obj.roleId);
    refuseUntouchable(caller, role);
    refuseTypeAboveCaller(caller, obj.roleType);
    const submitted = checkGrants(caller, obj.pageGrants);
    await db.transaction(async (transaction) => {
      const scoped = transaction as unknown as Database;
      await refuseTakenName(scoped, role.companyId, obj.name, role.id);
      const grants = keepBeyondReach(caller, await loadRoleGrants(scoped, role.id), submitted);
      await scoped
        .update(roles)
        .set({ name: obj.name, roleType: obj.roleType, description: obj.description || null })
        .where(eq(roles.id, role.id));
      await replaceRoleGrants(scoped, role.id, grants);
    });
    return { rows: [{ ok: true }], auditTarget: role.id };
  });

  registrar.guardedCall(roleDeleteCall, async ({ obj, caller }) => {
    const role = await loadVisibleRole(db, caller, obj.roleId);
    refuseUntouchable(caller, role);
    await db.transaction(async (transaction) => {
      const scoped = transaction as unknown as Database;
      // Locked first: an operator given this role meanwhile waits, then fails, instead of pointing at nothing.
      await scoped.select({ id: roles.id }).from(roles).where(eq(roles.id, role.id)).for('update');
      const holders = await countOperatorsHolding(scoped, role.id);
      if (holders > 0) {
        throw new AppError(
          statusCodes.conflict,
          `${holders} operator(s) hold this role: give them another role first`,
        );
      }
      await scoped.delete(roles).where(eq(roles.id, role.id));
    });
    return { rows: [{ ok: true }], auditTarget: role.id };
  });
}
