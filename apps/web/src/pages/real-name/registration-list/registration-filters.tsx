import { useTranslation } from 'react-i18next';
import {
  customerType,
  realNameStatus,
  registrationSource,
  type CallObj,
  type CustomerTypeCode,
  type RealNameStatusCode,
  type RegistrationSourceCode,
  type ScopeFilterOptions,
} from '@simdesk/contract';
import type { registrationListCall } from '@simdesk/contract/modules/real-name';
import { filledOrUndefined } from '../../../components/forms/filled-text';
import {
  chosenOrUndefined,
  CodeFilter,
  SeveralCodesFilter,
} from '../../../components/list-page/list-filters';
import {
  cardFilterObj,
  CardFilters,
  createdInScopeObj,
  CreatedInScopeFilters,
  IdentifierFilter,
  type CardFilterValues,
  type CreatedInScopeValues,
} from '../../../features/real-name/real-name-filters';

/** The registration list's filter form. */
export interface RegistrationFilterValues extends CardFilterValues, CreatedInScopeValues {
  realNameStatus: RealNameStatusCode[];
  registrationSource: RegistrationSourceCode[];
  customerType: CustomerTypeCode;
  documentNumber: string;
}

/** The list call's obj from the form's values and the enterprise batch a link named. */
export function toRegistrationFilter(
  values: Partial<RegistrationFilterValues>,
  batchId: number | undefined,
): CallObj<typeof registrationListCall> {
  return {
    realNameStatus: chosenOrUndefined(values.realNameStatus),
    registrationSource: chosenOrUndefined(values.registrationSource),
    customerType: values.customerType,
    ...cardFilterObj(values),
    documentNumber: filledOrUndefined(values.documentNumber),
    batchId,
    ...createdInScopeObj(values),
  };
}

/** Status, source, customer type, card, VIN, document number, when created, and the caller's scope. */
export function RegistrationFilters({ options }: { options: ScopeFilterOptions | undefined }) {
  const { t } = useTranslation();
  return (
    <>
      <SeveralCodesFilter
        name="realNameStatus"
        label={t('realName:columns.realNameStatus')}
        table={realNameStatus}
      />
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
      <CardFilters />
      <IdentifierFilter
        name="documentNumber"
        label={t('realName:filters.documentNumber')}
        placeholder={t('realName:filters.documentNumberPlaceholder')}
        width={260}
      />
      <CreatedInScopeFilters options={options} />
    </>
  );
}
