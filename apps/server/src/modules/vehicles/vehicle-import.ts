import { vehicleCardRole } from '@simdesk/contract';
import {
  fitCardObjSchema,
  requiredVehicleImportColumns,
  vehicleAddObjSchema,
  vehicleImportCall,
  vehicleImportColumns,
  vehicleTemplateDownloadCall,
  type VehicleAddObj,
  type VehicleImportColumn,
} from '@simdesk/contract/modules/vehicles';
import { localeResources } from '@simdesk/contract/locale-resources';
import { describeIssues } from '../../platform/http/validation';
import { codeCellReader, type ParsedRow, type RowImportCalls } from '../sim-cards';
import { fitCard } from './vehicle-cards';
import { exampleVin, vehicleCodeColumns, vehicleTemplate } from './vehicle-import-template';
import { addVehicle } from './vehicle-store';

/** A row of a vehicle file: the vehicle as vehicle/add takes it, and the T-Box card to fit, if any. */
interface VehicleImportRow {
  vehicle: VehicleAddObj;
  iccid?: string;
}

/** The code columns' readers: a cell holds a code or its text in any locale. */
const codeReaders = {
  vehicleType: codeCellReader(vehicleCodeColumns.vehicleType),
  fuelType: codeCellReader(vehicleCodeColumns.fuelType),
  origin: codeCellReader(vehicleCodeColumns.origin),
  vehicleStatus: codeCellReader(vehicleCodeColumns.vehicleStatus),
};
type CodeColumn = keyof typeof codeReaders;
const codeColumnNames = Object.keys(codeReaders) as CodeColumn[];

type Cells = Partial<Record<VehicleImportColumn, string>>;

/** The code columns read to codes; a cell naming no code refuses the row. */
function readCodes(cells: Cells): ParsedRow<Partial<Record<CodeColumn, number | undefined>>> {
  const codes: Partial<Record<CodeColumn, number | undefined>> = {};
  for (const column of codeColumnNames) {
    const text = cells[column];
    if (text === undefined) continue;
    const code = codeReaders[column](text);
    if (code === undefined) return { problem: `${column} "${text}" is not one of its codes` };
    codes[column] = code;
  }
  return { value: codes };
}

/** A row read to the vehicle vehicle/add would take (the same schema) and its T-Box card. */
function parseVehicleRow(cells: Cells): ParsedRow<VehicleImportRow> {
  const label = cells.vin ?? '';
  if (label.toUpperCase() === exampleVin) {
    return { problem: `${label}: the template's example row is never imported` };
  }
  const codes = readCodes(cells);
  if ('problem' in codes) return { problem: `${label}: ${codes.problem}` };
  if (cells.orgId !== undefined && !/^\d{1,9}$/.test(cells.orgId)) {
    return { problem: `${label}: organization ID "${cells.orgId}" is not a number` };
  }
  const vehicle = vehicleAddObjSchema.safeParse({
    vin: cells.vin,
    plate: cells.plate,
    model: cells.model,
    series: cells.series,
    remark: cells.remark,
    orgId: cells.orgId === undefined ? undefined : Number(cells.orgId),
    ...codes.value,
  });
  if (!vehicle.success) return { problem: `${label}: ${describeIssues(vehicle.error)}` };
  if (cells.iccid === undefined) return { value: { vehicle: vehicle.data } };
  const iccid = fitCardObjSchema.shape.iccid.safeParse(cells.iccid);
  if (!iccid.success) return { problem: `${label}: iccid: ${describeIssues(iccid.error)}` };
  return { value: { vehicle: vehicle.data, iccid: iccid.data } };
}

/**
 * The 'vehicle-import' task's rows: each adds a vehicle exactly as vehicle/add does and fits its T-Box card as
 * vehicle/fit-card does, both or neither. A VIN the company has already is refused (reported), never updated:
 * identity changes go through review, status changes through the status table.
 */
export const vehicleImport: RowImportCalls<VehicleImportColumn, VehicleImportRow> = {
  name: 'vehicle-import',
  templateCall: vehicleTemplateDownloadCall,
  importCall: vehicleImportCall,
  template: vehicleTemplate,
  defaultFileName: 'vehicles',
  // A file without a required column is refused at once: nothing starts.
  checkHeaderOnUpload: true,
  columns: vehicleImportColumns,
  requiredColumns: requiredVehicleImportColumns,
  titleOf: (locale, column) => localeResources[locale].vehicles.import.columns[column],
  parseRow: parseVehicleRow,
  labelOf: (row) => row.vehicle.vin,
  async applyRow(transaction, caller, row) {
    const added = await addVehicle(transaction, caller, row.vehicle);
    if (row.iccid === undefined) return;
    await fitCard(transaction, caller, {
      vehicleId: added.id,
      iccid: row.iccid,
      role: vehicleCardRole.byName.telematicsBox,
    });
  },
};
