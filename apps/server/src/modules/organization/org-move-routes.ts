import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { organizationMigrateOperatorsCall, organizationMoveCall } from '@simdesk/contract';
import type { Database } from '../../platform/database/connect';
import { operators, organizations } from '../../platform/database/schema';
import { tasks } from '../../platform/database/schema-tasks';
import { badRequest } from '../../platform/http/app-error';
import type { CallRegistrar } from '../../platform/http/register-call';
import type { AppServices } from '../../platform/services';
import type { OrgContents } from './org-contents';
import { loadOrgInScope, nextChildOrder, refuseTakenSiblingName, type OrgRecord } from './org-store';

/**
 * Re-roots an org's whole subtree under a new parent: one statement rewrites every path ('/1/4/7/…' becomes
 * '/1/5/7/…'); tasks and other modules' rows (cards) keep a copy of their org's path for scoping, so theirs
 * follow in the same transaction.
 */
async function moveSubtree(
  db: Database,
  contents: readonly OrgContents[],
  org: OrgRecord,
  parent: OrgRecord,
  orderNum: number,
): Promise<void> {
  const oldPath = org.path;
  const newPath = `${parent.path}${org.id}/`;
  const keepLength = oldPath.length + 1;
  await db
    .update(organizations)
    .set({
      path: sql`${newPath} || substr(${organizations.path}, ${keepLength})`,
      parentId: sql`case when ${organizations.id} = ${org.id} then ${parent.id} else ${organizations.parentId} end`,
      orderNum: sql`case when ${organizations.id} = ${org.id} then ${orderNum} else ${organizations.orderNum} end`,
    })
    .where(and(eq(organizations.companyId, org.companyId), like(organizations.path, `${oldPath}%`)));
  await db
    .update(tasks)
    .set({ orgPath: sql`${newPath} || substr(${tasks.orgPath}, ${keepLength})` })
    .where(and(eq(tasks.companyId, org.companyId), like(tasks.orgPath, `${oldPath}%`)));
  for (const content of contents) await content.movePaths?.(db, org.companyId, oldPath, newPath);
}

/** Moving an org under another parent, and moving operators between orgs. */
export function registerOrgMoveCalls(
  registrar: CallRegistrar,
  services: AppServices,
  contents: readonly OrgContents[],
): void {
  const { db } = services;

  registrar.guardedCall(organizationMoveCall, async ({ obj, caller }) => {
    const org = await loadOrgInScope(db, caller, obj.id);
    const parent = await loadOrgInScope(db, caller, obj.parentId);
    if (org.parentId === null) throw badRequest("a company's top organization cannot be moved");
    if (parent.companyId !== org.companyId) throw badRequest('an organization stays in its company');
    if (parent.path.startsWith(org.path)) {
      throw badRequest('an organization cannot move into itself or below itself');
    }
    await db.transaction(async (transaction) => {
      const scoped = transaction as unknown as Database;
      await refuseTakenSiblingName(scoped, parent, org.name, org.id);
      const orderNum =
        obj.orderNum ?? (org.parentId === parent.id ? org.orderNum : await nextChildOrder(scoped, parent.id));
      await moveSubtree(scoped, contents, org, parent, orderNum);
    });
    return { rows: [{ ok: true }], auditTarget: String(org.id) };
  });

  registrar.guardedCall(organizationMigrateOperatorsCall, async ({ obj, caller }) => {
    const from = await loadOrgInScope(db, caller, obj.fromOrgId);
    const to = await loadOrgInScope(db, caller, obj.toOrgId);
    if (from.id === to.id) throw badRequest('choose two different organizations');
    if (from.companyId !== to.companyId) throw badRequest('operators stay in their company');
    const movedCount = await db.transaction(async (transaction) => {
      const scoped = transaction as unknown as Database;
      const conditions = [eq(operators.orgId, from.id)];
      if (obj.operatorIds) {
        const wanted = [...new Set(obj.operatorIds)];
        const found = await scoped
          .select({ id: operators.id })
          .from(operators)
          .where(and(eq(operators.orgId, from.id), inArray(operators.id, wanted)));
        const foundIds = new Set(found.map((row) => row.id));
        const strangers = wanted.filter((id) => !foundIds.has(id));
        if (strangers.length > 0) {
          throw badRequest(`operator(s) ${strangers.slice(0, 10).join(', ')} are not in ${from.name}`);
        }
        conditions.push(inArray(operators.id, wanted));
      }
      const moved = await scoped
        .update(operators)
        .set({ orgId: to.id })
        .where(and(...conditions))
        .returning({ id: operators.id });
      return moved.length;
    });
    return { rows: [{ movedCount }], auditTarget: `${from.id}->${to.id}` };
  });
}
