import { App } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallDefinition, CallObj, CallRow } from '@simdesk/contract';
import { callApiForRow } from './call-api';

/**
 * A row action of an administration list (enable, delete, unlock …): calls, then refreshes the lists named by
 * their calls and says it worked. Refusals were already shown by the request client.
 */
export function useAdminAction<Call extends CallDefinition>(
  call: Call,
  refreshedCalls: readonly CallDefinition[],
  successText?: (row: CallRow<Call>) => string | undefined,
) {
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  return useMutation({
    mutationFn: (obj: CallObj<Call>) => callApiForRow(call, obj),
    onSuccess: async (row) => {
      const text = successText?.(row);
      if (text) void message.success(text);
      await Promise.all(
        refreshedCalls.map((refreshed) => queryClient.invalidateQueries({ queryKey: [refreshed.path] })),
      );
    },
  });
}
