import { asc } from 'drizzle-orm';
import type { ScopeFilterOptions } from '@simdesk/contract';
import type { OperatorContext } from './operator-context';
import { callerScope } from './data-scope';
import type { Database } from '../database/connect';
import { companies, organizations } from '../database/schema';

/**
 * The orgs a caller may filter a list by (their subtree; every org for carrier staff) and, for carrier staff,
 * the companies. Read from the small org and company tables, never from the listed rows (a distinct over ten
 * million cards would cost seconds).
 */
export async function scopeFilterOptions(db: Database, caller: OperatorContext): Promise<ScopeFilterOptions> {
  const orgs = await db
    .select({
      orgId: organizations.id,
      parentId: organizations.parentId,
      name: organizations.name,
      orderNum: organizations.orderNum,
      companyId: organizations.companyId,
    })
    .from(organizations)
    .where(callerScope(caller, { companyId: organizations.companyId, orgPath: organizations.path }))
    .orderBy(asc(organizations.orderNum), asc(organizations.id));
  const companyRows = caller.crossCompany
    ? await db
        .select({ companyId: companies.id, name: companies.name })
        .from(companies)
        .orderBy(asc(companies.id))
    : [];
  return { orgs, companies: companyRows };
}

/** The handler of a page's filter-options call: the scope filter bar's companies and orgs for the caller. */
export function answerScopeFilterOptions(db: Database) {
  return async ({ caller }: { caller: OperatorContext }) => ({
    rows: [await scopeFilterOptions(db, caller)],
  });
}
