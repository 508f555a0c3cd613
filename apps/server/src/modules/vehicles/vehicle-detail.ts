import { desc, eq, sql } from 'drizzle-orm';
import { vehicleStatusMoves, type VehicleCardRoleCode } from '@simdesk/contract';
import type { VehicleDetailRow, VehicleEventRow } from '@simdesk/contract/modules/vehicles';
import type { OperatorContext } from '../../platform/auth/operator-context';
import type { Database } from '../../platform/database/connect';
import { isoOrNull } from '../../platform/database/place-names';
import { rowsWithOperatorNames } from '../../platform/database/operator-names';
import { cardStatesById } from '../sim-cards';
import { readVehicleChangeRows } from './vehicle-changes';
import { answeredVehicle } from './vehicle-store';
import { vehicleCards, vehicleChanges, vehicleEvents } from './vehicles-schema';

/** The cards fitted in a vehicle now and before, fitted ones first, with their state as the console knows it. */
async function cardsOfVehicle(db: Database, vehicleId: number) {
  const fitted = await db
    .select()
    .from(vehicleCards)
    .where(eq(vehicleCards.vehicleId, vehicleId))
    .orderBy(sql`${vehicleCards.removedAt} is not null`, desc(vehicleCards.fittedAt));
  const states = new Map(
    (await cardStatesById(db, [...new Set(fitted.map((card) => card.cardId))])).map((state) => [
      state.id,
      state,
    ]),
  );
  return fitted.map((card) => ({
    cardId: card.cardId,
    iccid: card.iccid,
    msisdn: card.msisdn,
    role: card.role as VehicleCardRoleCode,
    cardStatus: states.get(card.cardId)?.cardStatus ?? null,
    realNameStatus: states.get(card.cardId)?.realNameStatus ?? null,
    fittedAt: card.fittedAt.toISOString(),
    removedAt: isoOrNull(card.removedAt),
    removedReason: card.removedReason,
  }));
}

async function eventsOfVehicle(db: Database, vehicleId: number): Promise<VehicleEventRow[]> {
  const found = await rowsWithOperatorNames(
    db,
    vehicleEvents,
    vehicleEvents,
    eq(vehicleEvents.vehicleId, vehicleId),
  );
  return found.map(({ row: event, operatorName }) => ({
    id: event.id,
    kind: event.kind as VehicleEventRow['kind'],
    at: event.at.toISOString(),
    fromValue: event.fromValue,
    toValue: event.toValue,
    reason: event.reason,
    operatorName,
  }));
}

/** One vehicle of the caller's scope with its cards, timeline and reviewed changes. */
export async function vehicleDetail(
  db: Database,
  caller: OperatorContext,
  vehicleId: number,
): Promise<VehicleDetailRow> {
  const vehicle = await answeredVehicle(db, caller, vehicleId);
  const [cards, events, changes] = await Promise.all([
    cardsOfVehicle(db, vehicle.id),
    eventsOfVehicle(db, vehicle.id),
    readVehicleChangeRows(db, eq(vehicleChanges.vehicleId, vehicle.id), desc(vehicleChanges.id), 50),
  ]);
  return {
    vehicle,
    cards,
    events,
    changes,
    nextStatuses: [...vehicleStatusMoves.nextStates(vehicle.vehicleStatus)],
  };
}
