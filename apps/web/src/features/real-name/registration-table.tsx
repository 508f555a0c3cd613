import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CallObj } from '@simdesk/contract';
import {
  enterpriseBatchDetailCall,
  realNamePageSizes,
  type enterpriseBatchCardsCall,
  type registrationListCall,
  type RegistrationPage,
  type RegistrationRow,
  type reuseListCall,
  type vinRefusedListCall,
} from '@simdesk/contract/modules/real-name';
import { CallListView, type CallListViewProps } from '../../components/list-page/call-list-page';
import { useCallList, type CallList } from '../../components/list-page/use-call-list';
import { useCallAllowed } from '../../components/permission/call-allowed';
import { registrationColumns, type RegistrationPath } from './registration-columns';

/**
 * A call answering registrations in keyset pages: the registration list, one enterprise batch's cards, the
 * registrations by reuse, those refused for their VIN (each needs no right to the whole list).
 */
export type RegistrationPageCall =
  | typeof registrationListCall
  | typeof enterpriseBatchCardsCall
  | typeof reuseListCall
  | typeof vinRefusedListCall;

/** A keyset list of registrations bound to the call that lists them. */
export type RegistrationList<Call extends RegistrationPageCall, FilterValues> = CallList<
  Call,
  FilterValues,
  RegistrationRow
>;

export interface RegistrationListOptions<Call extends RegistrationPageCall, FilterValues> {
  call: Call;
  toObj: (values: Partial<FilterValues>) => CallObj<Call>;
  initialValues?: Partial<FilterValues> | undefined;
  /** Reads again every so many milliseconds while this answers a number (a batch still at the carrier). */
  refetchInterval?: () => number | false;
}

/** A registration page call in keyset pages of the real-name page sizes. */
export function useRegistrationList<Call extends RegistrationPageCall, FilterValues>(
  options: RegistrationListOptions<Call, FilterValues>,
): RegistrationList<Call, FilterValues> {
  const { refetchInterval } = options;
  return useCallList<Call, FilterValues, RegistrationRow>({
    call: options.call,
    toObj: options.toObj,
    initialValues: options.initialValues,
    paging: {
      kind: 'keyset',
      rowsOf: (page: RegistrationPage) => page.registrations,
      pageSizes: realNamePageSizes,
    },
    refetchInterval: refetchInterval && (() => refetchInterval()),
  });
}

export interface RegistrationTableProps<Call extends RegistrationPageCall, FilterValues> extends Omit<
  CallListViewProps<Call, FilterValues, RegistrationRow>,
  'columns' | 'rowKey'
> {
  showCompany: boolean;
  /** Where the ICCID leads; the registration's own page when absent. */
  registrationPath?: RegistrationPath;
  /** After the registration's columns (a row's actions). */
  extraColumns?: TableColumnsType<RegistrationRow>;
}

/**
 * Registrations as a list with its filter bar and keyset pager: the registration list pages, and the cards of
 * an enterprise batch. The enterprise opens its batch when the caller may open batches.
 */
export function RegistrationTable<Call extends RegistrationPageCall, FilterValues>({
  showCompany,
  registrationPath,
  extraColumns = [],
  ...view
}: RegistrationTableProps<Call, FilterValues>) {
  const { t } = useTranslation();
  const linkBatches = useCallAllowed(enterpriseBatchDetailCall);
  return (
    <CallListView<Call, FilterValues, RegistrationRow>
      {...view}
      rowKey={(registration) => registration.id}
      columns={[...registrationColumns(t, { showCompany, linkBatches, registrationPath }), ...extraColumns]}
    />
  );
}
