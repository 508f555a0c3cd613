import { and, asc, count, eq, like, sql } from 'drizzle-orm';

import {
  organizationAddCall,
  organizationDeleteCall,
  organizationEditCall,
  organizationOperatorListCall,
  organizationTreeCall,
  status as statusCodes,
} from '@simdesk/contract';

import type { OperatorContext } from '../../platform/auth/operator-context';

import type { Database } from '../../platform/database/connect';

import { operators, organizations, roles } from '../../platform/database/schema';

import { dealers } from '../../platform/database/schema';

import { tasks } from '../../platform/database/schema-tasks';

import { AppError, badRequest, forbidden } from '../../platform/http/app-error';

import type { CallRegistrar } from '../../platform/http/register-call';

import type { AppServices } from '../../platform/services';

import type { OrgContents } from './org-contents';

import { buildTree } from './build-tree';

import { loadOrgInScope, nextChildOrder, refuseTakenSiblingName, type OrgRecord } from './org-store';

import { pagedRows } from '../../platform/database/paged-rows';

async function treeOfCompany(db: Database, caller: OperatorContext, companyId: number) {
  const conditions = [eq(organizations.companyId, companyId)];
  if (!caller.crossCompany && caller.orgPath !== null)
    conditions.push(like(organizations.path, `${caller.orgPath}%`));
  const [orgs, headcounts] = await Promise.all([
    db
      .select()
      .from(organizations)
      .where(and(...conditions)),
    db
      .select({ orgId: operators.orgId, total: count() })
      .from(operators)
      .where(eq(operators.companyId, companyId))
      .groupBy(operators.orgId),
  ]);
  const operatorCounts = new Map(headcounts.map((row) => [row.orgId, row.total]));
  return buildTree(
    orgs.map((org) => ({
      id: org.id,
      parentId: org.parentId,
      orderNum: org.orderNum,
      name: org.name,
      companyId: org.companyId,
      operatorCount: operatorCounts.get(org.id) ?? 0,
    })),
  );
}

/** What still hangs on an org, in words; empty when it may go. */
async function whatHoldsOrg(
  db: Database,
  org: OrgRecord,
  contents: readonly OrgContents[],
): Promise<string[]> {
  const counted = async (query: Promise<{ total: number }[]>) => (await query)[0]?.total ?? 0;
  const [children, members, dealerCount, taskCount, ...contentCounts] = await Promise.all([
    counted(db.select({ total: count() }).from(organizations).where(eq(organizations.parentId, org.id))),
    counted(db.select({ total: count() }).from(operators).where(eq(operators.orgId, org.id))),
    counted(db.select({ total: count() }).from(dealers).where(eq(dealers.orgId, org.id))),
    counted(db.select({ total: count() }).from(tasks).where(eq(tasks.orgId, org.id))),
    ...contents.map((content) => content.countIn(db, org.id)),
  ]);
  const held: string[] = [];
  if (children > 0) held.push(`${children} child organization(s)`);
  if (members > 0) held.push(`${members} operator(s)`);
  if (dealerCount > 0) held.push(`${dealerCount} dealer(s)`);
  if (taskCount > 0) held.push(`${taskCount} task(s)`);
  contents.forEach((content, index) => {
    const total = contentCounts[index] ?? 0;
    if (total > 0) held.push(`${total} ${content.label}`);
  });
  return held;
}

/** The org tree: read, add, rename or reorder, delete an empty org, and list an org's operators. */
export function registerOrgCalls(
  registrar: CallRegistrar,
  services: AppServices,
  contents: readonly OrgContents[],
): void {
  const { db } = services;

  registrar.guardedCall(organizationTreeCall, async ({ obj, caller }) => {
    const companyId = obj.companyId ?? caller.companyId;
    if (companyId !== caller.companyId && !caller.crossCompany) throw forbidden('this company is not yours');
    return { rows: await treeOfCompany(db, caller, companyId) };
  });

  registrar.guardedCall(organizationAddCall, async ({ obj, caller }) => {
    const parent = await loadOrgInScope(db, caller, obj.parentId);
    const id = await db.transaction(async (transaction) => {
      const scoped = transaction as unknown as Database;
      await refuseTakenSiblingName(scoped, parent, obj.name);
      // The id comes first so the path ('/1/4/<id>/') is right in the one insert.
      const next = await scoped.execute(
        sql`select nextval(pg_get_serial_sequence('organizations', 'id'))::int as id`,
      );
      const newId = Number((next as unknown as { rows: { id: number }[] }).rows[0]?.id);
      await scoped.insert(organizations).values({
        id: newId,
        companyId: parent.companyId,
        parentId: parent.id,
        name: obj.name,
        orderNum: obj.orderNum ?? (await nextChildOrder(scoped, parent.id)),
        path: `${parent.path}${newId}/`,
      });
      return newId;
    });
    return { rows: [{ id }], auditTarget: String(id) };
  });

  registrar.guardedCall(organizationEditCall, async ({ obj, caller }) => {
    const org = await loadOrgInScope(db, caller, obj.id);
    if (obj.name !== undefined && org.parentId !== null) {
      const [parent] = await db.select().from(organizations).where(eq(organizations.id, org.parentId));
      if (parent) await refuseTakenSiblingName(db, parent, obj.name, org.id);
    }
    await db
      .update(organizations)
      .set({ name: obj.name ?? org.name, orderNum: obj.orderNum ?? org.orderNum })
      .where(eq(organizations.id, org.id));
    return { rows: [{ ok: true }], auditTarget: String(org.id) };
  });

  registrar.guardedCall(organizationDeleteCall, async ({ obj, caller }) => {
    const org = await loadOrgInScope(db, caller, obj.id);
    if (org.parentId === null) throw badRequest("a company's top organization cannot be deleted");
    if (org.id === caller.orgId) throw badRequest('you cannot delete your own organization');
    await db.transaction(async (transaction) => {
      const scoped = transaction as unknown as Database;
      await scoped
        .select({ id: organizations.id })
        .from(organizations)
        .where(eq(organizations.id, org.id))
        .for('update');
      const held = await whatHoldsOrg(scoped, org, contents);
      if (held.length > 0) {
        throw new AppError(statusCodes.conflict, `${org.name} is not empty: it still has ${held.join(', ')}`);
      }
      await scoped.delete(organizations).where(eq(organizations.id, org.id));
    });
    return { rows: [{ ok: true }], auditTarget: String(org.id) };
  });

  registrar.guardedCall(organizationOperatorListCall, async ({ obj, page, caller }) => {
    const org = await loadOrgInScope(db, caller, obj.orgId);
    const where = eq(operators.orgId, org.id);
    const { rows, total } = await pagedRows(
      db,
      page,
      db
        .select({ operator: operators, roleName: roles.name })
        .from(operators)
        .leftJoin(roles, eq(roles.id, operators.roleId))
        .where(where)
        .orderBy(asc(operators.account))
        .$dynamic(),
      { table: operators, where },
    );
    return {
      rows: rows.map(({ operator, roleName }) => ({
        operatorId: operator.id,
        account: operator.account,
        name: operator.name,
        roleName,
        enabled: operator.enabled,
      })),
      total: total,
    };
  });
}
