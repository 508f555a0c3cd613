import {
  dataPoolCapWhatIfCall,
  dataPoolDetailCall,
  dataPoolFilterOptionsCall,
  dataPoolListCall,
  dataPoolMemberAddCall,
  dataPoolMemberCapCall,
  dataPoolMemberListCall,
  dataPoolMemberRemoveCall,
  dataPoolSyncCall,
  dataPoolUsageCall,
} from '@simdesk/contract/modules/data-pools';
import { and, eq, inArray, or } from 'drizzle-orm';
import { scopeFilterOptions } from '../../platform/auth/scope-filter-options';
import type { OperatorContext } from '../../platform/auth/operator-context';
import { carrierAccounts } from '../../platform/database/schema-carrier';
import type { CallRegistrar } from '../../platform/http/register-call';
import { forbidden } from '../../platform/http/app-error';
import type { AppServices } from '../../platform/services';
import { dataPools } from './data-pools-schema';
import type { PoolEventListener } from './pool-events-point';
import { changeMemberCap, changeMembership } from './pool-member-changes';
import { findPool, listMembers, listPools } from './pool-reads';
import { syncAndAnnounce } from './pool-sync-schedule';
import { capWhatIf, poolUsage } from './pool-usage';

/** Syncs every enabled account the caller sees (or of one company, for carrier staff); a failing one is named. */
async function syncNow(
  services: AppServices,
  listeners: readonly PoolEventListener[],
  caller: OperatorContext,
  companyId: number | undefined,
) {
  if (companyId !== undefined && !caller.crossCompany && companyId !== caller.companyId) {
    throw forbidden('only carrier staff choose a company');
  }
  // A company's pools may sit in another company's account (the carrier's): its accounts, and those of its pools.
  const poolsOf = (company: number) =>
    services.db
      .selectDistinct({ id: dataPools.carrierAccountId })
      .from(dataPools)
      .where(eq(dataPools.companyId, company));
  const company = caller.crossCompany ? companyId : caller.companyId;
  const accounts = await services.db
    .select({ id: carrierAccounts.id })
    .from(carrierAccounts)
    .where(
      and(
        eq(carrierAccounts.enabled, true),
        company === undefined
          ? undefined
          : or(eq(carrierAccounts.companyId, company), inArray(carrierAccounts.id, poolsOf(company))),
      ),
    );
  const result = { accountCount: accounts.length, poolCount: 0, memberCount: 0 };
  const failedAccounts: { accountId: number; reason: string }[] = [];
  for (const account of accounts) {
    try {
      const synced = await syncAndAnnounce(services, listeners, account.id);
      result.poolCount += synced.poolCount;
      result.memberCount += synced.memberCount;
    } catch (error) {
      failedAccounts.push({
        accountId: account.id,
        reason: error instanceof Error ? error.message : 'failed',
      });
    }
  }
  return { ...result, failedAccounts };
}

/** A call's answer of one row. */
const oneRow = async <Row>(row: Promise<Row>) => ({ rows: [await row] });

/** Data pools: the list, a pool's detail, members and usage, sync now, membership and cap changes. */
export function registerDataPoolCalls(
  registrar: CallRegistrar,
  services: AppServices,
  listeners: () => readonly PoolEventListener[],
): void {
  const { db } = services;
  const on = registrar.guardedCall.bind(registrar);
  on(dataPoolListCall, ({ obj, caller }) => oneRow(listPools(db, caller, obj)));
  on(dataPoolFilterOptionsCall, ({ caller }) => oneRow(scopeFilterOptions(db, caller)));
  on(dataPoolDetailCall, ({ obj, caller }) => oneRow(findPool(db, caller, obj.groupId)));
  on(dataPoolMemberListCall, ({ obj, caller }) => oneRow(listMembers(db, caller, obj)));
  on(dataPoolUsageCall, ({ obj, caller }) => oneRow(poolUsage(services, caller, obj.groupId)));
  on(dataPoolSyncCall, ({ obj, caller }) => oneRow(syncNow(services, listeners(), caller, obj.companyId)));
  on(dataPoolMemberAddCall, ({ obj, caller }) =>
    oneRow(changeMembership(db, caller, { kind: 'pool-member-add', ...obj })),
  );
  on(dataPoolMemberRemoveCall, ({ obj, caller }) =>
    oneRow(changeMembership(db, caller, { kind: 'pool-member-remove', ...obj })),
  );
  on(dataPoolCapWhatIfCall, ({ obj, caller }) => oneRow(capWhatIf(services, caller, obj)));
  on(dataPoolMemberCapCall, ({ obj, caller }) => oneRow(changeMemberCap(db, caller, obj)));
}
