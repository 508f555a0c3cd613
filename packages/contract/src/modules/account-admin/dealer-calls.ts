/** Dealers and their accounts (sys/dealer): dealer accounts are operators that belong to a dealer. */
import { z } from 'zod';
import { mailSchema, phoneSchema } from '../../rules';
import { defineCall, pageAccess } from '../../calls/define-call';
import { encryptedPasswordSchema, okRowSchema, recordIdSchema } from '../../calls/shared-schemas';
import {
  adminFormOptionsRowSchema,
  adminRoleIdSchema,
  dealerAccountPageCode,
  dealerInfoPageCode,
  filterTextSchema,
  formOptionsObjSchema,
  newAccountNameSchema,
  operatorAdminRowSchema,
  operatorIdObjSchema,
  personNameSchema,
  remarkSchema,
  temporaryPasswordRowSchema,
} from './account-admin-schemas';

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
  companyId: z.number(),
  companyName: z.string(),
  orgId: z.number().nullable(),
  orgName: z.string().nullable(),
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

export const dealerListCall = defineCall({
  path: 'dealer/list',
  access: pageAccess(dealerInfoPageCode, 'query'),
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
export const dealerGetCall = defineCall({
  path: 'dealer/get',
  access: pageAccess(dealerInfoPageCode, 'get'),
  obj: dealerIdObjSchema,
  row: dealerRowSchema,
  mutates: true,
  changes: [],
});

/** Companies and orgs of the dealer form, within the caller's scope. */
export const dealerFormOptionsCall = defineCall({
  path: 'dealer/form-options',
  access: pageAccess(dealerInfoPageCode, 'query'),
  obj: formOptionsObjSchema,
  row: adminFormOptionsRowSchema,
});

/** A dealer in an org of the caller's scope (the org decides the company). */
export const dealerAddCall = defineCall({
  path: 'dealer/add',
  access: pageAccess(dealerInfoPageCode, 'add'),
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
  mutates: true,
  changes: ['dealer/list', 'dealer/account-form-options'],
});

/** Replaces the editable fields; a move to another org moves the dealer's accounts with it. */
export const dealerEditCall = defineCall({
  path: 'dealer/edit',
  access: pageAccess(dealerInfoPageCode, 'edit'),
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
  mutates: true,
  changes: ['dealer/list', 'dealer/account-list', 'dealer/account-form-options'],
});

/** Refused while the dealer has accounts. */
export const dealerDeleteCall = defineCall({
  path: 'dealer/delete',
  access: pageAccess(dealerInfoPageCode, 'delete'),
  obj: dealerIdObjSchema,
  row: okRowSchema,
  mutates: true,
  changes: ['dealer/list', 'dealer/account-form-options'],
});

export const dealerAccountListCall = defineCall({
  path: 'dealer/account-list',
  access: pageAccess(dealerAccountPageCode, 'query'),
  obj: z.strictObject({
    companyId: recordIdSchema.optional(),
    dealerId: recordIdSchema.optional(),
    account: filterTextSchema.optional(),
    name: filterTextSchema.optional(),
    mobile: z
      .string()
      .trim()
      .regex(/^\d{1,11}$/)
      .optional(),
    enabled: z.boolean().optional(),
  }),
  row: operatorAdminRowSchema,
  paged: true,
});

/** Companies, dealers and grantable roles of the dealer account form. */
export const dealerAccountFormOptionsCall = defineCall({
  path: 'dealer/account-form-options',
  access: pageAccess(dealerAccountPageCode, 'query'),
  obj: formOptionsObjSchema,
  row: adminFormOptionsRowSchema,
});

/** One dealer account with mobile and mail in clear, for the edit form; audited. */
export const dealerAccountGetCall = defineCall({
  path: 'dealer/account-get',
  access: pageAccess(dealerAccountPageCode, 'get'),
  obj: operatorIdObjSchema,
  row: operatorAdminRowSchema,
  mutates: true,
  changes: [],
});

/** A dealer account: an operator in the dealer's org; the password works as for operator/add. */
export const dealerAccountAddCall = defineCall({
  path: 'dealer/account-add',
  access: pageAccess(dealerAccountPageCode, 'add'),
  obj: z.strictObject({
    dealerId: recordIdSchema,
    account: newAccountNameSchema,
    name: personNameSchema,
    mobile: phoneSchema.optional(),
    mail: mailSchema.optional(),
    roleId: adminRoleIdSchema,
    remark: remarkSchema.optional(),
    password: encryptedPasswordSchema.optional(),
  }),
  row: temporaryPasswordRowSchema,
  mutates: true,
  changes: ['dealer/account-list', 'dealer/list', 'operator/list'],
});

export const dealerAccountEditCall = defineCall({
  path: 'dealer/account-edit',
  access: pageAccess(dealerAccountPageCode, 'edit'),
  obj: z.strictObject({
    operatorId: recordIdSchema,
    dealerId: recordIdSchema,
    name: personNameSchema,
    mobile: phoneSchema.nullable(),
    mail: mailSchema.nullable(),
    roleId: adminRoleIdSchema,
    remark: remarkSchema.nullable(),
  }),
  row: okRowSchema,
  mutates: true,
  changes: ['dealer/account-list', 'dealer/list', 'operator/list'],
});

/** As operator/disable-or-enable: declared with 'disable', enabling also needs 'enable'. */
export const dealerAccountDisableOrEnableCall = defineCall({
  path: 'dealer/account-disable-or-enable',
  access: pageAccess(dealerAccountPageCode, 'disable'),
  obj: z.strictObject({ operatorId: recordIdSchema, enabled: z.boolean() }),
  row: okRowSchema,
  mutates: true,
  changes: ['dealer/account-list', 'operator/list'],
});

export const dealerAccountDeleteCall = defineCall({
  path: 'dealer/account-delete',
  access: pageAccess(dealerAccountPageCode, 'delete'),
  obj: operatorIdObjSchema,
  row: okRowSchema,
  mutates: true,
  changes: ['dealer/account-list', 'dealer/list', 'operator/list'],
});
