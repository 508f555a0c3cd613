/** How often the schedule reads every account's pools again (SIMDESK_POOL_SYNC_MINUTES, default hourly). */
export interface DataPoolsConfig {
  syncIntervalMinutes: number;
  /** How often the schedule looks for accounts due. */
  checkMilliseconds: number;
  firstCheckMilliseconds: number;
}

export function loadDataPoolsConfig(environment: NodeJS.ProcessEnv): DataPoolsConfig {
  const value = environment.SIMDESK_POOL_SYNC_MINUTES;
  const minutes = value === undefined || value.trim() === '' ? 60 : Number(value);
  if (!Number.isFinite(minutes) || minutes <= 0) {
    throw new Error(`SIMDESK_POOL_SYNC_MINUTES must be a positive number of minutes, not "${value}"`);
  }
  return { syncIntervalMinutes: minutes, checkMilliseconds: 60_000, firstCheckMilliseconds: 5_000 };
}
