import type { CallObj, PushStatusCode } from '@simdesk/contract';
import type {
  notifyListCall,
  syncListCall,
  SyncRunStatus,
  SyncScope,
  SyncStartObj,
  SyncTrigger,
} from '@simdesk/contract/modules/real-name';
import { filledOrUndefined } from '../../../components/forms/filled-text';
import { chosenOrUndefined, periodObj, type FilterPeriod } from '../../../components/list-page/list-filters';
import { cardNumbersOf } from '../../../features/real-name/card-numbers-field';

export interface SyncFilterValues {
  statuses: SyncRunStatus[];
  trigger: SyncTrigger;
  period: FilterPeriod;
}

export function toSyncFilter(values: Partial<SyncFilterValues>): CallObj<typeof syncListCall> {
  return {
    statuses: chosenOrUndefined(values.statuses),
    trigger: values.trigger,
    ...periodObj(values.period),
  };
}

export interface NotifyFilterValues {
  statuses: PushStatusCode[];
  cardNumber: string;
  period: FilterPeriod;
}

export function toNotifyFilter(values: Partial<NotifyFilterValues>): CallObj<typeof notifyListCall> {
  return {
    statuses: chosenOrUndefined(values.statuses),
    cardNumber: filledOrUndefined(values.cardNumber),
    ...periodObj(values.period),
  };
}

/** The "Sync now" form: which cards, and the pasted ones when named. */
export interface SyncStartValues {
  scope: SyncScope;
  cardText?: string;
}

export function toSyncStartObj(values: SyncStartValues): SyncStartObj {
  return values.scope === 'cards'
    ? { scope: 'cards', cardNumbers: cardNumbersOf(values.cardText).numbers }
    : { scope: values.scope };
}
