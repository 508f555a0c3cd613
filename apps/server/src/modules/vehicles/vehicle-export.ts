import { formatDateTime, fuelType, vehicleOrigin, vehicleStatus, vehicleType } from '@simdesk/contract';
import { vehicleExportRequestSchema, type VehicleRow } from '@simdesk/contract/modules/vehicles';
import { defineKeysetExportKind, type ExportColumn } from '../../platform/tasks/keyset-export-kind';
import { vehicleConditions, vehicleSource } from './vehicle-rows';

/** The list's columns in its order, code texts in the caller's language. */
const columns: readonly ExportColumn<VehicleRow>[] = [
  ['vehicles:columns.vin', (row) => row.vin],
  ['vehicles:columns.plate', (row) => row.plate],
  ['vehicles:columns.model', (row) => row.model],
  ['vehicles:columns.series', (row) => row.series],
  ['vehicles:columns.vehicleType', (row, t) => t(vehicleType.labelKeyOf(row.vehicleType))],
  ['vehicles:columns.fuelType', (row, t) => t(fuelType.labelKeyOf(row.fuelType))],
  ['vehicles:columns.origin', (row, t) => t(vehicleOrigin.labelKeyOf(row.origin))],
  ['vehicles:columns.vehicleStatus', (row, t) => t(vehicleStatus.labelKeyOf(row.vehicleStatus))],
  ['vehicles:columns.telematicsIccid', (row) => row.telematicsIccid],
  ['vehicles:columns.cardCount', (row) => row.cardCount],
  ['vehicles:columns.company', (row) => row.companyName],
  ['vehicles:columns.org', (row) => row.orgName],
  ['vehicles:columns.remark', (row) => row.remark],
  ['vehicles:columns.createdAt', (row) => formatDateTime(new Date(row.createdAt))],
  ['vehicles:columns.updatedAt', (row) => formatDateTime(new Date(row.updatedAt))],
];

/** The vehicles the list's filters select, scoped like the list, as CSV or XLSX. */
export const vehicleExportKind = defineKeysetExportKind({
  name: 'vehicle-export',
  input: vehicleExportRequestSchema,
  source: vehicleSource,
  conditions: vehicleConditions,
  columns,
  sheetNameKey: 'pages:vehicleList',
  fileStem: 'vehicles',
});
