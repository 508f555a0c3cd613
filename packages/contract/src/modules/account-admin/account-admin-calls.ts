/** System administration of operators and their app credentials (sys/userManage); dealers in dealer-calls. */
import { z } from 'zod';
import { mailSchema, phoneSchema } from '../../rules';
import { defineCall, pageAccess } from '../../calls/define-call';
import { encryptedPasswordSchema, okRowSchema, recordIdSchema } from '../../calls/shared-schemas';
import {
  adminFormOptionsRowSchema,
  adminRoleIdSchema,
  appInfoRowSchema,
  appSecretRowSchema,
  filterTextSchema,
  formOptionsObjSchema,
  newAccountNameSchema,
  operatorAdminRowSchema,
  operatorIdObjSchema,
  personNameSchema,
  remarkSchema,
  temporaryPasswordRowSchema,
  userManagePageCode,
} from './account-admin-schemas';

/** The filters of the operator list. */
export const operatorListFilterSchema = z.strictObject({
  /** Cross-company carrier staff only: one company's operators. */
  companyId: recordIdSchema.optional(),
  account: filterTextSchema.optional(),
  name: filterTextSchema.optional(),
  /** Digits of the mobile number, anywhere in it. */
  mobile: z
    .string()
    .trim()
    .regex(/^\d{1,11}$/)
    .optional(),
  /** The org and everything below it. */
  orgId: recordIdSchema.optional(),
  roleId: adminRoleIdSchema.optional(),
  enabled: z.boolean().optional(),
});

/** What adding, changing or removing an operator changes: the lists and counts that show operators. */
const operatorListReads = [
  'operator/list',
  'organization/tree',
  'organization/operator-list',
  'role/list',
  'operator/superior-list',
  'dealer/account-list',
];

export const operatorListCall = defineCall({
  path: 'operator/list',
  access: pageAccess(userManagePageCode, 'query'),
  obj: operatorListFilterSchema,
  row: operatorAdminRowSchema,
  paged: true,
});

/** One operator with mobile and mail in clear, for the edit form; audited because it reveals them. */
export const operatorGetCall = defineCall({
  path: 'operator/get',
  access: pageAccess(userManagePageCode, 'get'),
  obj: operatorIdObjSchema,
  row: operatorAdminRowSchema,
  mutates: true,
  changes: [],
});

/** Companies, orgs, grantable roles and dealers the operator form and filters offer. */
export const operatorFormOptionsCall = defineCall({
  path: 'operator/form-options',
  access: pageAccess(userManagePageCode, 'query'),
  obj: formOptionsObjSchema,
  row: adminFormOptionsRowSchema,
});

/** Enabled operators of one company within the caller's scope that an operator may report to. */
export const operatorSuperiorListCall = defineCall({
  path: 'operator/superior-list',
  access: pageAccess(userManagePageCode, 'query'),
  obj: z.strictObject({
    companyId: recordIdSchema.optional(),
    keyword: filterTextSchema.optional(),
    /** The operator being edited: neither they nor anyone reporting to them can be their superior. */
    operatorId: recordIdSchema.optional(),
  }),
  row: z.object({ operatorId: z.number(), account: z.string(), name: z.string() }),
});

/**
 * A new operator in an org of the caller's scope (the org decides the company) with a role the caller may
 * hand out. Without a password a strong temporary one is generated and answered once; either way the operator
 * must set their own at first sign-in.
 */
export const operatorAddCall = defineCall({
  path: 'operator/add',
  access: pageAccess(userManagePageCode, 'add'),
  obj: z.strictObject({
    account: newAccountNameSchema,
    name: personNameSchema,
    mobile: phoneSchema.optional(),
    mail: mailSchema.optional(),
    orgId: recordIdSchema,
    roleId: adminRoleIdSchema,
    superiorId: recordIdSchema.optional(),
    remark: remarkSchema.optional(),
    password: encryptedPasswordSchema.optional(),
  }),
  row: temporaryPasswordRowSchema,
  mutates: true,
  changes: operatorListReads,
});

/** Replaces the editable fields; null clears an optional one. */
export const operatorEditCall = defineCall({
  path: 'operator/edit',
  access: pageAccess(userManagePageCode, 'edit'),
  obj: z.strictObject({
    operatorId: recordIdSchema,
    name: personNameSchema,
    mobile: phoneSchema.nullable(),
    mail: mailSchema.nullable(),
    orgId: recordIdSchema,
    roleId: adminRoleIdSchema,
    superiorId: recordIdSchema.nullable(),
    remark: remarkSchema.nullable(),
  }),
  row: okRowSchema,
  mutates: true,
  changes: operatorListReads,
});

/**
 * Deletes an operator: sessions and app credentials end, personal data is erased, the account name stays
 * taken so the audit log keeps naming one person. Refused for the caller themselves.
 */
export const operatorDeleteCall = defineCall({
  path: 'operator/delete',
  access: pageAccess(userManagePageCode, 'delete'),
  obj: operatorIdObjSchema,
  row: okRowSchema,
  mutates: true,
  changes: operatorListReads,
});

/** Declared with 'disable' (it cuts an operator off); enabling also needs 'enable'. Disabling ends sessions. */
export const operatorDisableOrEnableCall = defineCall({
  path: 'operator/disable-or-enable',
  access: pageAccess(userManagePageCode, 'disable'),
  obj: z.strictObject({ operatorId: recordIdSchema, enabled: z.boolean() }),
  row: okRowSchema,
  mutates: true,
  changes: ['operator/list', 'organization/operator-list', 'operator/superior-list', 'dealer/account-list'],
});

/** Ends a lockout after failed sign-ins at once. */
export const operatorUnlockCall = defineCall({
  path: 'operator/unlock',
  access: pageAccess(userManagePageCode, 'enable'),
  obj: operatorIdObjSchema,
  row: okRowSchema,
  mutates: true,
  changes: ['operator/list', 'dealer/account-list'],
});

/**
 * An administrator resets another operator's password: a temporary one (answered once) unless one is given,
 * to be changed at the next sign-in; every session ends. Not 'operator/reset-password': that path is the
 * public last step of the forgotten-password flow.
 */
export const operatorAdminResetPasswordCall = defineCall({
  path: 'operator/admin-reset-password',
  access: pageAccess(userManagePageCode, 'edit'),
  obj: z.strictObject({ operatorId: recordIdSchema, password: encryptedPasswordSchema.optional() }),
  row: temporaryPasswordRowSchema,
  mutates: true,
  changes: ['operator/list', 'dealer/account-list'],
});

/** The app key and the masked secret of an operator's API credentials. */
export const getAppInfoCall = defineCall({
  path: 'operator/get-app-info',
  access: pageAccess(userManagePageCode, 'get'),
  obj: operatorIdObjSchema,
  row: appInfoRowSchema,
});

/** The secret in clear after the caller proves their own password again; audited, attempts limited. */
export const safeGetAppInfoCall = defineCall({
  path: 'operator/safe-get-app-info',
  access: pageAccess(userManagePageCode, 'get'),
  obj: z.strictObject({ operatorId: recordIdSchema, password: encryptedPasswordSchema }),
  row: appSecretRowSchema,
  mutates: true,
  changes: [],
});

/** Makes API credentials for an operator that has none; the secret is answered this once. */
export const addAppInfoCall = defineCall({
  path: 'operator/add-app-info',
  access: pageAccess(userManagePageCode, 'edit'),
  obj: operatorIdObjSchema,
  row: appSecretRowSchema,
  mutates: true,
  changes: ['operator/get-app-info', 'operator/list'],
});

/** A new secret (the old one stops working at once), answered this once. */
export const resetAppSecretCall = defineCall({
  path: 'operator/reset-app-secret',
  access: pageAccess(userManagePageCode, 'edit'),
  obj: operatorIdObjSchema,
  row: appSecretRowSchema,
  mutates: true,
  changes: ['operator/get-app-info', 'operator/list'],
});

/** A new app key; the secret stays, and is not answered. */
export const resetAppKeyCall = defineCall({
  path: 'operator/reset-app-key',
  access: pageAccess(userManagePageCode, 'edit'),
  obj: operatorIdObjSchema,
  row: appInfoRowSchema,
  mutates: true,
  changes: ['operator/get-app-info', 'operator/list'],
});
