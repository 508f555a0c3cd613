import type { TFunction } from 'i18next';
import type { ScopeFilterOptions } from '@simdesk/contract';
import { filledOrUndefined } from '../../components/forms/filled-text';
import { TextFilter } from '../../components/list-page/list-filters';
import { ScopeFilters, scopeObj, type ScopeFilterValues } from '../../components/list-page/scope-filters';

/** The filter values both security lists share. */
export interface CardScopeFilterValues extends ScopeFilterValues {
  cardNumber: string;
  imei: string;
}

/** Those values as the list calls take them. */
export function cardScopeObj(values: Partial<CardScopeFilterValues>) {
  return {
    ...scopeObj(values),
    cardNumber: filledOrUndefined(values.cardNumber),
    imei: filledOrUndefined(values.imei),
  };
}

/** The company (carrier staff), org, card number and IMEI filters of both security lists. */
export function CardScopeFilters({ t, options }: { t: TFunction; options: ScopeFilterOptions | undefined }) {
  return (
    <>
      <ScopeFilters
        options={options}
        labels={{ company: t('security:columns.company'), org: t('security:columns.org') }}
        org={{ name: 'orgId' }}
      />
      <TextFilter name="cardNumber" label={t('security:filters.cardNumber')} style={{ width: 220 }} />
      <TextFilter name="imei" label={t('security:filters.imei')} style={{ width: 180 }} />
    </>
  );
}
