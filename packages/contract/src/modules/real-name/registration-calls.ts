/** Real-name registrations (spec §2 realname/realnameManagement/realnameList and its detail). */
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
  registrationDetailRowSchema,
  registrationFilterSchema,
  registrationListObjSchema,
  registrationPageSchema,
  registrationRevealObjSchema,
  registrationRevealRowSchema,
} from './registration-schemas';

export const realnameListPageCode = pageCodeOf('realnameList');
const realnameList = pageCalls(realnameListPageCode);

/** Every registration of the caller's scope, newest first, in keyset pages; personal data masked. */
export const registrationListCall = realnameList.read('query', {
  path: 'real-name/list',
  obj: registrationListObjSchema,
  row: registrationPageSchema,
});

/** What the registration list's filter bar offers: the caller's orgs, and companies for carrier staff. */
export const registrationFilterOptionsCall = realnameList.read('query', {
  path: 'real-name/filter-options',
  obj: z.strictObject({}),
  row: scopeFilterOptionsRowSchema,
});

/** One registration, masked, with its history and the carrier's answers. */
export const registrationDetailCall = realnameList.read('get', {
  path: 'real-name/detail',
  obj: z.strictObject({ id: bigRecordIdSchema }),
  row: registrationDetailRowSchema,
});

/**
 * A registration's personal data in clear, with the reason the operator gave: kept in the audit log and in the
 * registration's history.
 */
export const registrationRevealCall = realnameList.audited('reveal', {
  path: 'real-name/reveal',
  obj: registrationRevealObjSchema,
  row: registrationRevealRowSchema,
});

/** The registrations the list's filters select, as CSV or XLSX in the caller's locale, personal data masked. */
export const registrationExportRequestSchema = exportRequestSchema(registrationFilterSchema);

/** Starts the registrations' export; answers the task whose file arrives in the task centre. */
export const registrationExportCall = realnameList.change('export', {
  path: 'real-name/export',
  obj: registrationExportRequestSchema,
  row: exportTaskRowSchema,
  changes: ['task/list'],
});
