import { and, eq, max, ne, type SQL } from 'drizzle-orm';
import { status as statusCodes } from '@simdesk/contract';
import { isWithinScope } from '../../platform/auth/data-scope';
import type { OperatorContext } from '../../platform/auth/operator-context';
import type { Database } from '../../platform/database/connect';
import { organizations } from '../../platform/database/schema';
import { AppError, notFound } from '../../platform/http/app-error';

export type OrgRecord = typeof organizations.$inferSelect;

/** An org of the caller's company and subtree; anything else is as absent as a missing one. */
export async function loadOrgInScope(
  db: Database,
  caller: OperatorContext,
  orgId: number,
): Promise<OrgRecord> {
  const [org] = await db.select().from(organizations).where(eq(organizations.id, orgId));
  if (!org || !isWithinScope(caller, { companyId: org.companyId, orgPath: org.path })) {
    throw notFound(`no organization ${orgId} in your scope`);
  }
  return org;
}

/** Sibling orgs carry distinct names, so a tree and a "move to" list never show two alike. */
export async function refuseTakenSiblingName(
  db: Database,
  parent: OrgRecord,
  name: string,
  exceptOrgId?: number,
): Promise<void> {
  const conditions: SQL[] = [eq(organizations.parentId, parent.id), eq(organizations.name, name)];
  if (exceptOrgId !== undefined) conditions.push(ne(organizations.id, exceptOrgId));
  const [taken] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(and(...conditions))
    .limit(1);
  if (taken)
    throw new AppError(statusCodes.conflict, `${parent.name} already has an organization named ${name}`);
}

/** The place after the last child of a parent. */
export async function nextChildOrder(db: Database, parentId: number): Promise<number> {
  const [row] = await db
    .select({ last: max(organizations.orderNum) })
    .from(organizations)
    .where(eq(organizations.parentId, parentId));
  return (row?.last ?? 0) + 1;
}
