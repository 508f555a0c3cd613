import { defineExtensionPoint } from '../../../platform/modules/extension-point';

/** What another module does when the cards' figures move (the rule engine evaluates its rules). */
export interface CardEventListener {
  /** A usage sync of the account stored its last batch; failures are logged, never fail the sync. */
  usageSynced(accountId: number): Promise<void>;
}

export const cardEventsPoint = defineExtensionPoint<CardEventListener>('sim-cards.card-events');
