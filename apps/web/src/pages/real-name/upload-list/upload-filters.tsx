import { useTranslation } from 'react-i18next';
import type { CallObj } from '@simdesk/contract';
import {
  uploadKinds,
  uploadListCall,
  uploadOutcomes,
  uploadRefusalCodes,
  type UploadKind,
  type UploadOutcome,
  type UploadRefusalCode,
} from '@simdesk/contract/modules/real-name';
import { filledOrUndefined } from '../../../components/forms/filled-text';
import {
  ChoiceFilter,
  PeriodFilter,
  periodObj,
  type FilterPeriod,
} from '../../../components/list-page/list-filters';
import { scopeObj, type ScopeFilterValues } from '../../../components/list-page/scope-filters';
import { cardNumbersOf, CardNumbersFilter } from '../../../features/real-name/card-numbers-field';
import { IdentifierFilter } from '../../../features/real-name/real-name-filters';

/** The upload list's filter form. */
export interface UploadFilterValues extends ScopeFilterValues {
  received: FilterPeriod;
  /** The cards as pasted. */
  cardText: string;
  vin: string;
  outcome: UploadOutcome;
  kind: UploadKind;
  refusalCode: UploadRefusalCode;
}

/** The list call's obj from the form's values. */
export function toUploadFilter(values: Partial<UploadFilterValues>): CallObj<typeof uploadListCall> {
  const numbers = cardNumbersOf(values.cardText).numbers;
  return {
    ...periodObj(values.received),
    cardNumbers: numbers.length > 0 ? numbers : undefined,
    vin: filledOrUndefined(values.vin),
    outcome: values.outcome,
    kind: values.kind,
    refusalCode: values.refusalCode,
    ...scopeObj(values),
  };
}

/** When it arrived, the cards pasted, the VIN, how it ended, its kind and why it was refused. */
export function UploadFilters() {
  const { t } = useTranslation();
  return (
    <>
      <PeriodFilter name="received" label={t('realNameUpload:filters.received')} />
      <CardNumbersFilter
        call={uploadListCall}
        label={t('realNameUpload:filters.cardNumbers')}
        placeholder={t('realNameUpload:filters.cardNumbersPlaceholder')}
      />
      <IdentifierFilter
        name="vin"
        label={t('realName:columns.vin')}
        placeholder={t('realName:filters.vinPlaceholder')}
        width={200}
      />
      <ChoiceFilter
        name="outcome"
        label={t('realNameUpload:filters.outcome')}
        style={{ width: 140 }}
        options={uploadOutcomes.map((outcome) => ({
          value: outcome,
          label: t(`realNameUpload:outcome.${outcome}`),
        }))}
      />
      <ChoiceFilter
        name="kind"
        label={t('realNameUpload:filters.kind')}
        style={{ width: 200 }}
        options={uploadKinds.map((kind) => ({ value: kind, label: t(`realNameUpload:kind.${kind}`) }))}
      />
      <ChoiceFilter
        name="refusalCode"
        label={t('realNameUpload:filters.refusalCode')}
        style={{ width: 240 }}
        options={uploadRefusalCodes.map((code) => ({
          value: code,
          label: t(`realNameUpload:refusal.${code}`),
        }))}
      />
    </>
  );
}
