import { useQuery } from '@tanstack/react-query';
import type { CallDefinition, CallObj, Page } from '@simdesk/contract';
import { callApi } from './call-api';

export interface CallQueryOptions {
  page?: Page;
  enabled?: boolean;
  /** How long an answer stays fresh; site and company facts change rarely. */
  staleTime?: number;
}

/** The query key of a call: its path, obj and page, so equal requests share one cache entry. */
export function callQueryKey(call: CallDefinition, obj: unknown, page?: Page): readonly unknown[] {
  return page === undefined ? [call.path, obj] : [call.path, obj, page];
}

/** A read call as a react-query query; failures were already reported by the client. */
export function useCallQuery<Call extends CallDefinition>(
  call: Call,
  obj: CallObj<Call>,
  options: CallQueryOptions = {},
) {
  return useQuery({
    queryKey: callQueryKey(call, obj, options.page),
    queryFn: () => callApi(call, obj, options.page),
    enabled: options.enabled ?? true,
    staleTime: options.staleTime ?? 0,
  });
}
