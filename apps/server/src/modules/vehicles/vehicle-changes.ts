import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  status as statusCodes,
  vehicleChangeReviewStatus,
  type VehicleChangeFieldCode,
  type VehicleChangeReviewStatusCode,
  type VehicleStatusCode,
} from '@simdesk/contract';
import type {
  VehicleChangeFilter,
  VehicleChangeRequestObj,
  VehicleChangeRow,
} from '@simdesk/contract/modules/vehicles';
import { narrowedScope } from '../../platform/auth/narrowed-scope';
import type { OperatorContext } from '../../platform/auth/operator-context';
import type { Database } from '../../platform/database/connect';
import {
  isoOrNull,
  placedListSource,
  placedRowsReader,
  placeNames,
} from '../../platform/database/place-names';
import { isUniqueViolation } from '../../platform/database/sql-state';
import { operators } from '../../platform/database/schema';
import { AppError, badRequest, forbidden, notFound } from '../../platform/http/app-error';
import { callerScope } from '../../platform/auth/data-scope';
import { setCardsVehicle } from '../sim-cards';
import { recordVehicleEvent } from './vehicle-events';
import { vinStartsWith } from './vehicle-rows';
import { fittedCardIds, loadScopedVehicle, type VehicleRecord } from './vehicle-store';
import { vehicleChanges, vehicles } from './vehicles-schema';

const { pending, approved, rejected } = vehicleChangeReviewStatus.byName;

const changeScopeColumns = { companyId: vehicleChanges.companyId, orgPath: vehicleChanges.orgPath };

/** The changes the caller sees that match the list's filters. */
export async function vehicleChangeConditions(
  db: Database,
  caller: OperatorContext,
  filter: VehicleChangeFilter,
): Promise<SQL | undefined> {
  const conditions = await narrowedScope(db, caller, filter, changeScopeColumns);
  if (filter.vin) conditions.push(vinStartsWith(vehicleChanges.vin, filter.vin));
  if (filter.field?.length) conditions.push(inArray(vehicleChanges.field, filter.field));
  if (filter.reviewStatus?.length) conditions.push(inArray(vehicleChanges.reviewStatus, filter.reviewStatus));
  return and(...conditions);
}

// Operators are only ever marked deleted, so a name is always found.
const operatorName = (column: typeof vehicleChanges.requestedBy | typeof vehicleChanges.reviewedBy) =>
  sql<string | null>`(select ${operators.name} from ${operators} where ${operators.id} = ${column})`;

/** Changes as rows, with company, org and operator names. */
export const readVehicleChangeRows = placedRowsReader(
  vehicleChanges,
  {
    change: vehicleChanges,
    requestedByName: operatorName(vehicleChanges.requestedBy),
    reviewedByName: operatorName(vehicleChanges.reviewedBy),
  },
  ({ change, requestedByName, reviewedByName, ...names }): VehicleChangeRow => {
    const { orgPath: _path, requestedBy: _requester, reviewedBy: _reviewer, ...facts } = change;
    return {
      ...facts,
      ...placeNames(names),
      field: facts.field as VehicleChangeFieldCode,
      reviewStatus: facts.reviewStatus as VehicleChangeReviewStatusCode,
      requestedBy: requestedByName ?? '',
      requestedAt: facts.requestedAt.toISOString(),
      reviewedBy: reviewedByName,
      reviewedAt: isoOrNull(facts.reviewedAt),
    };
  },
);

export const vehicleChangeSource = placedListSource(vehicleChanges, vehicleChanges.id, readVehicleChangeRows);

async function answeredChange(db: Database, changeId: number): Promise<VehicleChangeRow> {
  const [row] = await readVehicleChangeRows(db, eq(vehicleChanges.id, changeId));
  if (!row) throw notFound(`no change ${changeId}`);
  return row;
}

/** The value a field holds now, as text. */
const currentValue = (vehicle: VehicleRecord, field: VehicleChangeFieldCode) => vehicle[field];

/** A VIN or plate is kept upper-case, as printed; a model or series as typed. */
const storedValue = (field: VehicleChangeFieldCode, value: string) =>
  field === 'vin' || field === 'plate' ? value.toUpperCase() : value;

async function refuseTakenVin(db: Database, vehicle: VehicleRecord, vin: string): Promise<void> {
  const [other] = await db
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(and(eq(vehicles.companyId, vehicle.companyId), eq(vehicles.vin, vin)));
  if (other) throw new AppError(statusCodes.conflict, `the company already has vehicle ${vin}`);
}

/** Asks for a change of a vehicle's VIN, plate, model or series; one per field waits at a time. */
export async function requestVehicleChange(
  db: Database,
  caller: OperatorContext,
  request: VehicleChangeRequestObj,
): Promise<VehicleChangeRow> {
  const vehicle = await loadScopedVehicle(db, caller, request.vehicleId);
  const toValue = storedValue(request.field, request.toValue);
  if (currentValue(vehicle, request.field) === toValue) {
    throw badRequest(`the vehicle's ${request.field} is already ${toValue}`);
  }
  if (request.field === 'vin') await refuseTakenVin(db, vehicle, toValue);
  const [added] = await db
    .insert(vehicleChanges)
    .values({
      vehicleId: vehicle.id,
      companyId: vehicle.companyId,
      orgId: vehicle.orgId,
      orgPath: vehicle.orgPath,
      vin: vehicle.vin,
      field: request.field,
      fromValue: currentValue(vehicle, request.field),
      toValue,
      reason: request.reason,
      requestedBy: caller.operatorId,
    })
    .returning({ id: vehicleChanges.id })
    .catch((error: unknown) => {
      throw isUniqueViolation(error)
        ? new AppError(statusCodes.conflict, `a change of the ${request.field} already waits for review`)
        : error;
    });
  if (!added) throw new Error('the change was not stored');
  return answeredChange(db, added.id);
}

/** Applies an approved change to the vehicle (and, for a VIN, to its fitted cards). */
async function applyChange(
  db: Database,
  change: typeof vehicleChanges.$inferSelect,
  caller: OperatorContext,
): Promise<void> {
  const field = change.field as VehicleChangeFieldCode;
  const [vehicle] = await db.select().from(vehicles).where(eq(vehicles.id, change.vehicleId));
  if (!vehicle) throw notFound(`no vehicle ${change.vehicleId}`);
  if (field === 'vin') await refuseTakenVin(db, vehicle, change.toValue);
  await db
    .update(vehicles)
    .set({ [field]: change.toValue, updatedAt: sql`now()` })
    .where(eq(vehicles.id, vehicle.id));
  if (field === 'vin') {
    const cardIds = await fittedCardIds(db, vehicle.id);
    await setCardsVehicle(db, cardIds, {
      vin: change.toValue,
      vehicleStatus: vehicle.vehicleStatus as VehicleStatusCode,
    });
  }
  await recordVehicleEvent(db, {
    vehicleId: vehicle.id,
    kind: 'changeApplied',
    fromValue: `${field}: ${currentValue(vehicle, field) ?? ''}`,
    toValue: `${field}: ${change.toValue}`,
    reason: change.reason,
    operatorId: caller.operatorId,
  });
}

/**
 * Approves or rejects a waiting change. Nobody reviews their own request; the review is taken only from
 * "pending", so two reviewers at once cannot both decide.
 */
export async function reviewVehicleChange(
  db: Database,
  caller: OperatorContext,
  request: { id: number; decision: 'approve' | 'reject'; note?: string | undefined },
): Promise<VehicleChangeRow> {
  const [change] = await db
    .select()
    .from(vehicleChanges)
    .where(and(eq(vehicleChanges.id, request.id), callerScope(caller, changeScopeColumns)));
  if (!change) throw notFound(`no change ${request.id}`);
  if (change.requestedBy === caller.operatorId) throw forbidden('a change is reviewed by someone else');
  if (request.decision === 'reject' && !request.note) throw badRequest('say why the change is rejected');
  await db.transaction(async (transaction) => {
    const [decided] = await transaction
      .update(vehicleChanges)
      .set({
        reviewStatus: request.decision === 'approve' ? approved : rejected,
        reviewedBy: caller.operatorId,
        reviewedAt: sql`now()`,
        reviewNote: request.note ?? null,
      })
      .where(and(eq(vehicleChanges.id, change.id), eq(vehicleChanges.reviewStatus, pending)))
      .returning();
    if (!decided) throw new AppError(statusCodes.conflict, 'the change was already reviewed');
    if (request.decision === 'approve') await applyChange(transaction, decided, caller);
  });
  return answeredChange(db, change.id);
}
