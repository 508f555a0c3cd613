import { and, asc, eq, isNull } from 'drizzle-orm';
import { isWithinScope } from '../../../platform/auth/data-scope';
import type { OperatorContext } from '../../../platform/auth/operator-context';
import type { Database } from '../../../platform/database/connect';
import { organizations } from '../../../platform/database/schema';
import { forbidden, notFound } from '../../../platform/http/app-error';
import type { OrgPlace } from './card-import-core';

const placeColumns = { id: organizations.id, companyId: organizations.companyId, path: organizations.path };

/**
 * Where cards without an org of their own go: the chosen org (one the caller sees), else the caller's own org
 * in their own company, else the company's root org (carrier staff importing for a company).
 */
export async function defaultCardPlace(
  db: Database,
  caller: OperatorContext,
  companyId: number,
  orgId: number | undefined,
): Promise<OrgPlace> {
  if (orgId !== undefined) {
    const [org] = await db.select(placeColumns).from(organizations).where(eq(organizations.id, orgId));
    if (!org || !isWithinScope(caller, { companyId: org.companyId, orgPath: org.path })) {
      throw notFound(`no org ${orgId}`);
    }
    return org;
  }
  if (caller.companyId === companyId && caller.orgId !== null) {
    const [own] = await db.select(placeColumns).from(organizations).where(eq(organizations.id, caller.orgId));
    if (own) return own;
  }
  const [root] = await db
    .select(placeColumns)
    .from(organizations)
    .where(and(eq(organizations.companyId, companyId), isNull(organizations.parentId)))
    .orderBy(asc(organizations.id))
    .limit(1);
  if (!root) throw notFound('the company has no org to put cards in');
  if (!isWithinScope(caller, { companyId: root.companyId, orgPath: root.path })) {
    throw forbidden('choose an org you manage for the cards');
  }
  return root;
}
