import { useMemo } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  lifecyclePageConfigUrl,
  pageConfigQueryCall,
  pageConfigUpdateCall,
  readLifecycleSettings,
  visibleLifecycleGroups,
  type LifecycleGroup,
} from '@simdesk/contract';
import { callApi } from '../../api/call-api';
import { callQueryKey, useCallQuery } from '../../api/use-call-query';
import { useSession } from '../../session/session-store';

const queryObj = { url: lifecyclePageConfigUrl };

/**
 * The operator's lifecycle shortcuts: all of them as stored (the server applies the version rule) and the
 * groups as this operator may see them.
 */
export function useLifecycleSettings() {
  const { grantedPageCodes } = useSession();
  const query = useCallQuery(pageConfigQueryCall, queryObj);
  const stored = query.data?.rows[0]?.simproperty;
  const groups = useMemo(
    () => (stored === undefined ? undefined : readLifecycleSettings(stored).groups),
    [stored],
  );
  const visibleGroups = useMemo(
    () => (groups === undefined ? undefined : visibleLifecycleGroups(groups, grantedPageCodes)),
    [groups, grantedPageCodes],
  );
  return { groups, visibleGroups, isLoading: query.isLoading, isError: query.isError };
}

/** Saves every group at once; the panel shows the stored answer. */
export function useSaveLifecycleSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (groups: readonly LifecycleGroup[]) =>
      callApi(pageConfigUpdateCall, { url: lifecyclePageConfigUrl, simproperty: JSON.stringify(groups) }),
    onSuccess: (answer) => queryClient.setQueryData(callQueryKey(pageConfigQueryCall, queryObj), answer),
  });
}
