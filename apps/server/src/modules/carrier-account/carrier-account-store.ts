import { and, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { CarrierAccountRow, Page } from '@simdesk/contract';

import type { OperatorContext } from '../../platform/auth/operator-context';

import { callerScope } from '../../platform/auth/data-scope';

import type { Database } from '../../platform/database/connect';

import { containsPattern } from '../../platform/database/contains-pattern';

import { companies } from '../../platform/database/schema';

import { carrierAccounts } from '../../platform/database/schema-carrier';

import type { StoredCarrierAccount } from '../../platform/carrier/carrier-service';

import { forbidden, notFound } from '../../platform/http/app-error';

import { pagedRows } from '../../platform/database/paged-rows';

/**
 * Who manages an account: carrier staff with a cross-company role manage every company's; anyone else, with the
 * page's rights, only their own company's.
 */
export function assertAccountCompany(caller: OperatorContext, companyId: number): void {
  if (!caller.crossCompany && caller.companyId !== companyId) {
    throw forbidden('carrier accounts of another company are managed by carrier staff only');
  }
}

/** The account shown to an operator: never the password, only whether one is stored. */
export function toAccountRow(account: StoredCarrierAccount, companyName: string): CarrierAccountRow {
  return {
    id: account.id,
    companyId: account.companyId,
    companyName,
    name: account.name,
    carrier: account.carrier,
    baseUrl: account.baseUrl,
    appId: account.appId,
    passwordSet: account.passwordCiphertext !== '',
    enabled: account.enabled,
    lastCheckOk: account.lastCheckOk,
    lastCheckMessage: account.lastCheckMessage,
    lastCheckLatencyMs: account.lastCheckLatencyMs,
    lastCheckAt: account.lastCheckAt?.toISOString() ?? null,
    createdAt: account.createdAt.toISOString(),
  };
}

/** An account the caller may see, with its company's name; another company's is "not found" to them. */
export async function findVisibleAccount(db: Database, caller: OperatorContext, id: number) {
  const [found] = await db
    .select({ account: carrierAccounts, companyName: companies.name })
    .from(carrierAccounts)
    .innerJoin(companies, eq(companies.id, carrierAccounts.companyId))
    .where(and(eq(carrierAccounts.id, id), callerScope(caller, { companyId: carrierAccounts.companyId })));
  if (!found) throw notFound('no such carrier account');
  return found;
}

export interface AccountFilter {
  companyId?: number;
  name?: string;
  carrier?: number;
  enabled?: boolean;
}

export async function listVisibleAccounts(
  db: Database,
  caller: OperatorContext,
  filter: AccountFilter,
  page: Page | undefined,
) {
  const conditions: (SQL | undefined)[] = [callerScope(caller, { companyId: carrierAccounts.companyId })];
  if (filter.companyId !== undefined) conditions.push(eq(carrierAccounts.companyId, filter.companyId));
  if (filter.name) conditions.push(ilike(carrierAccounts.name, containsPattern(filter.name)));
  if (filter.carrier !== undefined) conditions.push(eq(carrierAccounts.carrier, filter.carrier));
  if (filter.enabled !== undefined) conditions.push(eq(carrierAccounts.enabled, filter.enabled));
  const where = and(...conditions);
  const { rows, total } = await pagedRows(
    db,
    page,
    db
      .select({ account: carrierAccounts, companyName: companies.name })
      .from(carrierAccounts)
      .innerJoin(companies, eq(companies.id, carrierAccounts.companyId))
      .where(where)
      .orderBy(desc(carrierAccounts.id))
      .$dynamic(),
    { table: carrierAccounts, where },
  );
  return { rows: rows.map((row) => toAccountRow(row.account, row.companyName)), total: total };
}
