import { useTranslation } from 'react-i18next';
import type { CallObj } from '@simdesk/contract';
import type { testCardListCall } from '@simdesk/contract/modules/real-name';
import { filledOrUndefined } from '../../../components/forms/filled-text';
import { scopeObj, type ScopeFilterValues } from '../../../components/list-page/scope-filters';
import {
  CardNumberFilter,
  TesterFilter,
  TestingStateFilter,
  testingStateObj,
  type TestingState,
} from '../testing-filters';

/** The testable card list's filter form. */
export interface TestCardFilterValues extends ScopeFilterValues {
  cardNumber: string;
  testing: TestingState;
  testerId: number;
}

/** The card (an exact ICCID or MSISDN), whether tested now, and by whom. */
export function TestCardFilters() {
  const { t } = useTranslation();
  return (
    <>
      <CardNumberFilter />
      <TestingStateFilter name="testing" label={t('realNameTesting:cards.testing')} />
      <TesterFilter />
    </>
  );
}

/** The list call's obj from the form's values. */
export function toTestCardFilter(values: Partial<TestCardFilterValues>): CallObj<typeof testCardListCall> {
  return {
    testing: testingStateObj(values.testing),
    testerId: values.testerId,
    cardNumber: filledOrUndefined(values.cardNumber),
    ...scopeObj(values),
  };
}
