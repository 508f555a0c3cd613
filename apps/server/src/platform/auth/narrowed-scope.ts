import { eq, like, type SQL } from 'drizzle-orm';
import type { Database } from '../database/connect';
import { organizations } from '../database/schema';
import { forbidden, notFound } from '../http/app-error';
import { callerScope, isWithinScope, type ScopedColumns } from './data-scope';
import type { OperatorContext } from './operator-context';

/** A list's company and org filters, as the scope filter bar sends them. */
export interface ScopeFilter {
  companyId?: number | undefined;
  orgId?: number | undefined;
}

/**
 * The caller's scope over a table, narrowed by the company and org filters. Only carrier staff choose a
 * company; an org must be one the caller sees (an org elsewhere is answered as unknown, never as empty, so ids
 * are not probed).
 */
export async function narrowedScope(
  db: Database,
  caller: OperatorContext,
  filter: ScopeFilter,
  columns: Required<ScopedColumns>,
): Promise<(SQL | undefined)[]> {
  const conditions: (SQL | undefined)[] = [callerScope(caller, columns)];
  if (filter.companyId !== undefined) {
    if (!caller.crossCompany && filter.companyId !== caller.companyId) {
      throw forbidden('only carrier staff choose a company');
    }
    conditions.push(eq(columns.companyId, filter.companyId));
  }
  if (filter.orgId !== undefined) {
    const [org] = await db
      .select({ companyId: organizations.companyId, path: organizations.path })
      .from(organizations)
      .where(eq(organizations.id, filter.orgId));
    if (!org || !isWithinScope(caller, { companyId: org.companyId, orgPath: org.path })) {
      throw notFound(`no org ${filter.orgId}`);
    }
    conditions.push(eq(columns.companyId, org.companyId), like(columns.orgPath, `${org.path}%`));
  }
  return conditions;
}
