import { useQuery } from '@tanstack/react-query';
import { taskDrawerPageSize, taskDrawerPollMilliseconds, taskListCall, type Page } from '@simdesk/contract';
import { callApi } from '../../../api/call-api';
import { callQueryKey } from '../../../api/use-call-query';

const obj = { onlyMine: true } as const;
const page: Page = { pageIndex: 1, pageSize: taskDrawerPageSize };

/** The operator's latest tasks; polled only while the drawer is open, read once otherwise for the badge. */
export function useMyTasks(open: boolean) {
  return useQuery({
    queryKey: callQueryKey(taskListCall, obj, page),
    queryFn: () => callApi(taskListCall, obj, page),
    refetchInterval: open ? taskDrawerPollMilliseconds : false,
  });
}
