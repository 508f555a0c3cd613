import { inArray } from 'drizzle-orm';
import type { CardStatusCode, RealNameStatusCode, VehicleStatusCode } from '@simdesk/contract';
import type { Database } from '../../../platform/database/connect';
import { simCards } from '../schema/cards-schema';
import { updateCards } from './card-updates';

/** What a vehicle tells the cards fitted in it: its VIN and status (null for a card taken out). */
export interface CardVehicle {
  vin: string | null;
  vehicleStatus: VehicleStatusCode | null;
}

/**
 * Writes a vehicle's VIN and status onto its cards, so the card list filters and shows them without a join. The
 * vehicles module calls it in the transaction of the change that fits, removes or changes the vehicle.
 */
export async function setCardsVehicle(
  db: Database,
  cardIds: readonly number[],
  vehicle: CardVehicle,
): Promise<void> {
  await updateCards(db, cardIds, { vin: vehicle.vin, vehicleStatus: vehicle.vehicleStatus });
}

/** A card's state and registration, as a vehicle's page shows its cards. */
export interface CardStateOfVehicle {
  id: number;
  cardStatus: CardStatusCode;
  realNameStatus: RealNameStatusCode;
}

/** The state and registration of the given cards (cards no longer in the console are left out). */
export async function cardStatesById(
  db: Database,
  cardIds: readonly number[],
): Promise<CardStateOfVehicle[]> {
  if (cardIds.length === 0) return [];
  const found = await db
    .select({ id: simCards.id, cardStatus: simCards.cardStatus, realNameStatus: simCards.realNameStatus })
    .from(simCards)
    .where(inArray(simCards.id, [...cardIds]));
  return found.map((card) => ({
    id: card.id,
    cardStatus: card.cardStatus as CardStatusCode,
    realNameStatus: card.realNameStatus as RealNameStatusCode,
  }));
}
