/** The rule engine's settings. */
export interface RulesConfig {
  /** How often status-change rules look for new card status changes; 0 turns the watcher off. */
  statusEventPollMilliseconds: number;
}

export function loadRulesConfig(environment: NodeJS.ProcessEnv): RulesConfig {
  const raw = environment.SIMDESK_RULES_STATUS_POLL_MS;
  const value = raw === undefined || raw.trim() === '' ? 10_000 : Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    throw new Error(`SIMDESK_RULES_STATUS_POLL_MS must be a whole number of milliseconds, not ${raw}`);
  }
  return { statusEventPollMilliseconds: value };
}
