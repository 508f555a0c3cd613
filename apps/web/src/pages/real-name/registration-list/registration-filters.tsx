import { Input } from 'antd';
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
import { CallField } from '../../../components/forms/call-field';
import { filledOrUndefined } from '../../../components/forms/filled-text';
import {
  chosenOrUndefined,
  CodeFilter,
  PeriodFilter,
  periodObj,
  SeveralCodesFilter,
  type FilterPeriod,
} from '../../../components/list-page/list-filters';
import { ScopeFilters, scopeObj, type ScopeFilterValues } from '../../../components/list-page/scope-filters';

/** The registration list's filter form. */
export interface RegistrationFilterValues extends ScopeFilterValues {
  realNameStatus: RealNameStatusCode[];
  registrationSource: RegistrationSourceCode[];
  customerType: CustomerTypeCode;
  cardNumber: string;
  vin: string;
  documentNumber: string;
  period: FilterPeriod;
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
    cardNumber: filledOrUndefined(values.cardNumber),
    vin: filledOrUndefined(values.vin),
    documentNumber: filledOrUndefined(values.documentNumber),
    batchId,
    ...periodObj(values.period),
    ...scopeObj(values),
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
      <IdentifierFilter
        name="cardNumber"
        label={t('realName:filters.cardNumber')}
        placeholder={t('realName:filters.cardNumberPlaceholder')}
        width={240}
      />
      <IdentifierFilter
        name="vin"
        label={t('realName:columns.vin')}
        placeholder={t('realName:filters.vinPlaceholder')}
        width={220}
      />
      <IdentifierFilter
        name="documentNumber"
        label={t('realName:filters.documentNumber')}
        placeholder={t('realName:filters.documentNumberPlaceholder')}
        width={260}
      />
      <PeriodFilter label={t('realName:filters.period')} />
      <ScopeFilters
        options={options}
        labels={{ company: t('realName:columns.company'), org: t('realName:columns.org') }}
        org={{ name: 'orgId' }}
      />
    </>
  );
}

/** A filter of one number typed exactly (card number, VIN, document number), in the identifiers' typeface. */
function IdentifierFilter(props: { name: string; label: string; placeholder: string; width: number }) {
  return (
    <CallField name={props.name} label={props.label}>
      <Input
        allowClear
        className="real-name-identifier"
        style={{ width: props.width }}
        placeholder={props.placeholder}
      />
    </CallField>
  );
}
