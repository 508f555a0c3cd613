import type { Database } from '../../../platform/database/connect';
import { defineExtensionPoint } from '../../../platform/modules/extension-point';
import type { CardSighted } from '../usage/imei-sightings';
import type { ChangeRequest } from './change-kinds';

/** A card's change the carrier confirmed, as another module hears of it. */
export interface SettledChange {
  request: ChangeRequest;
  /** The card with where it sits now, as a module copying it needs it. */
  card: CardSighted;
  /** When the carrier says it took effect, else when the console learnt it. */
  completedAt: Date;
}

/**
 * Called inside the transaction that settles a card's change as a success, so what another module keeps of the
 * card (the binding module's bound device) moves with the order, once.
 */
export type ChangeSettledListener = (transaction: Database, change: SettledChange) => Promise<void>;

/** Where modules hear of the card changes that took effect at the carrier. */
export const changeSettledPoint = defineExtensionPoint<ChangeSettledListener>('sim-cards.change-settled');
