import { useTranslation } from 'react-i18next';
import {
  customerType,
  registrationSource,
  type CallObj,
  type CustomerTypeCode,
  type RegistrationSourceCode,
  type ScopeFilterOptions,
} from '@simdesk/contract';
import type { registrationListCall } from '@simdesk/contract/modules/real-name';
import {
  chosenOrUndefined,
  CodeFilter,
  SeveralCodesFilter,
} from '../../../components/list-page/list-filters';
import {
  registrationCommonObj,
  RegistrationCommonFilters,
  type RegistrationCommonValues,
} from '../../../features/real-name/real-name-filters';

/** The registration list's filter form. */
export interface RegistrationFilterValues extends RegistrationCommonValues {
  registrationSource: RegistrationSourceCode[];
  customerType: CustomerTypeCode;
}

/** The list call's obj from the form's values and the enterprise batch a link named. */
export function toRegistrationFilter(
  values: Partial<RegistrationFilterValues>,
  batchId: number | undefined,
): CallObj<typeof registrationListCall> {
  return {
    ...registrationCommonObj(values),
    registrationSource: chosenOrUndefined(values.registrationSource),
    customerType: values.customerType,
    batchId,
  };
}

/** Status, source, customer type, card, VIN, document number, when created, and the caller's scope. */
export function RegistrationFilters({ options }: { options: ScopeFilterOptions | undefined }) {
  const { t } = useTranslation();
  return (
    <RegistrationCommonFilters options={options}>
      <SeveralCodesFilter
        name="registrationSource"
        label={t('realName:columns.registrationSource')}
        table={registrationSource}
      />
      <CodeFilter
        name="customerType"
        label={t('realName:columns.customerType')}
        table={customerType}
        style={{ minWidth: 160 }}
      />
    </RegistrationCommonFilters>
  );
}
