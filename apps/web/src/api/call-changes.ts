import type { QueryClient } from '@tanstack/react-query';
import type { CallDefinition } from '@simdesk/contract';

/**
 * After a mutating call: every cached answer of the calls it declares it changes goes stale, and those on
 * screen are read again. Query keys start with the call's path (callQueryKey), so a path covers them all.
 */
export async function refreshChangedAnswers(queryClient: QueryClient, call: CallDefinition): Promise<void> {
  await Promise.all((call.changes ?? []).map((path) => queryClient.invalidateQueries({ queryKey: [path] })));
}
