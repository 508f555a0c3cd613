import { useQuery } from '@tanstack/react-query';
import { taskDrawerPageSize, taskDrawerPollMilliseconds, taskListCall, type Page } from '@simdesk/contract';
import { callApi } from '../../../api/call-api';
import { callQueryKey } from '../../../api/use-call-query';
import { useSession } from '../../../session/session-store';

const page: Page = { pageIndex: 1, pageSize: taskDrawerPageSize };

/**
 * The operator's latest tasks, in their company as the spec's call names it (page 1 by 10); polled only while
 * the drawer is open, read once otherwise for the badge.
 */
export function useMyTasks(open: boolean) {
  const companyId = useSession().user?.companyId;
  const obj = { onlyMine: true, companyId };
  return useQuery({
    queryKey: callQueryKey(taskListCall, obj, page),
    queryFn: () => callApi(taskListCall, obj, page),
    refetchInterval: open ? taskDrawerPollMilliseconds : false,
  });
}
