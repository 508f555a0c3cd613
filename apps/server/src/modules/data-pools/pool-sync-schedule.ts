import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/database/connect';
import { executedRows } from '../../platform/database/driver-rows';
import { carrierAccounts } from '../../platform/database/schema-carrier';
import type { BackgroundWork } from '../../platform/modules/server-module';
import type { AppServices } from '../../platform/services';
import type { DataPoolsConfig } from './data-pools-config';
import { dataPoolSyncState } from './data-pools-schema';
import type { PoolEventListener } from './pool-events-point';
import { syncAccountPools, type AccountPoolSync } from './pool-sync';

type SyncServices = Pick<AppServices, 'db' | 'carrier' | 'clock' | 'logger'>;

/** Syncs one account, then tells the listeners; a listener's failure is logged and the sync still counts. */
export async function syncAndAnnounce(
  services: SyncServices,
  listeners: readonly PoolEventListener[],
  accountId: number,
): Promise<AccountPoolSync> {
  const result = await syncAccountPools(services, accountId);
  for (const listener of listeners) {
    await listener.poolsSynced(accountId).catch((error: unknown) => {
      services.logger.error({ err: error, accountId }, 'a pool sync listener failed');
    });
  }
  return result;
}

/**
 * Claims the enabled accounts whose pools are due and moves their next time on, in one statement: with several
 * server processes, each due account is claimed by one (skip locked).
 */
async function claimDueAccounts(db: Database, intervalMinutes: number): Promise<number[]> {
  await db.execute(sql`
    insert into ${dataPoolSyncState} (account_id)
    select id from ${carrierAccounts} where enabled
    on conflict (account_id) do nothing`);
  const result = await db.execute(sql`
    update ${dataPoolSyncState} set next_scheduled_at = now() + make_interval(mins => ${intervalMinutes})
    where account_id in (
      select s.account_id from ${dataPoolSyncState} s
      join ${carrierAccounts} a on a.id = s.account_id and a.enabled
      where s.next_scheduled_at <= now()
      for update of s skip locked)
    returning account_id`);
  return executedRows<{ account_id: number }>(result).map((row) => Number(row.account_id));
}

export interface PoolSyncSchedule extends BackgroundWork {
  /** One look for due accounts (what the timer does); answers the accounts synced. */
  tick(): Promise<number[]>;
}

/** The pools of every enabled account are read again every interval, and at start for an account never read. */
export function createPoolSyncSchedule(
  services: SyncServices,
  listeners: () => readonly PoolEventListener[],
  config: DataPoolsConfig,
): PoolSyncSchedule {
  let timer: NodeJS.Timeout | undefined;
  let ticking: Promise<unknown> = Promise.resolve();

  async function tick(): Promise<number[]> {
    const due = await claimDueAccounts(services.db, config.syncIntervalMinutes);
    const synced: number[] = [];
    for (const accountId of due) {
      try {
        await syncAndAnnounce(services, listeners(), accountId);
        synced.push(accountId);
      } catch (error) {
        services.logger.warn({ err: error, accountId }, 'a scheduled pool sync failed');
      }
    }
    return synced;
  }

  function schedule(delayMilliseconds = config.checkMilliseconds): void {
    timer = setTimeout(() => {
      ticking = tick()
        .catch((error: unknown) => services.logger.error({ err: error }, 'pool sync schedule failed'))
        .finally(() => {
          if (timer !== undefined) schedule();
        });
    }, delayMilliseconds);
    timer.unref();
  }

  return {
    tick,
    // The first look comes soon after start: an account never read has its pools read then.
    start: () => schedule(config.firstCheckMilliseconds),
    async stop() {
      clearTimeout(timer);
      timer = undefined;
      await ticking;
    },
  };
}
