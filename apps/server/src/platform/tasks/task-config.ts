/** How the task runner behaves; every interval is configurable so tests can run a restart in seconds. */
export interface TaskConfig {
  /** Tasks one server process runs at once. */
  concurrency: number;
  /** How often an idle runner asks the queue for work. */
  pollMilliseconds: number;
  /** A running task touches its row this often (R3: 10 s). */
  heartbeatMilliseconds: number;
  /** A processing task whose heartbeat is older than this is taken as stopped (R3: 30 s). */
  staleMilliseconds: number;
  /** Runs a task gets before a stop of the server ends it failed instead of resuming it. */
  maxAttempts: number;
  /** How long a graceful stop waits for running tasks to reach their next batch and hand back. */
  stopTimeoutMilliseconds: number;
  /** Life of a one-time download ticket. */
  downloadTicketSeconds: number;
  /** Registers the test task kinds (SIMDESK_ENABLE_TEST_TASKS=1); never in production. */
  enableTestKinds: boolean;
}

function wholeNumber(value: string | undefined, fallback: number, minimum = 1): number {
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < minimum) {
    throw new Error(`expected a whole number of at least ${minimum}, got "${value}"`);
  }
  return parsed;
}

export function loadTaskConfig(environment: NodeJS.ProcessEnv): TaskConfig {
  return {
    concurrency: wholeNumber(environment.SIMDESK_TASK_CONCURRENCY, 2),
    pollMilliseconds: wholeNumber(environment.SIMDESK_TASK_POLL_MS, 1000, 50),
    heartbeatMilliseconds: wholeNumber(environment.SIMDESK_TASK_HEARTBEAT_MS, 10_000, 50),
    staleMilliseconds: wholeNumber(environment.SIMDESK_TASK_STALE_MS, 30_000, 100),
    maxAttempts: wholeNumber(environment.SIMDESK_TASK_MAX_ATTEMPTS, 3),
    stopTimeoutMilliseconds: wholeNumber(environment.SIMDESK_TASK_STOP_TIMEOUT_MS, 10_000, 0),
    downloadTicketSeconds: wholeNumber(environment.SIMDESK_DOWNLOAD_TICKET_SECONDS, 60),
    enableTestKinds: environment.SIMDESK_ENABLE_TEST_TASKS === '1',
  };
}
