import { and, eq, like, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { OperatorContext } from './operator-context';

/** The columns a scoped table carries: its company, and (where the org tree scopes it) its org's path. */
export interface ScopedColumns {
  companyId: AnyPgColumn;
  /** The org path ('/1/4/7/') of the row's org, copied or joined from organizations.path. */
  orgPath?: AnyPgColumn;
}

/**
 * The one condition that limits a query to what the caller may see: their company (unless carrier staff with a
 * cross-company role) and, for tables scoped by org, their org and everything below it.
 */
export function callerScope(caller: OperatorContext, columns: ScopedColumns): SQL | undefined {
  if (caller.crossCompany) return undefined;
  const company = eq(columns.companyId, caller.companyId);
  if (!columns.orgPath || caller.orgPath === null) return company;
  return and(company, like(columns.orgPath, `${caller.orgPath}%`));
}

/** The same rule for one known row, for checks before a change. */
export function isWithinScope(
  caller: OperatorContext,
  row: { companyId: number; orgPath?: string | null },
): boolean {
  if (caller.crossCompany) return true;
  if (row.companyId !== caller.companyId) return false;
  if (row.orgPath === undefined || row.orgPath === null || caller.orgPath === null) return true;
  return row.orgPath.startsWith(caller.orgPath);
}

/** An operator kept to an org below their company's root org: they see part of the company, not all of it. */
export function seesOnlyOrgPart(caller: OperatorContext): boolean {
  if (caller.crossCompany || caller.orgPath === null) return false;
  return caller.orgPath.split('/').filter(Boolean).length > 1;
}
