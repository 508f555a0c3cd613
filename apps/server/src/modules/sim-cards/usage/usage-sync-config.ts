import { defaultUsageSyncOptions, type UsageSyncOptions } from './usage-sync-kind';

/** When the daily usage sync runs. */
export interface UsageScheduleConfig {
  /** Off: only card-usage/sync-now starts a sync. */
  enabled: boolean;
  /** Time of day in UTC; the default 17:30 is 01:30 in Beijing, once the carrier has closed the day. */
  hourUtc: number;
  minuteUtc: number;
  /** How often each process looks for accounts that are due. */
  checkMilliseconds: number;
}

/**
 * SIMDESK_USAGE_SYNC_AT: 'HH:MM' in UTC (default 17:30), or 'off'; SIMDESK_USAGE_SYNC_CHECK_SECONDS: how often
 * to look (default 300).
 */
export function loadUsageScheduleConfig(environment: NodeJS.ProcessEnv): UsageScheduleConfig {
  const at = (environment.SIMDESK_USAGE_SYNC_AT ?? '17:30').trim();
  const checkSeconds = Number(environment.SIMDESK_USAGE_SYNC_CHECK_SECONDS ?? '300');
  if (!Number.isInteger(checkSeconds) || checkSeconds < 1) {
    throw new Error(
      `SIMDESK_USAGE_SYNC_CHECK_SECONDS: expected a whole number of seconds, got "${checkSeconds}"`,
    );
  }
  if (at === 'off')
    return { enabled: false, hourUtc: 0, minuteUtc: 0, checkMilliseconds: checkSeconds * 1000 };
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(at);
  if (!match) throw new Error(`SIMDESK_USAGE_SYNC_AT: expected HH:MM (UTC) or "off", got "${at}"`);
  return {
    enabled: true,
    hourUtc: Number(match[1]),
    minuteUtc: Number(match[2]),
    checkMilliseconds: checkSeconds * 1000,
  };
}

/**
 * SIMDESK_USAGE_SYNC_REQUESTS_PER_SECOND: the sync's share of an account's carrier calls per second (default 6
 * of SIMDESK_CARRIER_REQUESTS_PER_SECOND's 8, leaving room for operators; 0: the whole shared limit).
 */
export function loadUsageSyncOptions(environment: NodeJS.ProcessEnv): UsageSyncOptions {
  const perSecond = Number(
    environment.SIMDESK_USAGE_SYNC_REQUESTS_PER_SECOND ?? defaultUsageSyncOptions.requestsPerSecond,
  );
  if (!Number.isInteger(perSecond) || perSecond < 0) {
    throw new Error(`SIMDESK_USAGE_SYNC_REQUESTS_PER_SECOND: expected a whole number, got "${perSecond}"`);
  }
  return { ...defaultUsageSyncOptions, requestsPerSecond: perSecond };
}
