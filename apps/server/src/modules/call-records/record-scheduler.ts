import type { BackgroundWork } from '../../platform/modules/server-module';
import type { AppServices } from '../../platform/services';
import type { CallRecordsConfig } from './call-records-config';
import { ensureRecordPartitions } from './record-store';
import { syncDueAccounts } from './record-sync';

/** The scheduled fetch: every process looks now and then; an account's claim decides who fetches it. */
export function createRecordScheduler(services: AppServices, config: CallRecordsConfig): BackgroundWork {
  let timer: NodeJS.Timeout | undefined;
  let ticking: Promise<unknown> = Promise.resolve();
  const schedule = () => {
    timer = setTimeout(() => {
      ticking = syncDueAccounts(services, config.syncIntervalMilliseconds)
        .catch((error: unknown) => services.logger.error({ err: error }, 'call record schedule failed'))
        .finally(() => {
          if (timer !== undefined) schedule();
        });
    }, config.checkMilliseconds);
    timer.unref();
  };
  return {
    async start() {
      // This month's and next month's partitions exist before any record arrives.
      const now = services.clock.now();
      await ensureRecordPartitions(services.db, now, new Date(now.getTime() + 32 * 86_400_000));
      if (config.syncIntervalMilliseconds > 0) schedule();
    },
    async stop() {
      clearTimeout(timer);
      timer = undefined;
      await ticking;
    },
  };
}
