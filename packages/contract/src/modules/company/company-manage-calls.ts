/** Company management for carrier staff (sys/companyManage): only callers who see across companies. */
import { z } from 'zod';
import { pageCodeOf } from '../../pages/product-map';
import { deployType } from '../../codes/account-codes';
import { pageCalls } from '../../calls/declare-calls';
import { recordChangeCalls } from '../../calls/record-calls';
import { filterTextSchema } from '../../calls/shared-schemas';
import { companyFieldsSchema, companyIdSchema, companyRowSchema } from './settings-schemas';

const companyManage = pageCalls(pageCodeOf('companyManage'));

export const companyListCall = companyManage.read('query', {
  path: 'company/list',
  obj: z.strictObject({
    companyName: filterTextSchema.optional(),
    deployType: deployType.schema.optional(),
  }),
  row: companyRowSchema,
  paged: true,
});

export const {
  add: companyAddCall,
  edit: companySaveCall,
  delete: companyDeleteCall,
} = recordChangeCalls(companyManage, {
  list: 'company/list',
  get: 'company/get-info',
  /** Creates a company with its root organisation (named like the company). */
  add: {
    path: 'company/add',
    obj: companyFieldsSchema,
    row: z.object({ companyId: z.number(), rootOrgId: z.number() }),
  },
  /** Saves a company's name, platform name and deploy type (the management form's edit). */
  edit: { path: 'company/save', obj: companyFieldsSchema.extend({ companyId: companyIdSchema }) },
  /** Deletes a company that has no operators left; the carrier company itself is never deleted. */
  delete: { path: 'company/delete', obj: z.strictObject({ companyId: companyIdSchema }) },
});
