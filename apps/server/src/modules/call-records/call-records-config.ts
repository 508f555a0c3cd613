/** The record sync's settings. */
export interface CallRecordsConfig {
  /** How often each carrier account's records are fetched; 0 turns the schedule off (on demand only). */
  syncIntervalMilliseconds: number;
  /** How often each process looks for accounts whose fetch is due. */
  checkMilliseconds: number;
}

function wholeNumber(environment: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = environment[name];
  const value = raw === undefined || raw.trim() === '' ? fallback : Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number, not ${raw}`);
  return value;
}

export function loadCallRecordsConfig(environment: NodeJS.ProcessEnv): CallRecordsConfig {
  return {
    syncIntervalMilliseconds: wholeNumber(environment, 'SIMDESK_CALL_RECORD_SYNC_MINUTES', 60) * 60_000,
    checkMilliseconds: wholeNumber(environment, 'SIMDESK_CALL_RECORD_SYNC_CHECK_SECONDS', 60) * 1000,
  };
}
