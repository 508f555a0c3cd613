import { and, eq, sql } from 'drizzle-orm';
import { status as statusCodes, vehicleStatusMoves, type VehicleStatusCode } from '@simdesk/contract';
import type { VehicleAddObj, VehicleEditObj, VehicleRow } from '@simdesk/contract/modules/vehicles';
import type { OperatorContext } from '../../platform/auth/operator-context';
import type { Database } from '../../platform/database/connect';
import { isUniqueViolation } from '../../platform/database/sql-state';
import { AppError, badRequest, forbidden, notFound } from '../../platform/http/app-error';
import { loadOrgInScope } from '../organization';
import { setCardsVehicle } from '../sim-cards';
import { recordVehicleEvent } from './vehicle-events';
import { scopedVehicleRow, vehicleScope } from './vehicle-rows';
import { vehicleCards, vehicles } from './vehicles-schema';

export type VehicleRecord = typeof vehicles.$inferSelect;

/** A vehicle of the caller's scope, for a change; a vehicle elsewhere is as absent as a missing one. */
export async function loadScopedVehicle(
  db: Database,
  caller: OperatorContext,
  vehicleId: number,
): Promise<VehicleRecord> {
  const [vehicle] = await db
    .select()
    .from(vehicles)
    .where(and(eq(vehicles.id, vehicleId), vehicleScope(caller)));
  if (!vehicle) throw notFound(`no vehicle ${vehicleId}`);
  return vehicle;
}

/** The vehicle as the answers carry it, after a change. */
export async function answeredVehicle(
  db: Database,
  caller: OperatorContext,
  vehicleId: number,
): Promise<VehicleRow> {
  const row = await scopedVehicleRow(db, caller, vehicleId);
  if (!row) throw notFound(`no vehicle ${vehicleId}`);
  return row;
}

/** Where a new or moved vehicle sits: the org asked for (one the caller sees), else the caller's own. */
async function placementOf(
  db: Database,
  caller: OperatorContext,
  request: { companyId?: number | undefined; orgId?: number | undefined },
) {
  if (request.companyId !== undefined && request.companyId !== caller.companyId && !caller.crossCompany) {
    throw forbidden('only carrier staff choose a company');
  }
  if (request.orgId !== undefined) {
    const org = await loadOrgInScope(db, caller, request.orgId);
    if (request.companyId !== undefined && org.companyId !== request.companyId) {
      throw badRequest(`organization ${org.name} is not in company ${request.companyId}`);
    }
    return { companyId: org.companyId, orgId: org.id, orgPath: org.path };
  }
  const companyId = request.companyId ?? caller.companyId;
  const ownCompany = companyId === caller.companyId;
  return {
    companyId,
    orgId: ownCompany ? caller.orgId : null,
    orgPath: ownCompany ? caller.orgPath : null,
  };
}

const vinTaken = (vin: string) =>
  new AppError(statusCodes.conflict, `the company already has vehicle ${vin}`);

/** Adds a vehicle; the company's VIN is unique, also against an add racing this one. */
export async function addVehicle(
  db: Database,
  caller: OperatorContext,
  request: VehicleAddObj,
): Promise<VehicleRow> {
  const placement = await placementOf(db, caller, request);
  const id = await db.transaction(async (transaction) => {
    const [added] = await transaction
      .insert(vehicles)
      .values({
        ...placement,
        vin: request.vin,
        plate: request.plate ?? null,
        model: request.model,
        series: request.series ?? null,
        origin: request.origin,
        vehicleType: request.vehicleType,
        fuelType: request.fuelType,
        vehicleStatus: request.vehicleStatus,
        remark: request.remark ?? null,
        createdBy: caller.operatorId,
      })
      .returning({ id: vehicles.id })
      .catch((error: unknown) => {
        throw isUniqueViolation(error) ? vinTaken(request.vin) : error;
      });
    if (!added) throw new Error('the vehicle was not added');
    await recordVehicleEvent(transaction, {
      vehicleId: added.id,
      kind: 'created',
      toValue: String(request.vehicleStatus),
      operatorId: caller.operatorId,
    });
    return added.id;
  });
  return answeredVehicle(db, caller, id);
}

/** Changes what may change without review: origin, type, fuel, org and remark. */
export async function editVehicle(
  db: Database,
  caller: OperatorContext,
  request: VehicleEditObj,
): Promise<VehicleRow> {
  const vehicle = await loadScopedVehicle(db, caller, request.id);
  const placement =
    request.orgId === undefined || request.orgId === vehicle.orgId
      ? undefined
      : await placementOf(db, caller, { companyId: vehicle.companyId, orgId: request.orgId });
  await db.transaction(async (transaction) => {
    await transaction
      .update(vehicles)
      .set({
        origin: request.origin,
        vehicleType: request.vehicleType,
        fuelType: request.fuelType,
        // An emptied remark clears it.
        remark: request.remark || null,
        ...(placement && { orgId: placement.orgId, orgPath: placement.orgPath }),
        updatedAt: sql`now()`,
      })
      .where(eq(vehicles.id, vehicle.id));
    await recordVehicleEvent(transaction, {
      vehicleId: vehicle.id,
      kind: 'edited',
      operatorId: caller.operatorId,
    });
  });
  return answeredVehicle(db, caller, vehicle.id);
}

/** The cards fitted in a vehicle now. */
export async function fittedCardIds(db: Database, vehicleId: number): Promise<number[]> {
  const found = await db
    .select({ cardId: vehicleCards.cardId })
    .from(vehicleCards)
    .where(and(eq(vehicleCards.vehicleId, vehicleId), sql`${vehicleCards.removedAt} is null`));
  return found.map((card) => card.cardId);
}

/**
 * Moves a vehicle to another status as the status table allows; its fitted cards take the new status. The move
 * is made only from the status read, so two operators moving at once cannot both pass the check.
 */
export async function changeVehicleStatus(
  db: Database,
  caller: OperatorContext,
  request: { id: number; vehicleStatus: VehicleStatusCode; reason?: string | undefined },
): Promise<VehicleRow> {
  const vehicle = await loadScopedVehicle(db, caller, request.id);
  const from = vehicle.vehicleStatus as VehicleStatusCode;
  if (!vehicleStatusMoves.canMove(from, request.vehicleStatus)) {
    throw badRequest(`a vehicle in status ${from} cannot move to ${request.vehicleStatus}`);
  }
  await db.transaction(async (transaction) => {
    const moved = await transaction
      .update(vehicles)
      .set({ vehicleStatus: request.vehicleStatus, updatedAt: sql`now()` })
      .where(and(eq(vehicles.id, vehicle.id), eq(vehicles.vehicleStatus, from)))
      .returning({ id: vehicles.id });
    if (moved.length === 0)
      throw new AppError(statusCodes.conflict, 'the vehicle changed meanwhile: reload it');
    const cardIds = await fittedCardIds(transaction, vehicle.id);
    await setCardsVehicle(transaction, cardIds, { vin: vehicle.vin, vehicleStatus: request.vehicleStatus });
    await recordVehicleEvent(transaction, {
      vehicleId: vehicle.id,
      kind: 'status',
      fromValue: String(from),
      toValue: String(request.vehicleStatus),
      reason: request.reason ?? null,
      operatorId: caller.operatorId,
    });
  });
  return answeredVehicle(db, caller, vehicle.id);
}
