import { useCallback, useEffect, useState } from 'react';
import { Form, type FormInstance } from 'antd';
import { keepPreviousData, useQuery, type Query } from '@tanstack/react-query';
import type { CallDefinition, CallObj, CallRow, Envelope, Page } from '@simdesk/contract';
import { callApi } from '../../api/call-api';
import { callQueryKey } from '../../api/use-call-query';
import { useKeysetCursors } from './use-keyset-cursors';

/** One keyset page as a keyset list call answers it (its only row). */
export interface KeysetAnswer {
  /** The cursor of the next page; null on the last one. */
  nextCursor: number | null;
  total: number;
  /** True when the total is the planner's estimate, not a count. */
  totalIsEstimate: boolean;
}

/**
 * How the list pages: `offset` for calls that take `page` and answer `total`; `keyset` for calls that take
 * `cursor` and `pageSize` in obj and answer one row, the page, whose rows `rowsOf` picks.
 */
export type ListPaging<Call extends CallDefinition, Row> =
  | { kind: 'offset' }
  | { kind: 'keyset'; rowsOf: (page: CallRow<Call>) => readonly Row[]; pageSizes: readonly number[] };

export interface CallListOptions<Call extends CallDefinition, FilterValues, Row> {
  call: Call;
  /** The call's obj from the filter form's values (the page's own state may add to it). */
  toObj: (values: Partial<FilterValues>) => CallObj<Call>;
  paging?: ListPaging<Call, Row>;
  pageSize?: number;
  /** Reads again every so many milliseconds while this answers a number (orders still running). */
  refetchInterval?: (rows: readonly Row[]) => number | false;
  /** Filters the list starts with (a link's ?cardNumber=), shown in the filter form too. */
  initialValues?: Partial<FilterValues> | undefined;
}

/** A list bound to a call: the filter form, the applied obj, the page, and the answer's rows and total. */
export interface CallList<Call extends CallDefinition, FilterValues, Row> {
  call: Call;
  form: FormInstance<FilterValues>;
  /** The obj last applied, without paging: what an export of "the filtered list" sends. */
  obj: CallObj<Call>;
  rows: readonly Row[];
  total: number | undefined;
  totalIsEstimate: boolean;
  loading: boolean;
  fetching: boolean;
  refetch: () => void;
  /** Applies the filter form's values (or an obj the page built) and goes back to the first page. */
  search: (values: Partial<FilterValues>) => void;
  apply: (obj: CallObj<Call>) => void;
  paging: ListPaging<Call, Row>;
  pageSize: number;
  setPageSize: (size: number) => void;
  /** Offset paging: the page shown, and the pager's change of page or size. */
  pageIndex: number;
  setOffsetPage: (pageIndex: number, pageSize: number) => void;
  /** Keyset paging: the cursors walked. */
  cursors: ReturnType<typeof useKeysetCursors>;
  nextCursor: number | null | undefined;
}

function rowsOfAnswer<Call extends CallDefinition, Row>(
  answer: Envelope<CallRow<Call>> | undefined,
  paging: ListPaging<Call, Row>,
): readonly Row[] {
  if (!answer) return [];
  if (paging.kind === 'offset') return answer.rows as readonly Row[];
  const page = answer.rows[0];
  return page === undefined ? [] : paging.rowsOf(page);
}

export function useCallList<Call extends CallDefinition, FilterValues, Row = CallRow<Call>>(
  options: CallListOptions<Call, FilterValues, Row>,
): CallList<Call, FilterValues, Row> {
  const { call, toObj, refetchInterval } = options;
  const paging: ListPaging<Call, Row> = options.paging ?? { kind: 'offset' };
  const [form] = Form.useForm<FilterValues>();
  const [obj, setObj] = useState<CallObj<Call>>(() => toObj(options.initialValues ?? {}));
  const [initialValues] = useState(options.initialValues);
  useEffect(() => {
    // Into the form once it is drawn; a reset clears them like any other filter.
    if (initialValues) form.setFieldsValue(initialValues as Parameters<typeof form.setFieldsValue>[0]);
  }, [form, initialValues]);
  const [pageSize, setSize] = useState(options.pageSize ?? 20);
  const [pageIndex, setPageIndex] = useState(1);
  const cursors = useKeysetCursors();
  const keyset = paging.kind === 'keyset';
  // A keyset call takes its page in obj: the size, and where the page starts (none for the first).
  const sentObj = (
    keyset
      ? { ...(obj as object), pageSize, ...(cursors.cursor === undefined ? {} : { cursor: cursors.cursor }) }
      : obj
  ) as CallObj<Call>;
  const page: Page | undefined = keyset ? undefined : { pageIndex, pageSize };
  const query = useQuery({
    queryKey: callQueryKey(call, sentObj, page),
    queryFn: () => callApi(call, sentObj, page),
    placeholderData: keepPreviousData,
    refetchInterval: refetchInterval
      ? (current: Query<Envelope<CallRow<Call>>>) => refetchInterval(rowsOfAnswer(current.state.data, paging))
      : undefined,
  });
  const restart = cursors.restart;
  const apply = useCallback(
    (next: CallObj<Call>) => {
      setObj(next);
      setPageIndex(1);
      restart();
    },
    [restart],
  );
  const keysetPage = keyset ? (query.data?.rows[0] as KeysetAnswer | undefined) : undefined;
  return {
    call,
    form,
    obj,
    rows: rowsOfAnswer(query.data, paging),
    total: keyset ? keysetPage?.total : query.data?.total,
    totalIsEstimate: keysetPage?.totalIsEstimate ?? false,
    loading: query.isLoading,
    fetching: query.isFetching,
    refetch: () => void query.refetch(),
    search: (values) => apply(toObj(values)),
    apply,
    paging,
    pageSize,
    setPageSize: (size) => {
      setSize(size);
      setPageIndex(1);
      restart();
    },
    pageIndex,
    setOffsetPage: (index, size) => {
      setSize(size);
      setPageIndex(index);
    },
    cursors,
    nextCursor: keysetPage?.nextCursor,
  };
}
