import { and, asc, between, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  cardUsageDailyCall,
  cardUsageSyncNowCall,
  cardUsageSyncStateCall,
  type TaskStatusCode,
  type UsageSyncStateRow,
} from '@simdesk/contract';
import { callerScope } from '../../platform/auth/data-scope';
import { runsBackgroundWork } from '../../platform/config/process-role';
import { simCards } from '../../platform/database/schema-cards';
import { carrierAccounts } from '../../platform/database/schema-carrier';
import { tasks } from '../../platform/database/schema-tasks';
import { cardUsage, cardUsageSyncState } from '../../platform/database/schema-usage';
import { badRequest, notFound } from '../../platform/http/app-error';
import type { CallRegistrar } from '../../platform/http/register-call';
import type { AppServices } from '../../platform/services';
import { findVisibleAccount } from '../carrier-account/carrier-account-store';
import { cardScope } from '../sim-card/card-scope';
import { carrierDayOf, monthBounds } from './carrier-calendar';
import { ensureUsagePartitions } from './usage-partitions';
import { createUsageScheduler, type UsageScheduler } from './usage-scheduler';
import { loadUsageScheduleConfig, loadUsageSyncOptions } from './usage-sync-config';
import { createUsageSyncKind } from './usage-sync-kind';
import { startUsageSync, type UsageSyncKind } from './usage-sync-start';

export interface CardUsageModule {
  kind: UsageSyncKind;
  scheduler: UsageScheduler;
}

const modules = new WeakMap<FastifyInstance, CardUsageModule>();

/** The usage module of a built app: its task kind and its scheduler (tests tick the schedule by hand). */
export function cardUsageModuleOf(app: FastifyInstance): CardUsageModule {
  const found = modules.get(app);
  if (!found) throw new Error('the card usage module is not registered on this app');
  return found;
}

const iso = (value: Date | null) => value?.toISOString() ?? null;

/**
 * The usage sync (task kind 'card-usage-sync', daily schedule, sync-now and sync-state) and the stored usage
 * of one card. Partitions for this month and the next are made at start-up; a run makes any other it needs.
 */
export function registerCardUsageCalls(
  registrar: CallRegistrar,
  services: AppServices,
  app: FastifyInstance,
  environment: NodeJS.ProcessEnv = process.env,
): void {
  const { db } = services;
  const kind = createUsageSyncKind(services, loadUsageSyncOptions(environment));
  services.tasks.register(kind);
  const scheduler = createUsageScheduler(services, kind, loadUsageScheduleConfig(environment));
  modules.set(app, { kind, scheduler });
  // The schedule and the partitions it writes to are the worker processes' concern.
  if (runsBackgroundWork(services.config)) {
    app.addHook('onReady', async () => {
      const today = carrierDayOf(services.clock.now());
      await ensureUsagePartitions(db, today, monthBounds(today).next);
      scheduler.start();
    });
    app.addHook('onClose', () => scheduler.stop());
  }

  registrar.guardedCall(cardUsageDailyCall, async ({ obj, caller }) => {
    const [card] = await db
      .select({ id: simCards.id })
      .from(simCards)
      .where(and(eq(simCards.id, obj.cardId), cardScope(caller)));
    if (!card) throw notFound('no such card');
    const rows = await db
      .select({
        day: cardUsage.day,
        dataKilobytes: cardUsage.dataKilobytes,
        smsCount: cardUsage.smsCount,
        voiceMinutes: cardUsage.voiceMinutes,
        complete: cardUsage.complete,
        syncedAt: cardUsage.syncedAt,
      })
      .from(cardUsage)
      .where(
        and(
          eq(cardUsage.cardId, card.id),
          between(cardUsage.day, obj.from, obj.to),
          // Days stored while the card belonged to another company stay that company's.
          callerScope(caller, { companyId: cardUsage.companyId }),
        ),
      )
      .orderBy(asc(cardUsage.day));
    return { rows: rows.map((row) => ({ ...row, syncedAt: row.syncedAt.toISOString() })) };
  });

  registrar.guardedCall(cardUsageSyncNowCall, async ({ obj, caller }) => {
    const { account } = await findVisibleAccount(db, caller, obj.accountId);
    if (!account.enabled) throw badRequest('the carrier account is disabled: enable it before syncing');
    const started = await startUsageSync(services, kind, { accountId: account.id, operator: caller });
    if (!started) throw notFound('no such carrier account');
    return { rows: [started], auditTarget: String(account.id) };
  });

  registrar.guardedCall(cardUsageSyncStateCall, async ({ obj, caller }) => {
    if (obj.accountId !== undefined) await findVisibleAccount(db, caller, obj.accountId);
    const found = await db
      .select({ account: carrierAccounts, state: cardUsageSyncState, taskStatus: tasks.taskStatus })
      .from(carrierAccounts)
      .leftJoin(cardUsageSyncState, eq(cardUsageSyncState.accountId, carrierAccounts.id))
      .leftJoin(tasks, eq(tasks.id, cardUsageSyncState.lastTaskId))
      .where(
        and(
          callerScope(caller, { companyId: carrierAccounts.companyId }),
          obj.accountId === undefined ? undefined : eq(carrierAccounts.id, obj.accountId),
        ),
      )
      .orderBy(asc(carrierAccounts.id));
    const rows: UsageSyncStateRow[] = found.map(({ account, state, taskStatus }) => ({
      accountId: account.id,
      accountName: account.name,
      companyId: account.companyId,
      enabled: account.enabled,
      syncedThroughDay: state?.syncedThroughDay ?? null,
      nextScheduledAt: iso(state?.nextScheduledAt ?? null),
      lastTaskId: state?.lastTaskId ?? null,
      lastTaskStatus: (taskStatus ?? null) as TaskStatusCode | null,
      lastRunStartedAt: iso(state?.lastRunStartedAt ?? null),
      lastRunFinishedAt: iso(state?.lastRunFinishedAt ?? null),
      lastRunCardCount: state?.lastRunCardCount ?? null,
    }));
    return { rows };
  });
}
