import type { ReactNode } from 'react';
import type { TableColumnsType } from 'antd';
import type { CallDefinition, CallObj, CallRow } from '@simdesk/contract';
import { realNamePageSizes } from '@simdesk/contract/modules/real-name';
import { CallListPage } from '../../components/list-page/call-list-page';
import { isBatchRunning, type BatchCounts } from './batch-progress';
import { useRealNameScope, type RealNameScopeCall } from './real-name-scope';
import { RealNameScopeFilters } from './real-name-scope-filters';

/** A batch as a batch list shows it: its id, and whether its cards still move. */
export type BatchListRow = { id: number } & Pick<BatchCounts, 'waiting' | 'processing'>;

export interface BatchListPageProps<Call extends CallDefinition, FilterValues, Row extends BatchListRow> {
  /** The list call, in keyset pages; the page's own options call gives its scope filters. */
  call: Call;
  scopeCall: RealNameScopeCall;
  rowsOf: (page: CallRow<Call>) => readonly Row[];
  toObj: (values: Partial<FilterValues>) => CallObj<Call>;
  columns: TableColumnsType<Row>;
  className: string;
  emptyText: string;
  /** The page's own filters, before the company and org. */
  filters: ReactNode;
  /** The button that sends a new batch. */
  toolbar: ReactNode;
}

// The bars move while the carriers answer; a batch's own page follows it more closely.
const runningRefreshMilliseconds = 10_000;

/**
 * A list of batches whose cards go to the carriers (enterprise registrations, deregistrations): one a row,
 * read again while some still move, filtered within the caller's scope.
 */
export function BatchListPage<Call extends CallDefinition, FilterValues, Row extends BatchListRow>({
  scopeCall,
  rowsOf,
  filters,
  ...page
}: BatchListPageProps<Call, FilterValues, Row>) {
  const scope = useRealNameScope(scopeCall);
  return (
    <CallListPage<Call, FilterValues, Row>
      {...page}
      rowKey={(batch) => batch.id}
      paging={{ kind: 'keyset', rowsOf, pageSizes: realNamePageSizes }}
      refetchInterval={(batches) => batches.some(isBatchRunning) && runningRefreshMilliseconds}
      filtersPending={scope.pending}
      filters={
        <>
          {filters}
          <RealNameScopeFilters options={scope.options} />
        </>
      }
    />
  );
}
