import type { ReactNode } from 'react';
import type { TableColumnsType } from 'antd';
import type { CallDefinition, CallRow } from '@simdesk/contract';
import { realNamePageSizes } from '@simdesk/contract/modules/real-name';
import { CallListPage, type CallListPageProps } from '../../components/list-page/call-list-page';
import { RealNameScopeFilters } from '../../features/real-name/real-name-scope-filters';
import { useTestingScope, type TestingScopeCall } from './testing-filters';

export interface TestingListPageProps<
  Call extends CallDefinition,
  FilterValues,
  Row extends { id: number },
> extends Omit<
  CallListPageProps<Call, FilterValues, Row>,
  'rowKey' | 'paging' | 'columns' | 'filters' | 'filtersPending'
> {
  /** The page's own call for its scope filters. */
  scopeCall: TestingScopeCall;
  /** The rows of one keyset page. */
  rowsOf: (page: CallRow<Call>) => readonly Row[];
  /** The columns; a company column only tells something to carrier staff, who see several companies. */
  columns: (showCompany: boolean) => TableColumnsType<Row>;
  /** The page's own filters, before the company and org. */
  filters: ReactNode;
}

/** A list of the testing pages: keyset pages of rows with ids, newest first, filtered within the caller's scope. */
export function TestingListPage<Call extends CallDefinition, FilterValues, Row extends { id: number }>({
  scopeCall,
  rowsOf,
  columns,
  filters,
  ...page
}: TestingListPageProps<Call, FilterValues, Row>) {
  const { options, pending } = useTestingScope(scopeCall);
  return (
    <CallListPage<Call, FilterValues, Row>
      {...page}
      filters={
        <>
          {filters}
          <RealNameScopeFilters options={options} />
        </>
      }
      filtersPending={pending}
      columns={columns((options?.companies.length ?? 0) > 1)}
      paging={{ kind: 'keyset', pageSizes: realNamePageSizes, rowsOf }}
      rowKey={(row) => row.id}
    />
  );
}
