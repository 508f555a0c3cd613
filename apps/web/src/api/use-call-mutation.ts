import { useState } from 'react';
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
 * changes; it settles once those answers are read again. Refusals were already shown by the request client,
 * in the server's words. `isSending` is true only while a call waits for its answer: a save button shows that,
 * so a slow (or stalled) re-read of the changed answers never keeps it spinning after the server answered.
 */
export function useCallMutation<Call extends CallDefinition>(
  call: Call,
  options: CallMutationOptions<Call> = {},
) {
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const { successText, silentStatuses } = options;
  const [sending, setSending] = useState(0);
  const mutation = useMutation({
    mutationFn: async (obj: CallObj<Call>) => {
      setSending((count) => count + 1);
      try {
        return await callApiForRow(call, obj, undefined, { silentStatuses });
      } finally {
        setSending((count) => count - 1);
      }
    },
    onSuccess: async (row, obj) => {
      const text = successText?.(row, obj);
      if (text) void message.success(text);
      await refreshChangedAnswers(queryClient, call);
    },
  });
  return { ...mutation, isSending: sending > 0 };
}
