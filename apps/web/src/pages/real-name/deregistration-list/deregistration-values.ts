import type { CallObj, DeregistrationReasonCode } from '@simdesk/contract';
import type { DeregistrationSubmitObj, deregistrationListCall } from '@simdesk/contract/modules/real-name';
import { filledOrUndefined } from '../../../components/forms/filled-text';
import { chosenOrUndefined, periodObj, type FilterPeriod } from '../../../components/list-page/list-filters';
import { scopeObj, type ScopeFilterValues } from '../../../components/list-page/scope-filters';
import { cardNumbersOf } from '../../../features/real-name/card-numbers-field';

/** The deregistration list's filter form. */
export interface DeregistrationFilterValues extends ScopeFilterValues {
  reason: DeregistrationReasonCode[];
  period: FilterPeriod;
}

/** The list call's obj from the filter form's values. */
export function toDeregistrationFilter(
  values: Partial<DeregistrationFilterValues>,
): CallObj<typeof deregistrationListCall> {
  return { reason: chosenOrUndefined(values.reason), ...periodObj(values.period), ...scopeObj(values) };
}

/** The deregistration form: the cards as pasted (or read from a file), why, and a note. */
export interface DeregistrationValues {
  cardText: string;
  reason: DeregistrationReasonCode;
  note?: string;
}

/** The submit call's obj from the checked form. */
export function toDeregistrationObj(values: DeregistrationValues): DeregistrationSubmitObj {
  return {
    cardNumbers: cardNumbersOf(values.cardText).numbers,
    reason: values.reason,
    note: filledOrUndefined(values.note),
  };
}
