import type { TrackerPace } from './registration-tracker';

/** The real-name module's settings. */
export interface RealNameConfig extends TrackerPace {
  /** How often the tracker sends waiting registrations and asks the carrier about sent ones. */
  pollMilliseconds: number;
}

function milliseconds(environment: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = environment[name];
  const value = raw === undefined || raw.trim() === '' ? fallback : Number(raw);
  if (!Number.isInteger(value) || value < 1) {
    throw new Error(`${name} must be a whole number of milliseconds above 0, not ${raw}`);
  }
  return value;
}

export function loadRealNameConfig(environment: NodeJS.ProcessEnv): RealNameConfig {
  return {
    pollMilliseconds: milliseconds(environment, 'SIMDESK_REAL_NAME_POLL_MS', 5_000),
    firstCheckMilliseconds: milliseconds(environment, 'SIMDESK_REAL_NAME_FIRST_CHECK_MS', 5_000),
    maximumCheckMilliseconds: milliseconds(environment, 'SIMDESK_REAL_NAME_MAXIMUM_CHECK_MS', 300_000),
  };
}
