import { eq, type SQL } from 'drizzle-orm';
import type { SimCardFilter } from '@simdesk/contract';
import { callerScope, isWithinScope } from '../../../platform/auth/data-scope';
import type { OperatorContext } from '../../../platform/auth/operator-context';
import type { Database } from '../../../platform/database/connect';
import { organizations } from '../../../platform/database/schema';
import { simCards } from '../schema/cards-schema';
import { forbidden, notFound } from '../../../platform/http/app-error';
import { orgSubtreeCondition } from './card-filter';

/** The cards the caller may see at all: their company and org subtree, or every company for carrier staff. */
export function cardScope(caller: OperatorContext): SQL | undefined {
  return callerScope(caller, { companyId: simCards.companyId, orgPath: simCards.orgPath });
}

/** A card with where it sits (company and org path): what a bulk job checks or copies for scoping. */
export const cardPlacementColumns = {
  id: simCards.id,
  iccid: simCards.iccid,
  companyId: simCards.companyId,
  orgPath: simCards.orgPath,
};

/**
 * The scope narrowed by the company and org filters. Only carrier staff choose a company; an org must be one
 * the caller sees (an org elsewhere is answered as unknown, never as empty, so ids are not probed).
 */
export async function narrowedCardScope(
  db: Database,
  caller: OperatorContext,
  filter: Pick<SimCardFilter, 'companyId' | 'orgId'>,
): Promise<(SQL | undefined)[]> {
  const conditions: (SQL | undefined)[] = [cardScope(caller)];
  if (filter.companyId !== undefined) {
    if (!caller.crossCompany && filter.companyId !== caller.companyId) {
      throw forbidden('only carrier staff choose a company');
    }
    conditions.push(eq(simCards.companyId, filter.companyId));
  }
  if (filter.orgId !== undefined) {
    const [org] = await db
      .select({ companyId: organizations.companyId, path: organizations.path })
      .from(organizations)
      .where(eq(organizations.id, filter.orgId));
    if (!org || !isWithinScope(caller, { companyId: org.companyId, orgPath: org.path })) {
      throw notFound(`no org ${filter.orgId}`);
    }
    conditions.push(eq(simCards.companyId, org.companyId), orgSubtreeCondition(org.path));
  }
  return conditions;
}
