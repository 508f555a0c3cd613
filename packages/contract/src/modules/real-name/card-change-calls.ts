/** Vehicle card changes (spec §2 realname/vehicleManagement/vehicleChangeCard and its detail). */
import { z } from 'zod';
import { pageCodeOf } from '../../pages/product-map';
import { pageCalls } from '../../calls/declare-calls';
import { scopeFilterOptionsRowSchema } from '../../calls/shared-schemas';
import * as schemas from './card-change-schemas';

export const vehicleChangeCardPageCode = pageCodeOf('vehicleChangeCard');
const changeCardPage = pageCalls(vehicleChangeCardPageCode);

const cardChangeReads = [
  'card-change/list',
  'card-change/detail',
  'real-name/list',
  'vehicle/list',
  'vehicle/detail',
  'simcard-list/list',
];

/** The card changes of the caller's scope, newest first. */
export const cardChangeListCall = changeCardPage.read('query', {
  path: 'card-change/list',
  obj: schemas.cardChangeListObjSchema,
  row: schemas.cardChangePageSchema,
});

export const cardChangeFilterOptionsCall = changeCardPage.read('query', {
  path: 'card-change/filter-options',
  obj: z.strictObject({}),
  row: scopeFilterOptionsRowSchema,
});

/** One change with both cards and every step the carrier answered; a change elsewhere is not found. */
export const cardChangeDetailCall = changeCardPage.read('get', {
  path: 'card-change/detail',
  obj: schemas.cardChangeIdObjSchema,
  row: schemas.cardChangeDetailRowSchema,
});

/** The cards fitted in a vehicle of the caller's scope, for the form's choice of the old card. */
export const cardChangeVehicleCardsCall = changeCardPage.read('query', {
  path: 'card-change/vehicle-cards',
  obj: schemas.cardChangeVehicleCardsObjSchema,
  row: schemas.cardChangeVehicleCardsRowSchema,
});

/**
 * Changes the cards of vehicles: each swap checked first (both cards the caller's, the old one fitted and
 * registered, the new one free), all refused if one is wrong; then each change is followed through the carrier
 * (the old card released, the new one registered to the same holder and VIN) and the vehicle's cards updated.
 */
export const cardChangeSubmitCall = changeCardPage.change('add', {
  path: 'card-change/submit',
  obj: schemas.cardChangeSubmitObjSchema,
  row: schemas.cardChangeRowSchema,
  changes: cardChangeReads,
});

/** Sends a failed change again from the step it failed at. */
export const cardChangeRetryCall = changeCardPage.change('add', {
  path: 'card-change/retry',
  obj: schemas.cardChangeIdObjSchema,
  row: schemas.cardChangeRowSchema,
  changes: cardChangeReads,
});
