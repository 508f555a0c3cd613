/** Vehicles (spec §2 realname/vehicleManagement): the list, a vehicle's detail, its cards and status. */
import { z } from 'zod';
import { pageCodeOf } from '../../pages/product-map';
import { pageCalls } from '../../calls/declare-calls';
import {
  bigRecordIdSchema,
  exportRequestSchema,
  exportTaskRowSchema,
  scopeFilterOptionsRowSchema,
} from '../../calls/shared-schemas';
import {
  fitCardObjSchema,
  removeCardObjSchema,
  vehicleAddObjSchema,
  vehicleDetailRowSchema,
  vehicleEditObjSchema,
  vehicleFilterSchema,
  vehicleListObjSchema,
  vehiclePageSchema,
  vehicleRowSchema,
  vehicleStatusObjSchema,
} from './vehicle-schemas';

/** The vehicle list's code: its calls (and the vehicle detail's) are granted by its button actions. */
export const vehicleListPageCode = pageCodeOf('vehicleList');
const vehicleList = pageCalls(vehicleListPageCode);

/** What a change of a vehicle makes stale: the list, the detail, and the cards' own pages (their VIN). */
export const vehicleReads = ['vehicle/list', 'vehicle/detail'] as const;
/** What a change of a vehicle makes stale in the card pages (a card's VIN and vehicle). */
export const vehicleCardReads = [
  'simcard-list/list',
  'simcard-display/card-detail',
  'simcard-display/vehicle-detail',
  'simcard/vehicle-state',
] as const;

/** The vehicles of the caller's scope, newest first, in keyset pages: send the previous `nextCursor`. */
export const vehicleListCall = vehicleList.read('query', {
  path: 'vehicle/list',
  obj: vehicleListObjSchema,
  row: vehiclePageSchema,
});

/** What the vehicle list's filter bar offers: the caller's orgs, and companies for carrier staff. */
export const vehicleFilterOptionsCall = vehicleList.read('query', {
  path: 'vehicle/filter-options',
  obj: z.strictObject({}),
  row: scopeFilterOptionsRowSchema,
});

/** One vehicle with its cards (fitted now and before), its timeline and its reviewed changes. */
export const vehicleDetailCall = vehicleList.read('get', {
  path: 'vehicle/detail',
  obj: z.strictObject({ id: bigRecordIdSchema }),
  row: vehicleDetailRowSchema,
});

/** Adds a vehicle; a VIN already held by the company is refused. */
export const vehicleAddCall = vehicleList.change('add', {
  path: 'vehicle/add',
  obj: vehicleAddObjSchema,
  row: vehicleRowSchema,
  changes: vehicleReads,
});

/** Changes what a vehicle's record may change freely: origin, type, fuel, org, remark. */
export const vehicleEditCall = vehicleList.change('edit', {
  path: 'vehicle/edit',
  obj: vehicleEditObjSchema,
  row: vehicleRowSchema,
  changes: vehicleReads,
});

/** Moves a vehicle to another lifecycle status, as the status table allows; its cards follow. */
export const vehicleStatusCall = vehicleList.change('edit', {
  path: 'vehicle/status',
  obj: vehicleStatusObjSchema,
  row: vehicleRowSchema,
  changes: [...vehicleReads, ...vehicleCardReads],
});

/** Fits a card of the vehicle's company in it (one T-Box card per vehicle); the card takes the vehicle's VIN. */
export const vehicleFitCardCall = vehicleList.change('edit', {
  path: 'vehicle/fit-card',
  obj: fitCardObjSchema,
  row: vehicleRowSchema,
  changes: [...vehicleReads, ...vehicleCardReads],
});

/** Takes a card out of a vehicle, with the reason; the card keeps no VIN. */
export const vehicleRemoveCardCall = vehicleList.change('edit', {
  path: 'vehicle/remove-card',
  obj: removeCardObjSchema,
  row: vehicleRowSchema,
  changes: [...vehicleReads, ...vehicleCardReads],
});

/** The vehicles the list's filters select, as CSV or XLSX in the caller's locale (a task in the task centre). */
export const vehicleExportRequestSchema = exportRequestSchema(vehicleFilterSchema);

/** Starts the vehicles' export; answers the task. */
export const vehicleExportCall = vehicleList.change('export', {
  path: 'vehicle/export',
  obj: vehicleExportRequestSchema,
  row: exportTaskRowSchema,
  changes: ['task/list'],
});
