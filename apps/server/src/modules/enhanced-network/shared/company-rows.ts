import { eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { OperatorContext } from '../../../platform/auth/operator-context';
import type { Database } from '../../../platform/database/connect';
import { companies } from '../../../platform/database/schema';
import { notFound } from '../../../platform/http/app-error';
import { assertCompanyVisible } from '../../company';

// Rows a company keeps for itself (templates, destination lists): found, filtered and added within it.

/** The one row a scoped lookup found, or not found (a row elsewhere is never told apart from none). */
export function foundOrNotFound<Row>(rows: readonly Row[], what: string): Row {
  const [row] = rows;
  if (row === undefined) throw notFound(`no ${what}`);
  return row;
}

/** A list's company filter: only carrier staff name another company. */
export function companyFilter(caller: OperatorContext, column: AnyPgColumn, companyId: number | undefined) {
  if (companyId === undefined) return undefined;
  assertCompanyVisible(caller, companyId);
  return eq(column, companyId) as SQL;
}

/** The company a new row is for: the caller's own, or the one carrier staff named; it must exist. */
export async function companyToAddTo(db: Database, caller: OperatorContext, requested: number | undefined) {
  const companyId = requested ?? caller.companyId;
  assertCompanyVisible(caller, companyId);
  const found = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId));
  return foundOrNotFound(found, `company ${companyId}`).id;
}
