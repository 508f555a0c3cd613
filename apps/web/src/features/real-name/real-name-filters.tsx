import { Input } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ScopeFilterOptions } from '@simdesk/contract';
import { CallField } from '../../components/forms/call-field';
import { filledOrUndefined } from '../../components/forms/filled-text';
import { PeriodFilter, periodObj, type FilterPeriod } from '../../components/list-page/list-filters';
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
