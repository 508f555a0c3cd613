import { z } from 'zod';
import { mailSchema, phoneSchema } from '../../rules/schemas';
import { pageCodeOf } from '../../pages/product-map';
import {
  companyColumns,
  filterTextSchema,
  operatorNameColumns,
  orgColumns,
  orgOptionSchema,
  recordIdSchema,
} from '../../calls/shared-schemas';

/** Page codes of the operator and dealer administration screens (registry-system.ts). */
export const userManagePageCode = pageCodeOf('userManage');
export const dealerInfoPageCode = pageCodeOf('dealerInfo');
export const dealerAccountPageCode = pageCodeOf('dealerAccount');

/** A new account name: 3 to 64 letters, digits and . _ - @, starting with a letter or a digit. */
export const accountNamePattern = /^[A-Za-z0-9][A-Za-z0-9._@-]{2,63}$/;

export const newAccountNameSchema = z
  .string({ error: 'accounts:validation.accountRequired' })
  .trim()
  .min(1, { error: 'accounts:validation.accountRequired', abort: true })
  .regex(accountNamePattern, { error: 'accounts:validation.accountFormat' });

export const personNameSchema = z
  .string({ error: 'accounts:validation.nameRequired' })
  .trim()
  .min(1, { error: 'accounts:validation.nameRequired', abort: true })
  .max(64, { error: 'accounts:validation.nameTooLong' });

export const remarkSchema = z.string().trim().max(200, { error: 'accounts:validation.remarkTooLong' });

export const adminRoleIdSchema = z
  .string({ error: 'accounts:validation.roleRequired' })
  .trim()
  .min(1, { error: 'accounts:validation.roleRequired' })
  .max(64);

/** The filters that find an operator by name: account, name, and digits anywhere in the mobile number. */
export const operatorSearchFields = {
  account: filterTextSchema.optional(),
  name: filterTextSchema.optional(),
  mobile: z
    .string()
    .trim()
    .regex(/^\d{1,11}$/)
    .optional(),
};

/** An operator's mobile and mail: optional when the operator is added, null clears one on an edit. */
export const newContactFields = { mobile: phoneSchema.optional(), mail: mailSchema.optional() };
export const editedContactFields = { mobile: phoneSchema.nullable(), mail: mailSchema.nullable() };

/** One operator as the administration lists show them: mobile and mail masked (spec §5). */
export const operatorAdminRowSchema = z.object({
  ...operatorNameColumns,
  mobile: z.string().nullable(),
  mail: z.string().nullable(),
  ...companyColumns,
  ...orgColumns,
  roleId: z.string().nullable(),
  roleName: z.string().nullable(),
  roleType: z.string().nullable(),
  dealerId: z.number().nullable(),
  dealerName: z.string().nullable(),
  superiorId: z.number().nullable(),
  superiorName: z.string().nullable(),
  remark: z.string().nullable(),
  enabled: z.boolean(),
  /** Locked by consecutive failed sign-ins until lockedUntil (ISO 8601). */
  locked: z.boolean(),
  lockedUntil: z.string().nullable(),
  lastLoginTime: z.string().nullable(),
  createTime: z.string(),
  hasAppInfo: z.boolean(),
  /** The caller's own row: it cannot be disabled, deleted or reset from here. */
  self: z.boolean(),
});
export type OperatorAdminRow = z.infer<typeof operatorAdminRowSchema>;

/** What an add or a password reset answers: the temporary password, shown once and never again. */
export const temporaryPasswordRowSchema = z.object({
  operatorId: z.number(),
  account: z.string(),
  /** Null when the administrator chose the password. */
  temporaryPassword: z.string().nullable(),
});
export type TemporaryPasswordRow = z.infer<typeof temporaryPasswordRowSchema>;

/** The choices an operator or dealer form offers, for one company, within the caller's scope. */
export const adminFormOptionsRowSchema = z.object({
  companyId: z.number(),
  /** The caller's company; every company for cross-company carrier staff. */
  companies: z.array(z.object(companyColumns)),
  /** The caller's org and everything below it, flat: parentId of the top one may be outside the list. */
  orgs: z.array(orgOptionSchema),
  /** The roles the caller may hand out: never a type above their own nor pages they do not hold. */
  roles: z.array(z.object({ roleId: z.string(), roleName: z.string(), roleType: z.string() })),
  dealers: z.array(
    z.object({ dealerId: z.number(), name: z.string(), code: z.string(), orgId: z.number().nullable() }),
  ),
});
export type AdminFormOptionsRow = z.infer<typeof adminFormOptionsRowSchema>;

export const formOptionsObjSchema = z.strictObject({ companyId: recordIdSchema.optional() });

/** App credentials of an operator, the secret masked. */
export const appInfoRowSchema = z.object({
  operatorId: z.number(),
  account: z.string(),
  hasAppInfo: z.boolean(),
  appKey: z.string().nullable(),
  maskedAppSecret: z.string().nullable(),
  updateTime: z.string().nullable(),
});
export type AppInfoRow = z.infer<typeof appInfoRowSchema>;

/** App credentials in clear: answered once when made or reset, or after the caller's password. */
export const appSecretRowSchema = z.object({
  operatorId: z.number(),
  appKey: z.string(),
  appSecret: z.string(),
});
export type AppSecretRow = z.infer<typeof appSecretRowSchema>;

export const operatorIdObjSchema = z.strictObject({ operatorId: recordIdSchema });

/** Enables or disables one operator. */
export const operatorEnabledObjSchema = z.strictObject({ operatorId: recordIdSchema, enabled: z.boolean() });
