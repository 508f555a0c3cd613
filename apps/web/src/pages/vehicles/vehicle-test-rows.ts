import { vehicleListPageCode, vehicleInfoChangePageCode } from '@simdesk/contract/modules/vehicles';
import type { VehicleChangeRow, VehicleRow } from '@simdesk/contract/modules/vehicles';
import { okAnswer } from '../../test/api-fixtures';

// Rows the vehicle pages' tests answer with; LSVAU2170N2183294 is a valid VIN (its 9th character, 7, is its check character).

export const vehicleGrants = {
  [vehicleListPageCode]: ['query', 'get', 'add', 'edit'],
  [vehicleInfoChangePageCode]: ['query', 'add', 'review'],
} as const;

export function vehicleRow(overrides: Partial<VehicleRow> = {}): VehicleRow {
  return {
    id: 7,
    companyId: 2,
    companyName: 'Aurora Motors',
    orgId: 11,
    orgName: 'North region',
    vin: 'LSVAU2170N2183294',
    plate: 'SH-A12345',
    model: 'Lavida',
    series: 'Plus',
    origin: 2,
    vehicleType: 1,
    fuelType: 3,
    vehicleStatus: 4,
    telematicsIccid: '89860424000000000074',
    cardCount: 1,
    remark: null,
    createdAt: '2026-03-01T08:00:00.000Z',
    updatedAt: '2026-05-01T08:00:00.000Z',
    ...overrides,
  };
}

export function vehicleChangeRow(overrides: Partial<VehicleChangeRow> = {}): VehicleChangeRow {
  return {
    id: 31,
    vehicleId: 7,
    companyId: 2,
    companyName: 'Aurora Motors',
    orgId: 11,
    orgName: 'North region',
    vin: 'LSVAU2170N2183294',
    field: 'plate',
    fromValue: 'SH-A12345',
    toValue: 'SH-B67890',
    reason: 'New registration after the move',
    reviewStatus: 0,
    requestedBy: 'Han Mei',
    requestedAt: '2026-05-02T08:00:00.000Z',
    reviewedBy: null,
    reviewedAt: null,
    reviewNote: null,
    ...overrides,
  };
}

/** The scope of an operator of one company, with no org tree. */
export const oneCompanyScope = okAnswer([{ orgs: [], companies: [] }]);
