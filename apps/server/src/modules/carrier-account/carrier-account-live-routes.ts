import { and, avg, count, desc, eq, gte, isNotNull, sql } from 'drizzle-orm';
import {
  carrierAccountCheckCall,
  carrierAccountEnterpriseInfoCall,
  carrierAccountProfileCall,
} from '@simdesk/contract';
import { CarrierError } from '../../platform/carrier/carrier-error';
import { carrierAccounts, carrierCallLog } from '../../platform/database/schema-carrier';
import { badRequest } from '../../platform/http/app-error';
import type { CallRegistrar } from '../../platform/http/register-call';
import type { AppServices } from '../../platform/services';
import { findVisibleAccount } from './carrier-account-store';

const recentCallCount = 20;

/** The calls that talk to the carrier now (check, ec-user-account-info) or read how talking went (profile). */
export function registerCarrierAccountLiveCalls(registrar: CallRegistrar, services: AppServices): void {
  const { db, carrier } = services;

  registrar.guardedCall(carrierAccountCheckCall, async ({ obj, caller }) => {
    const { account } = await findVisibleAccount(db, caller, obj.id);
    const started = Date.now();
    let message: string | null = null;
    try {
      // A disabled account may be checked: that is how one finds out whether to enable it again.
      const gateway = carrier.gatewayOf(account);
      await gateway.checkCredentials();
      await gateway.listCards({ pageSize: 1 });
    } catch (error) {
      if (!(error instanceof CarrierError)) throw error;
      message = error.message;
    }
    const latencyMs = Date.now() - started;
    const checkedAt = new Date();
    await db
      .update(carrierAccounts)
      .set({
        lastCheckOk: message === null,
        lastCheckMessage: message,
        lastCheckLatencyMs: latencyMs,
        lastCheckAt: checkedAt,
      })
      .where(eq(carrierAccounts.id, account.id));
    return {
      rows: [{ ok: message === null, message, latencyMs, checkedAt: checkedAt.toISOString() }],
      auditTarget: String(account.id),
    };
  });

  registrar.guardedCall(carrierAccountEnterpriseInfoCall, async ({ obj, caller }) => {
    const { account } = await findVisibleAccount(db, caller, obj.id);
    try {
      const gateway = carrier.gatewayOf(account);
      const { tokenLifetimeSeconds } = await gateway.checkCredentials();
      const pools = await gateway.listPools();
      const firstCards = await gateway.listCards({ pageSize: 1 });
      return {
        rows: [
          {
            accountId: account.id,
            appId: account.appId,
            tokenLifetimeSeconds,
            poolCount: pools.length,
            pools: pools.map((pool) => ({
              poolId: pool.poolId,
              name: pool.name,
              memberCount: pool.memberCount,
              quotaKb: pool.quotaKb,
            })),
            hasCards: firstCards.cards.length > 0,
          },
        ],
      };
    } catch (error) {
      if (error instanceof CarrierError) throw badRequest(error.message);
      throw error;
    }
  });

  registrar.guardedCall(carrierAccountProfileCall, async ({ obj, caller }) => {
    const { account } = await findVisibleAccount(db, caller, obj.id);
    const since = new Date(Date.now() - 24 * 60 * 60 * 1000);
    const lastDay = and(eq(carrierCallLog.accountId, account.id), gte(carrierCallLog.at, since));
    const [summary] = await db
      .select({
        calls: count(),
        failures: count(sql`case when ${carrierCallLog.errorCode} is not null then 1 end`),
        averageDurationMs: avg(carrierCallLog.durationMs),
      })
      .from(carrierCallLog)
      .where(lastDay);
    const recent = await db
      .select()
      .from(carrierCallLog)
      .where(and(eq(carrierCallLog.accountId, account.id), isNotNull(carrierCallLog.endpoint)))
      .orderBy(desc(carrierCallLog.id))
      .limit(recentCallCount);
    return {
      rows: [
        {
          accountId: account.id,
          batchLimit: carrier.batchLimit,
          callsLastDay: summary?.calls ?? 0,
          failuresLastDay: summary?.failures ?? 0,
          averageDurationMs:
            summary?.averageDurationMs === null || summary?.averageDurationMs === undefined
              ? null
              : Math.round(Number(summary.averageDurationMs)),
          recentCalls: recent.map((call) => ({
            at: call.at.toISOString(),
            endpoint: call.endpoint,
            cardCount: call.cardCount,
            orderNumber: call.orderNumber,
            httpStatus: call.httpStatus,
            durationMs: call.durationMs,
            errorCode: call.errorCode,
          })),
        },
      ],
    };
  });
}
