/** Vehicle import by file: a CSV or XLSX of vehicles, each row added as vehicle/add adds one, by a task. */
import { z } from 'zod';
import { cardTaskStartedRowSchema, templateDownloadObjSchema } from '../sim-cards';
import { pageCalls } from '../../calls/declare-calls';
import { vehicleListPageCode, vehicleReads } from './vehicle-calls';

const vehicleList = pageCalls(vehicleListPageCode);

/**
 * Columns of a vehicle file, in template order. Texts: vehicles:import.columns. `iccid` names a T-Box card to
 * fit in the new vehicle; `orgId` the organization it belongs to (the importer's own when empty).
 */
export const vehicleImportColumns = [
  'vin',
  'plate',
  'model',
  'series',
  'vehicleType',
  'fuelType',
  'origin',
  'vehicleStatus',
  'orgId',
  'iccid',
  'remark',
] as const;
export type VehicleImportColumn = (typeof vehicleImportColumns)[number];

/** The columns vehicle/add requires: a file without any of them is refused whole, before a task starts. */
export const requiredVehicleImportColumns = [
  'vin',
  'model',
  'vehicleType',
  'fuelType',
  'origin',
  'vehicleStatus',
] as const satisfies readonly VehicleImportColumn[];

/** POST answered with the template file itself: the header, one example row and the rules. */
export const vehicleTemplateDownloadCall = vehicleList.read('import', {
  path: 'vehicle/template-download',
  obj: templateDownloadObjSchema,
  row: z.object({}),
});

/**
 * multipart/form-data: a field `obj` ({}) and a field `file` (CSV or XLSX, checked by its first bytes). Starts a
 * 'vehicle-import' task: each good row adds a vehicle (and fits its T-Box card); bad rows go to the report.
 */
export const vehicleImportCall = vehicleList.change('import', {
  path: 'vehicle/import',
  obj: z.strictObject({}),
  row: cardTaskStartedRowSchema,
  changes: ['task/list', ...vehicleReads],
});
