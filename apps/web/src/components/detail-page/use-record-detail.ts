import { status as statusCodes, type CallDefinition, type CallObj, type CallRow } from '@simdesk/contract';
import { useCallRowQuery, type RefetchEvery } from '../../api/use-call-query';

/**
 * One record of a detail call (every one takes `{ id }`); a record gone or out of scope is said on the page,
 * not in a notice. Nothing is asked without an id.
 */
export function useRecordDetail<Call extends CallDefinition>(
  call: Call,
  recordId: number | undefined,
  refetchEvery?: RefetchEvery<CallRow<Call>>,
) {
  // The generic call cannot say in its type that it takes `{ id }`; every detail call does.
  const obj = { id: recordId ?? 0 } as CallObj<Call>;
  return useCallRowQuery(call, obj, {
    enabled: recordId !== undefined,
    silentStatuses: [statusCodes.notFound],
    refetchEvery,
  });
}
