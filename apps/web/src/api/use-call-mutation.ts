import { App } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallDefinition, CallObj, CallRow } from '@simdesk/contract';
import { callApiForRow } from './call-api';
import { refreshChangedAnswers } from './call-changes';

export interface CallMutationOptions<Call extends CallDefinition> {
  /** What to say when it worked; nothing when it answers undefined. */
  successText?: (row: CallRow<Call>, obj: CallObj<Call>) => string | undefined;
  /** Statuses the caller shows itself (under a form) rather than as a notice. */
  silentStatuses?: readonly string[];
}

/**
 * A mutating call as a react-query mutation: calls, says it worked, and refreshes what the call declares it
 * changes. Refusals were already shown by the request client, in the server's words.
 */
export function useCallMutation<Call extends CallDefinition>(
  call: Call,
  options: CallMutationOptions<Call> = {},
) {
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const { successText, silentStatuses } = options;
  return useMutation({
    mutationFn: (obj: CallObj<Call>) => callApiForRow(call, obj, undefined, { silentStatuses }),
    onSuccess: async (row, obj) => {
      const text = successText?.(row, obj);
      if (text) void message.success(text);
      await refreshChangedAnswers(queryClient, call);
    },
  });
}
