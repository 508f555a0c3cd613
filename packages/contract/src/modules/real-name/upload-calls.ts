/** Registrations pushed by car makers' systems (spec §2 realname/apiManagement/upload: list, detail). */
import { z } from 'zod';
import { pageCodeOf } from '../../pages/product-map';
import { pageCalls } from '../../calls/declare-calls';
import { scopeFilterOptionsRowSchema } from '../../calls/shared-schemas';
import * as schemas from './upload-schemas';

export const uploadPageCode = pageCodeOf('upload');
const uploadPage = pageCalls(uploadPageCode);

/** The arrivals of the caller's scope, newest first, accepted or refused and why. */
export const uploadListCall = uploadPage.read('query', {
  path: 'real-name-upload/list',
  obj: schemas.uploadListObjSchema,
  row: schemas.uploadPageSchema,
});

/** How many arrivals of the filter were accepted and refused. */
export const uploadSummaryCall = uploadPage.read('query', {
  path: 'real-name-upload/summary',
  obj: schemas.uploadFilterSchema,
  row: schemas.uploadSummaryRowSchema,
});

export const uploadFilterOptionsCall = uploadPage.read('query', {
  path: 'real-name-upload/filter-options',
  obj: z.strictObject({}),
  row: scopeFilterOptionsRowSchema,
});

/** One arrival of the caller's scope with the registration it became; one elsewhere is not found. */
export const uploadDetailCall = uploadPage.read('get', {
  path: 'real-name-upload/detail',
  obj: schemas.uploadDetailObjSchema,
  row: schemas.uploadDetailRowSchema,
});

/** How the caller's own systems push: the address, the limits and the caller's app key (never the secret). */
export const uploadIntegrationCall = uploadPage.read('query', {
  path: 'real-name-upload/integration',
  obj: z.strictObject({}),
  row: schemas.uploadIntegrationRowSchema,
});
