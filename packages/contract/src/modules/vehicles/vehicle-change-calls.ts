/** Reviewed changes of vehicles (spec §2 realname/vehicleManagement/vehicleInfoChange). */
import { pageCodeOf } from '../../pages/product-map';
import { pageCalls } from '../../calls/declare-calls';
import { vehicleCardReads } from './vehicle-calls';
import {
  vehicleChangeListObjSchema,
  vehicleChangePageSchema,
  vehicleChangeRequestObjSchema,
  vehicleChangeReviewObjSchema,
  vehicleChangeRowSchema,
} from './vehicle-schemas';

export const vehicleInfoChangePageCode = pageCodeOf('vehicleInfoChange');
const vehicleInfoChange = pageCalls(vehicleInfoChangePageCode);

const changeReads = ['vehicle-change/list', 'vehicle/list', 'vehicle/detail'] as const;

/** The requested changes of the caller's scope, newest first, in keyset pages. */
export const vehicleChangeListCall = vehicleInfoChange.read('query', {
  path: 'vehicle-change/list',
  obj: vehicleChangeListObjSchema,
  row: vehicleChangePageSchema,
});

/**
 * Asks for a change of a vehicle's VIN, plate, model or series. One change per field may wait for review at a
 * time; a VIN another vehicle of the company holds is refused.
 */
export const vehicleChangeRequestCall = vehicleInfoChange.change('add', {
  path: 'vehicle-change/request',
  obj: vehicleChangeRequestObjSchema,
  row: vehicleChangeRowSchema,
  changes: changeReads,
});

/**
 * Approves (the vehicle and its cards take the new value) or rejects (with a note) a waiting change. Nobody
 * reviews their own request.
 */
export const vehicleChangeReviewCall = vehicleInfoChange.change('review', {
  path: 'vehicle-change/review',
  obj: vehicleChangeReviewObjSchema,
  row: vehicleChangeRowSchema,
  changes: [...changeReads, ...vehicleCardReads],
});
