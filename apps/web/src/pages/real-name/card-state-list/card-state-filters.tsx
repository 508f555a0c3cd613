import { useTranslation } from 'react-i18next';
import {
  cardStatus,
  realNameStatus,
  type CallObj,
  type CardStatusCode,
  type RealNameStatusCode,
} from '@simdesk/contract';
import {
  activationBlockReasons,
  type ActivationBlockReason,
  cardStateListCall,
} from '@simdesk/contract/modules/real-name';
import { filledOrUndefined } from '../../../components/forms/filled-text';
import {
  chosenOrUndefined,
  ChoiceFilter,
  SeveralCodesFilter,
} from '../../../components/list-page/list-filters';
import { scopeObj, type ScopeFilterValues } from '../../../components/list-page/scope-filters';
import { cardNumbersOf, CardNumbersFilter } from '../../../features/real-name/card-numbers-field';
import { IdentifierFilter } from '../../../features/real-name/real-name-filters';

/** The card state list's filter form. */
export interface CardStateFilterValues extends ScopeFilterValues {
  /** The cards as pasted. */
  cardText: string;
  vin: string;
  cardStatus: CardStatusCode[];
  realNameStatus: RealNameStatusCode[];
  blockReason: ActivationBlockReason | 'any';
}

/** The list call's obj from the form's values. */
export function toCardStateFilter(values: Partial<CardStateFilterValues>): CallObj<typeof cardStateListCall> {
  const numbers = cardNumbersOf(values.cardText).numbers;
  const reason = values.blockReason;
  return {
    cardNumbers: numbers.length > 0 ? numbers : undefined,
    vin: filledOrUndefined(values.vin),
    cardStatus: chosenOrUndefined(values.cardStatus),
    realNameStatus: chosenOrUndefined(values.realNameStatus),
    blockedOnly: reason === 'any' ? true : undefined,
    blockReason: reason === 'any' ? undefined : reason,
    ...scopeObj(values),
  };
}

/** Cards pasted (one per line or comma separated), the VIN, the state, the registration and what waits. */
export function CardStateFilters() {
  const { t } = useTranslation();
  return (
    <>
      <CardNumbersFilter
        call={cardStateListCall}
        label={t('realNameCardState:filters.cardNumbers')}
        placeholder={t('realNameCardState:filters.cardNumbersPlaceholder')}
      />
      <IdentifierFilter
        name="vin"
        label={t('realName:columns.vin')}
        placeholder={t('realName:filters.vinPlaceholder')}
        width={200}
      />
      <SeveralCodesFilter
        name="cardStatus"
        label={t('realNameCardState:columns.cardStatus')}
        table={cardStatus}
      />
      <SeveralCodesFilter
        name="realNameStatus"
        label={t('realNameCardState:columns.realNameStatus')}
        table={realNameStatus}
      />
      <ChoiceFilter
        name="blockReason"
        label={t('realNameCardState:filters.activation')}
        style={{ width: 220 }}
        options={[
          { value: 'any', label: t('realNameCardState:filters.blockedOnly') },
          ...activationBlockReasons.map((reason) => ({
            value: reason,
            label: t(`realNameCardState:block.${reason}`),
          })),
        ]}
      />
    </>
  );
}
