// What the real-name module's card change asks of vehicles: a vehicle by VIN with its fitted cards, which
// vehicle a card sits in, and the swap itself once the carrier has moved the registration.
import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { status as statusCodes, type VehicleCardRoleCode, type VehicleStatusCode } from '@simdesk/contract';
import type { OperatorContext } from '../../platform/auth/operator-context';
import type { Database } from '../../platform/database/connect';
import { isUniqueViolation } from '../../platform/database/sql-state';
import { AppError } from '../../platform/http/app-error';
import { setCardsVehicle } from '../sim-cards';
import { recordVehicleEvent } from './vehicle-events';
import { vehicleScope } from './vehicle-rows';
import { vehicleCards, vehicles } from './vehicles-schema';

/** A vehicle of the caller's scope with the cards fitted in it now. */
export interface FittedVehicle {
  id: number;
  companyId: number;
  orgId: number | null;
  orgPath: string | null;
  vin: string;
  cards: { cardId: number; iccid: string; msisdn: string | null; role: VehicleCardRoleCode }[];
}

/** The cards fitted now where `condition` holds, with their vehicle (read through the fitted-card index). */
const fittedNow = (db: Database, condition: SQL) =>
  db
    .select({
      cardId: vehicleCards.cardId,
      iccid: vehicleCards.iccid,
      msisdn: vehicleCards.msisdn,
      role: sql<VehicleCardRoleCode>`${vehicleCards.role}`,
      vehicleId: vehicles.id,
      vin: vehicles.vin,
    })
    .from(vehicleCards)
    .innerJoin(vehicles, eq(vehicles.id, vehicleCards.vehicleId))
    .where(and(condition, isNull(vehicleCards.removedAt)));

/** The caller's vehicles with these VINs (a VIN is unique in a company, so carrier staff may get several). */
export async function fittedVehiclesByVin(
  db: Database,
  caller: OperatorContext,
  vins: readonly string[],
): Promise<Map<string, FittedVehicle[]>> {
  if (vins.length === 0) return new Map();
  const found = await db
    .select({
      id: vehicles.id,
      companyId: vehicles.companyId,
      orgId: vehicles.orgId,
      orgPath: vehicles.orgPath,
      vin: vehicles.vin,
    })
    .from(vehicles)
    .where(and(inArray(vehicles.vin, [...vins]), vehicleScope(caller)));
  const ids = found.map((vehicle) => vehicle.id);
  const fitted = ids.length ? await fittedNow(db, inArray(vehicles.id, ids)) : [];
  const byVin = new Map<string, FittedVehicle[]>();
  for (const vehicle of found) {
    const cards = fitted
      .filter((card) => card.vehicleId === vehicle.id)
      .map(({ cardId, iccid, msisdn, role }) => ({ cardId, iccid, msisdn, role }));
    byVin.set(vehicle.vin, [...(byVin.get(vehicle.vin) ?? []), { ...vehicle, cards }]);
  }
  return byVin;
}

/** Where each of these cards is fitted now (vehicle, VIN, role), by card; cards in no vehicle are absent. */
export async function vehiclesFittedWith(
  db: Database,
  cardIds: readonly number[],
): Promise<Map<number, { vehicleId: number; vin: string; role: VehicleCardRoleCode }>> {
  if (cardIds.length === 0) return new Map();
  const found = await fittedNow(db, inArray(vehicleCards.cardId, [...cardIds]));
  return new Map(found.map(({ cardId, vehicleId, vin, role }) => [cardId, { vehicleId, vin, role }]));
}

/** A card swap of one vehicle: the old card out, the new one fitted in its role (its slot). */
export interface VehicleCardSwap {
  vehicleId: number;
  oldCardId: number;
  newCard: { id: number; iccid: string; msisdn: string | null };
  role: VehicleCardRoleCode;
  reason: string;
  operatorId: number | null;
}

/**
 * Swaps the card in a vehicle, in the caller's transaction. An old card already taken out is left so; a new card
 * fitted in another vehicle meanwhile is refused by the table's own index.
 */
export async function swapVehicleCard(db: Database, swap: VehicleCardSwap): Promise<void> {
  const [vehicle] = await db.select().from(vehicles).where(eq(vehicles.id, swap.vehicleId));
  if (!vehicle) throw new AppError(statusCodes.conflict, `vehicle ${swap.vehicleId} no longer exists`);
  const removed = await db
    .update(vehicleCards)
    .set({ removedAt: new Date(), removedBy: swap.operatorId, removedReason: swap.reason })
    .where(
      and(
        eq(vehicleCards.vehicleId, vehicle.id),
        eq(vehicleCards.cardId, swap.oldCardId),
        isNull(vehicleCards.removedAt),
      ),
    )
    .returning({ iccid: vehicleCards.iccid });
  await setCardsVehicle(db, [swap.oldCardId], { vin: null, vehicleStatus: null });
  await db
    .insert(vehicleCards)
    .values({
      vehicleId: vehicle.id,
      cardId: swap.newCard.id,
      iccid: swap.newCard.iccid,
      msisdn: swap.newCard.msisdn,
      role: swap.role,
      fittedBy: swap.operatorId,
    })
    .catch((error: unknown) => {
      throw isUniqueViolation(error)
        ? new AppError(
            statusCodes.conflict,
            `card ${swap.newCard.iccid} was fitted in another vehicle meanwhile`,
          )
        : error;
    });
  await setCardsVehicle(db, [swap.newCard.id], {
    vin: vehicle.vin,
    vehicleStatus: vehicle.vehicleStatus as VehicleStatusCode,
  });
  // Removed first: the timeline reads in the order the events were written.
  const events = [
    ...removed.map((card) => ({ kind: 'cardRemoved' as const, fromValue: card.iccid })),
    { kind: 'cardFitted' as const, toValue: swap.newCard.iccid },
  ];
  for (const event of events) {
    await recordVehicleEvent(db, {
      vehicleId: vehicle.id,
      ...event,
      reason: swap.reason,
      operatorId: swap.operatorId,
    });
  }
}
