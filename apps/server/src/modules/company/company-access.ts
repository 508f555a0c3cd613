import { eq } from 'drizzle-orm';
import type { OperatorContext } from '../../platform/auth/operator-context';
import type { Database } from '../../platform/database/connect';
import { companies } from '../../platform/database/schema';
import { forbidden, notFound } from '../../platform/http/app-error';

/** Operators read their own company; carrier staff with a cross-company role read any. */
export function assertCompanyVisible(caller: OperatorContext, companyId: number): void {
  if (!caller.crossCompany && caller.companyId !== companyId) throw forbidden('this company is not yours');
}

/** Company management is for carrier staff who see across companies, whatever page codes a role holds. */
export function assertCarrierStaff(caller: OperatorContext): void {
  if (!caller.crossCompany) throw forbidden('only carrier staff with a cross-company role manage companies');
}

/** The company a settings call is about: the caller's own, or the one carrier staff named; it must exist. */
export async function targetCompany(db: Database, caller: OperatorContext, requested: number | undefined) {
  const companyId = requested ?? caller.companyId;
  assertCompanyVisible(caller, companyId);
  const [company] = await db.select().from(companies).where(eq(companies.id, companyId));
  if (!company) throw notFound('no such company');
  return company;
}
