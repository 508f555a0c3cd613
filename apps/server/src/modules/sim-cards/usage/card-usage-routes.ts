import { and, asc, between, eq } from 'drizzle-orm';
import {
  cardUsageDailyCall,
  cardUsageSyncNowCall,
  cardUsageSyncStateCall,
  type TaskStatusCode,
  type UsageSyncStateRow,
} from '@simdesk/contract';
import { callerScope } from '../../../platform/auth/data-scope';
import { simCards } from '../schema/cards-schema';
import { carrierAccounts } from '../../../platform/database/schema-carrier';
import { tasks } from '../../../platform/database/schema-tasks';
import { cardUsage, cardUsageSyncState } from '../schema/usage-schema';
import { badRequest, notFound } from '../../../platform/http/app-error';
import type { CallRegistrar } from '../../../platform/http/register-call';
import type { BackgroundWork } from '../../../platform/modules/server-module';
import type { AppServices } from '../../../platform/services';
import { findVisibleAccount } from '../../carrier-account';
import { cardScope } from '../shared/card-scope';
import { carrierDayOf, monthBounds } from './carrier-calendar';
import type { ImeiSightingsListener } from './imei-sightings';
import { ensureUsagePartitions } from './usage-partitions';
import { createUsageScheduler, type UsageScheduler } from './usage-scheduler';
import type { UsageScheduleConfig } from './usage-sync-config';
import type { CardEventListener } from '../rules/card-events-point';
import { createUsageSyncKind, type UsageSyncOptions } from './usage-sync-kind';
import { startUsageSync, type UsageSyncKind } from './usage-sync-start';

/** What tests reach of the usage sync: its task kind, and the scheduler they tick by hand. */
export interface CardUsageHandle {
  kind: UsageSyncKind;
  scheduler: UsageScheduler;
}

/** When the sync runs and how fast it may ask the carrier. */
export interface CardUsageSettings {
  schedule: UsageScheduleConfig;
  sync: UsageSyncOptions;
}

const iso = (value: Date | null) => value?.toISOString() ?? null;

/**
 * The usage sync (task kind 'card-usage-sync', daily schedule, sync-now and sync-state) and the stored usage
 * of one card. Partitions for this month and the next are made at start-up; a run makes any other it needs.
 */
export function registerCardUsageCalls(
  registrar: CallRegistrar,
  services: AppServices,
  settings: CardUsageSettings,
  runInBackground: (work: BackgroundWork) => void,
  listeners: readonly CardEventListener[] = [],
  imeiListeners: readonly ImeiSightingsListener[] = [],
): CardUsageHandle {
  const { db } = services;
  // A listener's failure is logged: the usage is stored either way, and the next sync tells it again.
  const tellSynced = async (accountId: number) => {
    for (const listener of listeners) {
      await listener
        .usageSynced(accountId)
        .catch((error: unknown) =>
          services.logger.error({ err: error, accountId }, 'after usage sync failed'),
        );
    }
  };
  const kind = createUsageSyncKind(services, settings.sync, tellSynced, imeiListeners);
  services.tasks.register(kind);
  const scheduler = createUsageScheduler(services, kind, settings.schedule);
  // The schedule and the partitions it writes to are the worker processes' concern.
  runInBackground({
    async start() {
      const today = carrierDayOf(services.clock.now());
      await ensureUsagePartitions(db, today, monthBounds(today).next);
      scheduler.start();
    },
    stop: () => scheduler.stop(),
  });

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

  return { kind, scheduler };
}
