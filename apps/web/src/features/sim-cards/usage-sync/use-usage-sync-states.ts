import { useQuery } from '@tanstack/react-query';
import {
  cardUsageSyncStateCall,
  isTaskRunning,
  status as statusCodes,
  taskGetCall,
  type UsageSyncStateRow,
} from '@simdesk/contract';
import { callApi, callApiForRow } from '../../../api/call-api';
import { callQueryKey } from '../../../api/use-call-query';
import { useCallAllowed } from '../../../components/permission/call-allowed';

/** How often a running sync is read again: the state, and the running task's progress. */
const runningRefreshMilliseconds = 3_000;

/** Whether the account's last usage sync is still waiting or running. */
export function isUsageSyncRunning(state: UsageSyncStateRow | undefined): boolean {
  const status = state?.lastTaskStatus;
  return status !== null && status !== undefined && isTaskRunning(status);
}

/**
 * The usage sync state of every carrier account the caller sees, by account id, read again while any sync
 * runs; undefined without the right to read it (the column then does not show).
 */
export function useUsageSyncStates(): ReadonlyMap<number, UsageSyncStateRow> | undefined {
  const allowed = useCallAllowed(cardUsageSyncStateCall);
  const obj = {};
  const states = useQuery({
    queryKey: callQueryKey(cardUsageSyncStateCall, obj),
    queryFn: () => callApi(cardUsageSyncStateCall, obj),
    enabled: allowed,
    refetchInterval: (query) =>
      query.state.data?.rows.some((row) => isUsageSyncRunning(row)) ? runningRefreshMilliseconds : false,
  });
  if (!allowed) return undefined;
  return new Map((states.data?.rows ?? []).map((row) => [row.accountId, row]));
}

/**
 * The running sync's task, for its progress. A scheduled run is another operator's task, which the caller
 * may not be allowed to read: then there is simply no progress to show, and no notice about it.
 */
export function useRunningSyncTask(state: UsageSyncStateRow | undefined) {
  const taskId = state?.lastTaskId ?? 0;
  const obj = { taskId };
  return useQuery({
    queryKey: callQueryKey(taskGetCall, obj),
    queryFn: () =>
      callApiForRow(taskGetCall, obj, undefined, {
        silentStatuses: [statusCodes.forbidden, statusCodes.notFound],
      }),
    enabled: isUsageSyncRunning(state) && taskId > 0,
    refetchInterval: runningRefreshMilliseconds,
    retry: false,
  });
}
