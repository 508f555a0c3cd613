/** Company management for carrier staff (sys/companyManage): only callers who see across companies. */
import { z } from 'zod';
import { pageCodeOf } from '../../pages/product-map';
import { deployType } from '../../codes/account-codes';
import { defineCall, pageAccess } from '../../calls/define-call';
import { okRowSchema } from '../../calls/shared-schemas';
import { companyFieldsSchema, companyIdSchema, companyRowSchema } from './settings-schemas';

const managePage = pageCodeOf('companyManage');

export const companyListCall = defineCall({
  path: 'company/list',
  access: pageAccess(managePage, 'query'),
  obj: z.strictObject({
    companyName: z.string().trim().max(64).optional(),
    deployType: deployType.schema.optional(),
  }),
  row: companyRowSchema,
  paged: true,
});

/** Creates a company with its root organisation (named like the company). */
export const companyAddCall = defineCall({
  path: 'company/add',
  access: pageAccess(managePage, 'add'),
  obj: companyFieldsSchema,
  row: z.object({ companyId: z.number(), rootOrgId: z.number() }),
  mutates: true,
  changes: ['company/list'],
});

/** Saves a company's name, platform name and deploy type (the management form's edit). */
export const companySaveCall = defineCall({
  path: 'company/save',
  access: pageAccess(managePage, 'edit'),
  obj: companyFieldsSchema.extend({ companyId: companyIdSchema }),
  row: okRowSchema,
  mutates: true,
  changes: ['company/list', 'company/get-info'],
});

/** Deletes a company that has no operators left; the carrier company itself is never deleted. */
export const companyDeleteCall = defineCall({
  path: 'company/delete',
  access: pageAccess(managePage, 'delete'),
  obj: z.strictObject({ companyId: companyIdSchema }),
  row: okRowSchema,
  mutates: true,
  changes: ['company/list'],
});
