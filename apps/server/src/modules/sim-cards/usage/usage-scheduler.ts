import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import { carrierAccounts } from '../../../platform/database/schema-carrier';
import { cardUsageSyncState } from '../schema/usage-schema';
import type { AppServices } from '../../../platform/services';
import type { UsageScheduleConfig } from './usage-sync-config';
import { startUsageSync, type UsageSyncKind } from './usage-sync-start';

/** The first scheduled time strictly after `now`. */
export function nextDailyRun(config: Pick<UsageScheduleConfig, 'hourUtc' | 'minuteUtc'>, now: Date): Date {
  const today = Date.UTC(
    now.getUTCFullYear(),
    now.getUTCMonth(),
    now.getUTCDate(),
    config.hourUtc,
    config.minuteUtc,
  );
  return new Date(today > now.getTime() ? today : today + 86_400_000);
}

export interface UsageScheduler {
  start(): void;
  stop(): Promise<void>;
  /** One look for due accounts (what the timer does); answers the tasks it started. */
  tick(): Promise<number[]>;
}

/**
 * The daily schedule, safe with several server processes: each looks every few minutes, and an account's state
 * row (locked, skip-locked) decides which process starts its run; a run still going is never doubled. An account
 * seen for the first time waits for the next scheduled time rather than starting at once.
 */
export function createUsageScheduler(
  services: Pick<AppServices, 'db' | 'tasks' | 'logger' | 'clock'>,
  kind: UsageSyncKind,
  config: UsageScheduleConfig,
): UsageScheduler {
  const { db } = services;
  let timer: NodeJS.Timeout | undefined;
  let ticking: Promise<unknown> = Promise.resolve();

  async function tick(): Promise<number[]> {
    const now = services.clock.now();
    const next = nextDailyRun(config, now);
    await db.execute(sql`
      insert into ${cardUsageSyncState} (account_id, next_scheduled_at)
      select ${carrierAccounts.id}, ${next.toISOString()}::timestamptz from ${carrierAccounts}
      where ${carrierAccounts.enabled}
      on conflict (account_id) do nothing
    `);
    // A state row made by sync-now has no scheduled time yet.
    await db
      .update(cardUsageSyncState)
      .set({ nextScheduledAt: next })
      .where(isNull(cardUsageSyncState.nextScheduledAt));
    const due = await db
      .select({ accountId: cardUsageSyncState.accountId })
      .from(cardUsageSyncState)
      .innerJoin(carrierAccounts, eq(carrierAccounts.id, cardUsageSyncState.accountId))
      .where(and(eq(carrierAccounts.enabled, true), lte(cardUsageSyncState.nextScheduledAt, now)));
    const started: number[] = [];
    for (const { accountId } of due) {
      const run = await startUsageSync(services, kind, { accountId, schedule: { dueBy: now, next } });
      if (run && !run.alreadyRunning) started.push(run.taskId);
    }
    return started;
  }

  function schedule(): void {
    timer = setTimeout(() => {
      ticking = tick()
        .catch((error: unknown) => services.logger.error({ err: error }, 'usage sync schedule failed'))
        .finally(() => {
          if (timer !== undefined) schedule();
        });
    }, config.checkMilliseconds);
    timer.unref();
  }

  return {
    start() {
      if (config.enabled && timer === undefined) schedule();
    },
    async stop() {
      const pending = timer;
      timer = undefined;
      clearTimeout(pending);
      await ticking;
    },
    tick,
  };
}
