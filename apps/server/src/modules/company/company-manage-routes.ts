import { and, count, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import {
  companyAddCall,
  companyDeleteCall,
  companyListCall,
  companySaveCall,
  status as statusCodes,
  type CompanyRow,
  type DeployTypeCode,
} from '@simdesk/contract';
import { containsPattern } from '../../platform/database/contains-pattern';
import type { Database } from '../../platform/database/connect';
import { companies, dealers, operators, organizations, roles } from '../../platform/database/schema';
import { AppError, badRequest, notFound } from '../../platform/http/app-error';
import { pageWindow } from '../../platform/http/paging';
import type { CallRegistrar } from '../../platform/http/register-call';
import type { AppServices } from '../../platform/services';
import { assertCarrierStaff } from './company-access';
import type { CompanySetUp } from './company-set-up';
import { isForeignKeyViolation } from '../../platform/database/sql-state';

const conflict = (message: string) => new AppError(statusCodes.conflict, message);

async function findCompany(db: Database, companyId: number) {
  const [company] = await db.select().from(companies).where(eq(companies.id, companyId));
  if (!company) throw notFound('no such company');
  return company;
}

/** Company management for carrier staff: list, add (with the root org), save, delete an empty company. */
export function registerCompanyManageCalls(
  registrar: CallRegistrar,
  services: AppServices,
  setUps: readonly CompanySetUp[],
): void {
  const { db } = services;

  registrar.guardedCall(companyListCall, async ({ obj, caller, page }) => {
    assertCarrierStaff(caller);
    const conditions: SQL[] = [];
    if (obj.companyName) conditions.push(ilike(companies.name, containsPattern(obj.companyName)));
    if (obj.deployType !== undefined) conditions.push(eq(companies.deployType, obj.deployType));
    const where = conditions.length > 0 ? and(...conditions) : undefined;
    const { limit, offset } = pageWindow(page);
    const operatorCount = db
      .select({ companyId: operators.companyId, total: count().as('total') })
      .from(operators)
      .groupBy(operators.companyId)
      .as('operator_count');
    const found = await db
      .select({ company: companies, operatorCount: sql<number>`coalesce(${operatorCount.total}, 0)::int` })
      .from(companies)
      .leftJoin(operatorCount, eq(operatorCount.companyId, companies.id))
      .where(where)
      .orderBy(desc(companies.id))
      .limit(limit)
      .offset(offset);
    const [total] = await db.select({ value: count() }).from(companies).where(where);
    const rows: CompanyRow[] = found.map(({ company, operatorCount: operatorTotal }) => ({
      companyId: company.id,
      companyName: company.name,
      platformName: company.platformName,
      deployType: company.deployType as DeployTypeCode,
      isCarrier: company.isCarrier,
      operatorCount: Number(operatorTotal),
      createTime: company.createdAt.toISOString(),
    }));
    return { rows, total: total?.value ?? 0 };
  });

  registrar.guardedCall(companyAddCall, async ({ obj, caller }) => {
    assertCarrierStaff(caller);
    const created = await db.transaction(async (transaction) => {
      const [company] = await transaction
        .insert(companies)
        .values({ name: obj.companyName, platformName: obj.platformName, deployType: obj.deployType })
        .returning();
      if (!company) throw new Error('company insert returned nothing');
      const [root] = await transaction
        .insert(organizations)
        .values({
          companyId: company.id,
          name: obj.companyName,
          parentId: null,
          orderNum: 0,
          path: 'pending',
        })
        .returning();
      if (!root) throw new Error('org insert returned nothing');
      await transaction
        .update(organizations)
        .set({ path: `/${root.id}/` })
        .where(eq(organizations.id, root.id));
      return { companyId: company.id, rootOrgId: root.id };
    });
    return { rows: [created], auditTarget: String(created.companyId) };
  });

  registrar.guardedCall(companySaveCall, async ({ obj, caller }) => {
    assertCarrierStaff(caller);
    const company = await findCompany(db, obj.companyId);
    await db
      .update(companies)
      .set({ name: obj.companyName, platformName: obj.platformName, deployType: obj.deployType })
      .where(eq(companies.id, company.id));
    return { rows: [{ ok: true }], auditTarget: String(company.id) };
  });

  registrar.guardedCall(companyDeleteCall, async ({ obj, caller }) => {
    assertCarrierStaff(caller);
    const company = await findCompany(db, obj.companyId);
    if (company.isCarrier) throw badRequest('the carrier company cannot be deleted');
    if (company.id === caller.companyId) throw badRequest('your own company cannot be deleted');
    const [operatorTotal] = await db
      .select({ value: count() })
      .from(operators)
      .where(eq(operators.companyId, company.id));
    if ((operatorTotal?.value ?? 0) > 0) {
      throw conflict(`the company still has ${operatorTotal?.value} operators: delete or move them first`);
    }
    const [dealerTotal] = await db
      .select({ value: count() })
      .from(dealers)
      .where(eq(dealers.companyId, company.id));
    if ((dealerTotal?.value ?? 0) > 0) throw conflict('the company still has dealers: delete them first');
    try {
      await db.transaction(async (transaction) => {
        // Its own set-up goes with it (settings cascade); business data anywhere else makes the delete fail.
        await transaction.delete(roles).where(eq(roles.companyId, company.id));
        for (const setUp of setUps)
          await setUp.removeWithCompany(transaction as unknown as Database, company.id);
        await transaction.delete(organizations).where(eq(organizations.companyId, company.id));
        await transaction.delete(companies).where(eq(companies.id, company.id));
      });
    } catch (error) {
      if (isForeignKeyViolation(error))
        throw conflict('the company still has data (cards, tasks, messages …): remove it first');
      throw error;
    }
    return { rows: [{ ok: true }], auditTarget: String(company.id) };
  });
}
