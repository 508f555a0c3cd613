/**
 * China Mobile registration reuse and VIN re-upload (spec §2 realname/realnameManagement/yidongRnReuse and
 * yidongVinReupload, with their details).
 */
import { z } from 'zod';
import { pageCodeOf } from '../../pages/product-map';
import { pageCalls } from '../../calls/declare-calls';
import {
  bigRecordIdSchema,
  keysetRequestFields,
  scopeFilterOptionsRowSchema,
} from '../../calls/shared-schemas';
import {
  reuseListObjSchema,
  reuseSubmitObjSchema,
  vinReuploadDetailRowSchema,
  vinReuploadIdObjSchema,
  vinReuploadListObjSchema,
  vinReuploadPageSchema,
  vinReuploadRowSchema,
  vinReuploadSubmitObjSchema,
} from './china-mobile-schemas';
import {
  registrationDetailRowSchema,
  registrationPageSchema,
  registrationRowSchema,
} from './registration-schemas';

export const yidongRnReusePageCode = pageCodeOf('yidongRnReuse');
const reusePage = pageCalls(yidongRnReusePageCode);

/** The registrations of the caller's scope made by reuse, newest first; personal data masked. */
export const reuseListCall = reusePage.read('query', {
  path: 'real-name-reuse/list',
  obj: reuseListObjSchema,
  row: registrationPageSchema,
});

export const reuseFilterOptionsCall = reusePage.read('query', {
  path: 'real-name-reuse/filter-options',
  obj: z.strictObject({}),
  row: scopeFilterOptionsRowSchema,
});

/** One registration by reuse, masked, with its history and the carrier's answer. */
export const reuseDetailCall = reusePage.read('get', {
  path: 'real-name-reuse/detail',
  obj: z.strictObject({ id: bigRecordIdSchema }),
  row: registrationDetailRowSchema,
});

/**
 * Registers a card fitted to a vehicle with the registration China Mobile holds for the owner's document: the
 * card must not be registered to an owner nor waiting for the carrier. Sent by the real-name tracker.
 */
export const reuseSubmitCall = reusePage.change('add', {
  path: 'real-name-reuse/submit',
  obj: reuseSubmitObjSchema,
  row: registrationRowSchema,
  changes: ['real-name-reuse/list', 'real-name/list', 'simcard-list/list'],
});

export const yidongVinReuploadPageCode = pageCodeOf('yidongVinReupload');
const vinReuploadPage = pageCalls(yidongVinReuploadPageCode);

/** The VIN re-uploads of the caller's scope, newest first, with the carrier's answer. */
export const vinReuploadListCall = vinReuploadPage.read('query', {
  path: 'vin-reupload/list',
  obj: vinReuploadListObjSchema,
  row: vinReuploadPageSchema,
});

export const vinReuploadFilterOptionsCall = vinReuploadPage.read('query', {
  path: 'vin-reupload/filter-options',
  obj: z.strictObject({}),
  row: scopeFilterOptionsRowSchema,
});

/** The registrations of the caller's scope the carrier refused for their VIN and not re-uploaded since. */
export const vinRefusedListCall = vinReuploadPage.read('query', {
  path: 'vin-reupload/refused',
  obj: z.strictObject(keysetRequestFields),
  row: registrationPageSchema,
});

export const vinReuploadDetailCall = vinReuploadPage.read('get', {
  path: 'vin-reupload/detail',
  obj: vinReuploadIdObjSchema,
  row: vinReuploadDetailRowSchema,
});

/** Sends corrected VINs (pasted or read from a file); answers the re-uploads made, in the order given. */
export const vinReuploadSubmitCall = vinReuploadPage.change('import', {
  path: 'vin-reupload/submit',
  obj: vinReuploadSubmitObjSchema,
  row: vinReuploadRowSchema,
  changes: ['vin-reupload/list', 'vin-reupload/refused', 'real-name/list'],
});
