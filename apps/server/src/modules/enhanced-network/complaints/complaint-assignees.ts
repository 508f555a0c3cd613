import { and, asc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import { complaintPageCode } from '@simdesk/contract/modules/enhanced-network';
import type { Database } from '../../../platform/database/connect';
import { operators, organizations, rolePages } from '../../../platform/database/schema';

/** Where a complaint sits: whoever works it must belong to its company and see its org. */
export interface ComplaintPlace {
  companyId: number;
  orgPath: string | null;
}

/**
 * The operators who may work complaints of that place: enabled, not deleted, of the company, holding the
 * complaint page, and placed at or above the complaint's org (so they can see it).
 */
function assigneeConditions(place: ComplaintPlace): SQL | undefined {
  const seesOrg =
    place.orgPath === null
      ? isNull(operators.orgId)
      : or(isNull(organizations.path), sql`${place.orgPath} like ${organizations.path} || '%'`);
  return and(
    eq(operators.companyId, place.companyId),
    eq(operators.enabled, true),
    isNull(operators.deletedAt),
    eq(rolePages.pageCode, complaintPageCode),
    seesOrg,
  );
}

function selectAssignees(db: Database, where: SQL | undefined) {
  return db
    .select({ operatorId: operators.id, account: operators.account, name: operators.name })
    .from(operators)
    .innerJoin(rolePages, eq(rolePages.roleId, operators.roleId))
    .leftJoin(organizations, eq(organizations.id, operators.orgId))
    .where(where)
    .orderBy(asc(operators.name), asc(operators.id));
}

/** Everyone a complaint of that place may be assigned to, by name. */
export function assigneesFor(db: Database, place: ComplaintPlace) {
  return selectAssignees(db, assigneeConditions(place)).limit(500);
}

/** Whether one operator may be assigned a complaint of that place. */
export async function mayBeAssigned(
  db: Database,
  place: ComplaintPlace,
  operatorId: number,
): Promise<boolean> {
  const found = await selectAssignees(db, and(assigneeConditions(place), eq(operators.id, operatorId)));
  return found.length > 0;
}
