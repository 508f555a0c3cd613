import { skipToken, useQuery } from '@tanstack/react-query';
import type { CallDefinition, CallObj, CallRow } from '@simdesk/contract';
import { callApiForRow } from '../../api/call-api';
import { callQueryKey } from '../../api/use-call-query';

/** Where a dialog's values come from when the page has no row to give: one read call. */
export interface DialogFill<Values, Row> {
  key: readonly unknown[];
  read: () => Promise<Row>;
  toValues: (row: Row) => Partial<Values>;
}

/** Fills a dialog from a read call's first row. */
export function fillFrom<Read extends CallDefinition, Values>(
  call: Read,
  obj: CallObj<Read>,
  toValues: (row: CallRow<Read>) => Partial<Values>,
): DialogFill<Values, CallRow<Read>> {
  return { key: callQueryKey(call, obj), read: () => callApiForRow(call, obj), toValues };
}

/**
 * The fill's row, read once per opening and never again in the background: reading a record in clear may be
 * audited, and a refetch must not overwrite what is being typed.
 */
export function useDialogFill<Values, Row>(fill: DialogFill<Values, Row> | undefined, opening: number) {
  return useQuery({
    queryKey: [...(fill?.key ?? []), 'opening', opening],
    queryFn: fill && opening > 0 ? fill.read : skipToken,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
}
