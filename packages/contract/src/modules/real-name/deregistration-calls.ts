/** Deregistration (spec §2 realname/realnameManagement/batchLogout and its detail). */
import { z } from 'zod';
import { pageCodeOf } from '../../pages/product-map';
import { pageCalls } from '../../calls/declare-calls';
import { scopeFilterOptionsRowSchema } from '../../calls/shared-schemas';
import {
  deregistrationCardPageSchema,
  deregistrationCardsObjSchema,
  deregistrationIdObjSchema,
  deregistrationListObjSchema,
  deregistrationPageSchema,
  deregistrationRowSchema,
  deregistrationSubmitObjSchema,
} from './deregistration-schemas';

export const batchLogoutPageCode = pageCodeOf('batchLogout');
const batchLogout = pageCalls(batchLogoutPageCode);

const deregistrationReads = [
  'deregistration/list',
  'deregistration/detail',
  'deregistration/cards',
  'real-name/list',
  'collection/list',
  'simcard-list/list',
];

/** The deregistrations of the caller's scope, newest first, with where their cards stand. */
export const deregistrationListCall = batchLogout.read('query', {
  path: 'deregistration/list',
  obj: deregistrationListObjSchema,
  row: deregistrationPageSchema,
});

export const deregistrationFilterOptionsCall = batchLogout.read('query', {
  path: 'deregistration/filter-options',
  obj: z.strictObject({}),
  row: scopeFilterOptionsRowSchema,
});

export const deregistrationDetailCall = batchLogout.read('get', {
  path: 'deregistration/detail',
  obj: deregistrationIdObjSchema,
  row: deregistrationRowSchema,
});

/** One deregistration's cards with where each stands. */
export const deregistrationCardsCall = batchLogout.read('get', {
  path: 'deregistration/cards',
  obj: deregistrationCardsObjSchema,
  row: deregistrationCardPageSchema,
});

/**
 * Cancels the registrations of registered cards of the caller's scope: checked whole first (every card found
 * and registered, none already being deregistered), then sent to each card's carrier in orders of at most 100
 * and followed to each card's answer. A deregistered owner's pictures are erased.
 */
export const deregistrationSubmitCall = batchLogout.change('add', {
  path: 'deregistration/submit',
  obj: deregistrationSubmitObjSchema,
  row: deregistrationRowSchema,
  changes: deregistrationReads,
});
