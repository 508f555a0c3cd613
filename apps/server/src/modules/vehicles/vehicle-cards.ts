import { and, eq, sql } from 'drizzle-orm';
import {
  status as statusCodes,
  vehicleCardRole,
  type VehicleCardRoleCode,
  type VehicleStatusCode,
} from '@simdesk/contract';
import type { VehicleRow } from '@simdesk/contract/modules/vehicles';
import type { OperatorContext } from '../../platform/auth/operator-context';
import type { Database } from '../../platform/database/connect';
import { isUniqueViolation, violatedConstraintOf } from '../../platform/database/sql-state';
import { AppError, badRequest, notFound } from '../../platform/http/app-error';
import { cardsByIccid, setCardsVehicle } from '../sim-cards';
import { recordVehicleEvent } from './vehicle-events';
import { answeredVehicle, loadScopedVehicle } from './vehicle-store';
import { vehicleCards } from './vehicles-schema';

/** Which partial unique index refused a fitting: the card elsewhere, or a second T-Box. */
function fittingConflict(error: unknown, iccid: string, role: VehicleCardRoleCode): unknown {
  if (!isUniqueViolation(error)) return error;
  const secondBox =
    role === vehicleCardRole.byName.telematicsBox &&
    violatedConstraintOf(error) === 'vehicle_cards_one_telematics_box';
  return new AppError(
    statusCodes.conflict,
    secondBox
      ? 'the vehicle already has a T-Box card: remove it first'
      : `card ${iccid} is fitted in another vehicle: remove it there first`,
  );
}

/**
 * Fits a card of the vehicle's company in the vehicle; the card takes the vehicle's VIN and status. A card in
 * another vehicle, or a second T-Box card, is refused by the table's own indexes (also when two fit at once).
 */
export async function fitCard(
  db: Database,
  caller: OperatorContext,
  request: { vehicleId: number; iccid: string; role: VehicleCardRoleCode },
): Promise<VehicleRow> {
  const vehicle = await loadScopedVehicle(db, caller, request.vehicleId);
  const [card] = await cardsByIccid(db, [request.iccid]);
  // A card of another company is answered like a missing one: its ICCID must not be probed.
  if (!card || card.companyId !== vehicle.companyId)
    throw notFound(`no card ${request.iccid} in the company`);
  await db.transaction(async (transaction) => {
    await transaction
      .insert(vehicleCards)
      .values({
        vehicleId: vehicle.id,
        cardId: card.id,
        iccid: card.iccid,
        msisdn: card.msisdn,
        role: request.role,
        fittedBy: caller.operatorId,
      })
      .catch((error: unknown) => {
        throw fittingConflict(error, card.iccid, request.role);
      });
    await setCardsVehicle(transaction, [card.id], {
      vin: vehicle.vin,
      vehicleStatus: vehicle.vehicleStatus as VehicleStatusCode,
    });
    await recordVehicleEvent(transaction, {
      vehicleId: vehicle.id,
      kind: 'cardFitted',
      toValue: card.iccid,
      operatorId: caller.operatorId,
    });
  });
  return answeredVehicle(db, caller, vehicle.id);
}

/** Takes a fitted card out of a vehicle, with the reason; the card keeps no VIN. */
export async function removeCard(
  db: Database,
  caller: OperatorContext,
  request: { vehicleId: number; cardId: number; reason: string },
): Promise<VehicleRow> {
  const vehicle = await loadScopedVehicle(db, caller, request.vehicleId);
  await db.transaction(async (transaction) => {
    const [removed] = await transaction
      .update(vehicleCards)
      .set({ removedAt: sql`now()`, removedBy: caller.operatorId, removedReason: request.reason })
      .where(
        and(
          eq(vehicleCards.vehicleId, vehicle.id),
          eq(vehicleCards.cardId, request.cardId),
          sql`${vehicleCards.removedAt} is null`,
        ),
      )
      .returning({ iccid: vehicleCards.iccid });
    if (!removed) throw badRequest(`card ${request.cardId} is not fitted in vehicle ${vehicle.vin}`);
    await setCardsVehicle(transaction, [request.cardId], { vin: null, vehicleStatus: null });
    await recordVehicleEvent(transaction, {
      vehicleId: vehicle.id,
      kind: 'cardRemoved',
      fromValue: removed.iccid,
      reason: request.reason,
      operatorId: caller.operatorId,
    });
  });
  return answeredVehicle(db, caller, vehicle.id);
}
