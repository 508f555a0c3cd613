import type { ReactNode } from 'react';
import { Input } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  realNameStatus,
  type AnyCodeTable,
  type RealNameStatusCode,
  type ScopeFilterOptions,
} from '@simdesk/contract';
import { CallField } from '../../components/forms/call-field';
import { filledOrUndefined } from '../../components/forms/filled-text';
import {
  chosenOrUndefined,
  PeriodFilter,
  periodObj,
  SeveralCodesFilter,
  type FilterPeriod,
} from '../../components/list-page/list-filters';
import { ScopeFilters, scopeObj, type ScopeFilterValues } from '../../components/list-page/scope-filters';
import './real-name.css';

// The filters the real-name lists share: a card and its vehicle typed exactly, when created, and the scope.

export interface IdentifierFilterProps {
  name: string;
  label: string;
  placeholder: string;
  width: number;
}

/** A filter of one number typed exactly (card number, VIN, document number), in the identifiers' typeface. */
export function IdentifierFilter(props: IdentifierFilterProps) {
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

/** What the card filters hold. */
export interface CardFilterValues {
  cardNumber: string;
  vin: string;
}

/** The card filters as a list call takes them. */
export function cardFilterObj(values: Partial<CardFilterValues>): Partial<CardFilterValues> {
  return { cardNumber: filledOrUndefined(values.cardNumber), vin: filledOrUndefined(values.vin) };
}

/** The card (an exact ICCID or MSISDN) and its vehicle's VIN. */
export function CardFilters() {
  const { t } = useTranslation();
  return (
    <>
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
    </>
  );
}

/** What the period and scope filters hold. */
export interface CreatedInScopeValues extends ScopeFilterValues {
  period: FilterPeriod;
}

/** The period and scope filters as a list call takes them. */
export function createdInScopeObj(values: Partial<CreatedInScopeValues>) {
  return { ...periodObj(values.period), ...scopeObj(values) };
}

/** When the record was created, and the caller's companies and orgs. */
export function CreatedInScopeFilters({ options }: { options: ScopeFilterOptions | undefined }) {
  const { t } = useTranslation();
  return (
    <>
      <PeriodFilter label={t('realName:filters.period')} />
      <ScopeFilters
        options={options}
        labels={{ company: t('realName:columns.company'), org: t('realName:columns.org') }}
        org={{ name: 'orgId' }}
      />
    </>
  );
}

/** The card, period and scope filters as a list call takes them. */
export function cardInScopeObj(values: Partial<CardFilterValues & CreatedInScopeValues>) {
  return { ...cardFilterObj(values), ...createdInScopeObj(values) };
}

/** The filter of a list's own codes (a stage, a status), some of which are chosen. */
export interface CodesFilterItem {
  name: string;
  label: string;
  table: AnyCodeTable;
}

/** A real-name list of one kind of record: its codes, the card and its VIN, when created, and the scope. */
export function CodesCardFilters({
  codes,
  options,
}: {
  codes: CodesFilterItem;
  options: ScopeFilterOptions | undefined;
}) {
  return (
    <>
      <SeveralCodesFilter {...codes} />
      <CardFilters />
      <CreatedInScopeFilters options={options} />
    </>
  );
}

/** What every list of registrations filters by: status, card, VIN, document number, when created, scope. */
export interface RegistrationCommonValues extends CardFilterValues, CreatedInScopeValues {
  realNameStatus: RealNameStatusCode[];
  documentNumber: string;
}

/** Those filters as a registration list call takes them. */
export function registrationCommonObj(values: Partial<RegistrationCommonValues>) {
  return {
    realNameStatus: chosenOrUndefined(values.realNameStatus),
    ...cardFilterObj(values),
    documentNumber: filledOrUndefined(values.documentNumber),
    ...createdInScopeObj(values),
  };
}

/** Status, the list's own filters (children), card, VIN, document number, when created, and the scope. */
export function RegistrationCommonFilters({
  options,
  children,
}: {
  options: ScopeFilterOptions | undefined;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      <SeveralCodesFilter
        name="realNameStatus"
        label={t('realName:columns.realNameStatus')}
        table={realNameStatus}
      />
      {children}
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
