import { wholeNumberSetting } from '../config/environment-settings';

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

export function loadTaskConfig(environment: NodeJS.ProcessEnv): TaskConfig {
  return {
    concurrency: wholeNumberSetting(environment, 'SIMDESK_TASK_CONCURRENCY', 2, 1),
    pollMilliseconds: wholeNumberSetting(environment, 'SIMDESK_TASK_POLL_MS', 1000, 50),
    heartbeatMilliseconds: wholeNumberSetting(environment, 'SIMDESK_TASK_HEARTBEAT_MS', 10_000, 50),
    staleMilliseconds: wholeNumberSetting(environment, 'SIMDESK_TASK_STALE_MS', 30_000, 100),
    maxAttempts: wholeNumberSetting(environment, 'SIMDESK_TASK_MAX_ATTEMPTS', 3, 1),
    stopTimeoutMilliseconds: wholeNumberSetting(environment, 'SIMDESK_TASK_STOP_TIMEOUT_MS', 10_000, 0),
    downloadTicketSeconds: wholeNumberSetting(environment, 'SIMDESK_DOWNLOAD_TICKET_SECONDS', 60, 1),
    enableTestKinds: environment.SIMDESK_ENABLE_TEST_TASKS === '1',
  };
}
