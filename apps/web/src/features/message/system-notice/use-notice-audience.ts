import {
  messagePublishSystemNoticeCall,
  taskFilterOptionsCall,
  type ScopeFilterOptions,
} from '@simdesk/contract';
import { useCallQuery } from '../../../api/use-call-query';
import { useCallAllowed } from '../../../components/permission/call-allowed';

/**
 * Whom the caller may publish a system notice to: the companies and orgs of their scope, when they hold the
 * call's page action and are carrier staff (the scope options name companies only for those who see more
 * than their own). Undefined otherwise: the console offers no publishing, and the server would refuse it.
 */
export function useNoticeAudience(): ScopeFilterOptions | undefined {
  const allowed = useCallAllowed([messagePublishSystemNoticeCall, taskFilterOptionsCall]);
  const options = useCallQuery(taskFilterOptionsCall, {}, { enabled: allowed, staleTime: 60_000 });
  const scope = options.data?.rows[0];
  return allowed && scope && scope.companies.length > 0 ? scope : undefined;
}
