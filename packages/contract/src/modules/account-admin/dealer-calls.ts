/** Dealers and their accounts (sys/dealer): dealer accounts are operators that belong to a dealer. */
import { z } from 'zod';
import { phoneSchema } from '../../rules';
import { pageCalls } from '../../calls/declare-calls';
import {
  companyColumns,
  encryptedPasswordSchema,
  filterTextSchema,
  okRowSchema,
  orgColumns,
  recordIdSchema,
} from '../../calls/shared-schemas';
import {
  adminRoleIdSchema,
  dealerAccountPageCode,
  dealerInfoPageCode,
  editedContactFields,
  newAccountNameSchema,
  newContactFields,
  operatorSearchFields,
  personNameSchema,
  remarkSchema,
} from './account-admin-schemas';
import { formOptionsCall, operatorAdminCalls } from './admin-call-families';

/** A dealer code: 1 to 32 letters, digits, - and _, unique in its company. */
export const dealerCodePattern = /^[A-Za-z0-9_-]{1,32}$/;

const dealerCodeSchema = z
  .string({ error: 'accounts:validation.dealerCodeRequired' })
  .trim()
  .min(1, { error: 'accounts:validation.dealerCodeRequired', abort: true })
  .regex(dealerCodePattern, { error: 'accounts:validation.dealerCodeFormat' });

const dealerNameSchema = z
  .string({ error: 'accounts:validation.dealerNameRequired' })
  .trim()
  .min(1, { error: 'accounts:validation.dealerNameRequired', abort: true })
  .max(64, { error: 'accounts:validation.nameTooLong' });

const addressSchema = z.string().trim().max(200, { error: 'accounts:validation.addressTooLong' });

export const dealerRowSchema = z.object({
  dealerId: z.number(),
  ...companyColumns,
  ...orgColumns,
  name: z.string(),
  code: z.string(),
  contactName: z.string().nullable(),
  /** Masked in the list, in clear from dealer/get. */
  contactMobile: z.string().nullable(),
  address: z.string().nullable(),
  enabled: z.boolean(),
  /** Dealer accounts (not deleted) that belong to the dealer. */
  accountCount: z.number(),
  createTime: z.string(),
});
export type DealerRow = z.infer<typeof dealerRowSchema>;

const dealerIdObjSchema = z.strictObject({ dealerId: recordIdSchema });

const dealerInfo = pageCalls(dealerInfoPageCode);
const dealerAccounts = pageCalls(dealerAccountPageCode);

/** What a change of a dealer account changes: the account lists and the dealers' account counts. */
const dealerAccountReads = ['dealer/account-list', 'dealer/list', 'operator/list'];

export const dealerListCall = dealerInfo.read('query', {
  path: 'dealer/list',
  obj: z.strictObject({
    companyId: recordIdSchema.optional(),
    name: filterTextSchema.optional(),
    code: filterTextSchema.optional(),
    /** The org and everything below it. */
    orgId: recordIdSchema.optional(),
    enabled: z.boolean().optional(),
  }),
  row: dealerRowSchema,
  paged: true,
});

/** One dealer with the contact mobile in clear; audited because it reveals it. */
export const dealerGetCall = dealerInfo.audited('get', {
  path: 'dealer/get',
  obj: dealerIdObjSchema,
  row: dealerRowSchema,
});

/** Companies and orgs of the dealer form, within the caller's scope. */
export const dealerFormOptionsCall = formOptionsCall(dealerInfo, 'dealer/form-options');

/** A dealer in an org of the caller's scope (the org decides the company). */
export const dealerAddCall = dealerInfo.change('add', {
  path: 'dealer/add',
  obj: z.strictObject({
    orgId: recordIdSchema,
    name: dealerNameSchema,
    code: dealerCodeSchema,
    contactName: personNameSchema.optional(),
    contactMobile: phoneSchema.optional(),
    address: addressSchema.optional(),
    enabled: z.boolean().optional(),
  }),
  row: z.object({ dealerId: z.number() }),
  changes: ['dealer/list', 'dealer/account-form-options'],
});

/** Replaces the editable fields; a move to another org moves the dealer's accounts with it. */
export const dealerEditCall = dealerInfo.change('edit', {
  path: 'dealer/edit',
  obj: z.strictObject({
    dealerId: recordIdSchema,
    orgId: recordIdSchema,
    name: dealerNameSchema,
    code: dealerCodeSchema,
    contactName: personNameSchema.nullable(),
    contactMobile: phoneSchema.nullable(),
    address: addressSchema.nullable(),
    enabled: z.boolean(),
  }),
  row: okRowSchema,
  changes: ['dealer/list', 'dealer/account-list', 'dealer/account-form-options'],
});

/** Refused while the dealer has accounts. */
export const dealerDeleteCall = dealerInfo.change('delete', {
  path: 'dealer/delete',
  obj: dealerIdObjSchema,
  row: okRowSchema,
  changes: ['dealer/list', 'dealer/account-form-options'],
});

/** The dealer account page's calls: operators that belong to a dealer, in the dealer's org. */
export const {
  list: dealerAccountListCall,
  get: dealerAccountGetCall,
  formOptions: dealerAccountFormOptionsCall,
  add: dealerAccountAddCall,
  edit: dealerAccountEditCall,
  disableOrEnable: dealerAccountDisableOrEnableCall,
  delete: dealerAccountDeleteCall,
} = operatorAdminCalls(dealerAccounts, {
  paths: {
    list: 'dealer/account-list',
    get: 'dealer/account-get',
    formOptions: 'dealer/account-form-options',
    add: 'dealer/account-add',
    edit: 'dealer/account-edit',
    disableOrEnable: 'dealer/account-disable-or-enable',
    delete: 'dealer/account-delete',
  },
  filter: z.strictObject({
    companyId: recordIdSchema.optional(),
    dealerId: recordIdSchema.optional(),
    ...operatorSearchFields,
    enabled: z.boolean().optional(),
  }),
  added: z.strictObject({
    dealerId: recordIdSchema,
    account: newAccountNameSchema,
    name: personNameSchema,
    ...newContactFields,
    roleId: adminRoleIdSchema,
    remark: remarkSchema.optional(),
    password: encryptedPasswordSchema.optional(),
  }),
  edited: z.strictObject({
    operatorId: recordIdSchema,
    dealerId: recordIdSchema,
    name: personNameSchema,
    ...editedContactFields,
    roleId: adminRoleIdSchema,
    remark: remarkSchema.nullable(),
  }),
  changes: dealerAccountReads,
  enableChanges: ['dealer/account-list', 'operator/list'],
});
