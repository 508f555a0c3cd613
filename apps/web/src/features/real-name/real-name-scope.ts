import type {
  cardChangeFilterOptionsCall,
  cardStateFilterOptionsCall,
  collectionFilterOptionsCall,
  deregistrationFilterOptionsCall,
  enterpriseBatchFilterOptionsCall,
  registrationFilterOptionsCall,
  reuseFilterOptionsCall,
  uploadFilterOptionsCall,
  vinReuploadFilterOptionsCall,
} from '@simdesk/contract/modules/real-name';
import { useCallQuery } from '../../api/use-call-query';
import { useCallAllowed } from '../../components/permission/call-allowed';

/** A real-name page's own call for its filter options (each page asks through its own right). */
export type RealNameScopeCall =
  | typeof registrationFilterOptionsCall
  | typeof enterpriseBatchFilterOptionsCall
  | typeof collectionFilterOptionsCall
  | typeof deregistrationFilterOptionsCall
  | typeof reuseFilterOptionsCall
  | typeof vinReuploadFilterOptionsCall
  | typeof cardStateFilterOptionsCall
  | typeof cardChangeFilterOptionsCall
  | typeof uploadFilterOptionsCall;

/**
 * The caller's scope as a real-name list offers it: their orgs, and the companies carrier staff see. Read
 * through the list page's own call, and only when the caller may make it.
 */
export function useRealNameScope(call: RealNameScopeCall) {
  const allowed = useCallAllowed(call);
  const answer = useCallQuery(call, {}, { staleTime: 60_000, enabled: allowed });
  return { options: answer.data?.rows[0], pending: allowed && answer.isPending };
}
