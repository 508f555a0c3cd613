/**
 * What one server process does (SIMDESK_PROCESS_ROLE): `all` serves the API and the console and runs the
 * background work (tasks, the card change tracker, schedules, webhook delivery); `api` only serves; `worker`
 * only runs the background work, its HTTP listener answering the health check alone. Every role shares the
 * one database, so any number of api and worker processes can run side by side (docs/scaling.md).
 */
export const processRoles = ['all', 'api', 'worker'] as const;
export type ProcessRole = (typeof processRoles)[number];

export function parseProcessRole(value: string | undefined): ProcessRole {
  const given = (value ?? '').trim();
  if (given === '') return 'all';
  const role = processRoles.find((candidate) => candidate === given);
  if (!role)
    throw new Error(`SIMDESK_PROCESS_ROLE: expected one of ${processRoles.join(', ')}, got "${given}"`);
  return role;
}

/** True when the process runs tasks, trackers and schedules. */
export function runsBackgroundWork(config: { processRole: ProcessRole }): boolean {
  return config.processRole !== 'api';
}

/** True when the process answers API calls and serves the console. */
export function servesCalls(config: { processRole: ProcessRole }): boolean {
  return config.processRole !== 'worker';
}
