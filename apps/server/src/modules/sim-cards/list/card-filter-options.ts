import { asc } from 'drizzle-orm';
import type { OperatorContext } from '../../../platform/auth/operator-context';
import { callerScope } from '../../../platform/auth/data-scope';
import type { Database } from '../../../platform/database/connect';
import { companies, organizations } from '../../../platform/database/schema';

/**
 * The orgs the caller may filter by (their subtree; every org for carrier staff) and, for carrier staff, the
 * companies. Read from the small org and company tables, never from the cards (a distinct over ten million
 * rows would cost seconds).
 */
export async function cardFilterOptions(db: Database, caller: OperatorContext) {
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
