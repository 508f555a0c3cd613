import { useQuery } from '@tanstack/react-query';
import type { CallDefinition, CallObj, CallRow, Page } from '@simdesk/contract';
import { callApi, callApiForRow } from './call-api';

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

/** How often to read a row again while it changes on its own (milliseconds), or false to stop. */
export type RefetchEvery<Row> = (row: Row) => number | false;

export interface CallRowQueryOptions<Row> {
  enabled?: boolean;
  /** Statuses the page shows itself (a record gone): the catalogue raises no notice for them. */
  silentStatuses?: readonly string[];
  refetchEvery?: RefetchEvery<Row>;
}

/** A call that answers one row (a record's detail) as a react-query query of that row. */
export function useCallRowQuery<Call extends CallDefinition>(
  call: Call,
  obj: CallObj<Call>,
  { enabled = true, silentStatuses, refetchEvery }: CallRowQueryOptions<CallRow<Call>> = {},
) {
  return useQuery<CallRow<Call>>({
    queryKey: callQueryKey(call, obj),
    queryFn: () => callApiForRow(call, obj, undefined, { silentStatuses }),
    enabled,
    refetchInterval: (query) => {
      const row = query.state.data;
      return row === undefined || refetchEvery === undefined ? false : refetchEvery(row);
    },
  });
}
