import { useTranslation } from 'react-i18next';
import { testRegistrationStatus, type CallObj, type TestRegistrationStatusCode } from '@simdesk/contract';
import type { testRecordListCall } from '@simdesk/contract/modules/real-name';
import { filledOrUndefined } from '../../../components/forms/filled-text';
import {
  chosenOrUndefined,
  PeriodFilter,
  periodObj,
  SeveralCodesFilter,
  type FilterPeriod,
} from '../../../components/list-page/list-filters';
import { scopeObj, type ScopeFilterValues } from '../../../components/list-page/scope-filters';
import { CardNumberFilter, TesterFilter } from '../testing-filters';

/** The test record list's filter form. */
export interface TestRecordFilterValues extends ScopeFilterValues {
  status: TestRegistrationStatusCode[];
  cardNumber: string;
  testerId: number;
  period: FilterPeriod;
}

/** Where the test stands, the card, the tester, and when it started. */
export function TestRecordFilters() {
  const { t } = useTranslation();
  return (
    <>
      <SeveralCodesFilter
        name="status"
        label={t('realNameTesting:records.status')}
        table={testRegistrationStatus}
      />
      <CardNumberFilter />
      <TesterFilter />
      <PeriodFilter label={t('realNameTesting:records.startedAt')} />
    </>
  );
}

/** The list call's obj from the form's values. */
export function toTestRecordFilter(
  values: Partial<TestRecordFilterValues>,
): CallObj<typeof testRecordListCall> {
  return {
    status: chosenOrUndefined(values.status),
    testerId: values.testerId,
    cardNumber: filledOrUndefined(values.cardNumber),
    ...periodObj(values.period),
    ...scopeObj(values),
  };
}
