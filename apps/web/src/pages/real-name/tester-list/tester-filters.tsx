import { useTranslation } from 'react-i18next';
import type { CallObj } from '@simdesk/contract';
import type { testerListCall } from '@simdesk/contract/modules/real-name';
import { filledOrUndefined } from '../../../components/forms/filled-text';
import {
  EnabledFilter,
  enabledFilterObj,
  type EnabledState,
} from '../../../components/list-page/enabled-state';
import { scopeObj, type ScopeFilterValues } from '../../../components/list-page/scope-filters';
import { IdentifierFilter } from '../../../features/real-name/real-name-filters';
import { TestingStateFilter, testingStateObj, type TestingState } from '../testing-filters';

/** The tester list's filter form. */
export interface TesterFilterValues extends ScopeFilterValues {
  idNumber: string;
  executing: TestingState;
  enabled: EnabledState;
}

/** The exact ID number (names are sealed, so not searched), whether testing now, and whether enabled. */
export function TesterFilters() {
  const { t } = useTranslation();
  return (
    <>
      <IdentifierFilter
        name="idNumber"
        label={t('realNameTesting:tester.idNumber')}
        placeholder={t('realNameTesting:testers.idNumberPlaceholder')}
        width={240}
      />
      <TestingStateFilter name="executing" label={t('realNameTesting:tester.work')} />
      <EnabledFilter
        label={t('realNameTesting:tester.enabled')}
        stateText={(state) => t(`realNameTesting:tester.enabledStates.${state}`)}
      />
    </>
  );
}

/** The list call's obj from the form's values. */
export function toTesterFilter(values: Partial<TesterFilterValues>): CallObj<typeof testerListCall> {
  return {
    executing: testingStateObj(values.executing),
    enabled: enabledFilterObj(values.enabled),
    idNumber: filledOrUndefined(values.idNumber),
    ...scopeObj(values),
  };
}
