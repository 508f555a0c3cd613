import { and, eq, ilike, inArray, like, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  vehicleCardRole,
  type FuelTypeCode,
  type VehicleOriginCode,
  type VehicleStatusCode,
  type VehicleTypeCode,
} from '@simdesk/contract';
import type { VehicleFilter, VehicleRow } from '@simdesk/contract/modules/vehicles';
import { callerScope } from '../../platform/auth/data-scope';
import { narrowedScope } from '../../platform/auth/narrowed-scope';
import type { OperatorContext } from '../../platform/auth/operator-context';
import type { Database } from '../../platform/database/connect';
import { containsPattern } from '../../platform/database/contains-pattern';
import { placedListSource, placedRowsReader, placeNames } from '../../platform/database/place-names';
import { vehicleCards, vehicles } from './vehicles-schema';

/** The vehicles the caller may see at all. */
export function vehicleScope(caller: OperatorContext): SQL | undefined {
  return callerScope(caller, { companyId: vehicles.companyId, orgPath: vehicles.orgPath });
}

/** Rows whose VIN starts with the given characters (LIKE's own characters taken literally). */
export const vinStartsWith = (column: AnyPgColumn, start: string) =>
  like(column, `${start.replace(/[\\%_]/g, (character) => `\\${character}`)}%`);

/** The vehicles the caller sees that match the list's filters. */
export async function vehicleConditions(
  db: Database,
  caller: OperatorContext,
  filter: VehicleFilter,
): Promise<SQL | undefined> {
  const conditions = await narrowedScope(db, caller, filter, {
    companyId: vehicles.companyId,
    orgPath: vehicles.orgPath,
  });
  if (filter.vin) conditions.push(vinStartsWith(vehicles.vin, filter.vin));
  if (filter.vins?.length) conditions.push(inArray(vehicles.vin, filter.vins));
  if (filter.plate) conditions.push(ilike(vehicles.plate, containsPattern(filter.plate)));
  if (filter.model) {
    const pattern = containsPattern(filter.model);
    conditions.push(sql`(${vehicles.model} ilike ${pattern} or ${vehicles.series} ilike ${pattern})`);
  }
  if (filter.vehicleStatus?.length) conditions.push(inArray(vehicles.vehicleStatus, filter.vehicleStatus));
  if (filter.vehicleType?.length) conditions.push(inArray(vehicles.vehicleType, filter.vehicleType));
  if (filter.fuelType?.length) conditions.push(inArray(vehicles.fuelType, filter.fuelType));
  return and(...conditions);
}

// Read per row of a page (at most 100): the fitted cards are few per vehicle and found by their index.
const fittedCards = sql<number>`(select count(*)::int from ${vehicleCards}
  where ${vehicleCards.vehicleId} = ${vehicles.id} and ${vehicleCards.removedAt} is null)`;
const telematicsIccid = sql<string | null>`(select ${vehicleCards.iccid} from ${vehicleCards}
  where ${vehicleCards.vehicleId} = ${vehicles.id} and ${vehicleCards.removedAt} is null
  and ${vehicleCards.role} = ${vehicleCardRole.byName.telematicsBox})`;

/** Vehicles as rows, read with their company and org names and their fitted cards. */
export const readVehicleRows = placedRowsReader(
  vehicles,
  { vehicle: vehicles, cardCount: fittedCards, telematicsIccid },
  ({ vehicle, cardCount, telematicsIccid: iccid, ...names }): VehicleRow => {
    const { orgPath: _path, createdBy: _creator, ...facts } = vehicle;
    return {
      ...facts,
      ...placeNames(names),
      origin: facts.origin as VehicleOriginCode,
      vehicleType: facts.vehicleType as VehicleTypeCode,
      fuelType: facts.fuelType as FuelTypeCode,
      vehicleStatus: facts.vehicleStatus as VehicleStatusCode,
      telematicsIccid: iccid,
      cardCount,
      createdAt: facts.createdAt.toISOString(),
      updatedAt: facts.updatedAt.toISOString(),
    };
  },
);

/** The vehicle list in keyset pages, newest first. */
export const vehicleSource = placedListSource(vehicles, vehicles.id, readVehicleRows);

/** One vehicle of the caller's scope as a row; a vehicle elsewhere is answered like a missing one. */
export async function scopedVehicleRow(
  db: Database,
  caller: OperatorContext,
  vehicleId: number,
): Promise<VehicleRow | undefined> {
  const [row] = await readVehicleRows(db, and(eq(vehicles.id, vehicleId), vehicleScope(caller)));
  return row;
}
