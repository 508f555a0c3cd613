import { z } from 'zod';
import { companyColumns } from '../../calls/shared-schemas';

/** The signed-in operator as the login and `current` calls describe them (spec §3 operatorVo). */
export const operatorVoSchema = z.object({
  operatorId: z.number(),
  account: z.string(),
  username: z.string(),
  avatar: z.string().nullable(),
  /** Masked for display; the full number is never sent. */
  mobile: z.string().nullable(),
  hasMobile: z.boolean(),
  mail: z.string().nullable(),
  ...companyColumns,
  deployType: z.number(),
  orgId: z.number().nullable(),
  orgIds: z.array(z.number()),
  orgName: z.string().nullable(),
  roleId: z.string().nullable(),
  roleName: z.string().nullable(),
  /** 1: real-name pages open the real-name platform in a new window. */
  rnPlatformUsage: z.number(),
  userAgreementAccepted: z.boolean(),
  /** The sign-in before the current one (ISO 8601); null on a first sign-in. */
  lastLoginTime: z.string().nullable(),
});
export type OperatorVo = z.infer<typeof operatorVoSchema>;

export const permissionVoSchema = z.object({
  pageCode: z.string(),
  actions: z.array(z.string()),
});
export type PermissionVo = z.infer<typeof permissionVoSchema>;

/** rows[0] of a successful login or account switch. */
export const loginInfoSchema = z.object({
  token: z.string(),
  pageCodeList: z.array(z.string()),
  operatorVo: operatorVoSchema,
  /** The button actions granted per page code (the same list operator/get-permissions answers). */
  permissionVoList: z.array(permissionVoSchema),
});
export type LoginInfo = z.infer<typeof loginInfoSchema>;

/** rows[0] of a '10043' answer: what the reset-password page needs to renew an expired password. */
export const expiredPasswordRowSchema = z.object({
  resetTicket: z.string(),
  account: z.string(),
});
export type ExpiredPasswordRow = z.infer<typeof expiredPasswordRowSchema>;

export const permissionsRowSchema = z.object({
  permissionVoList: z.array(permissionVoSchema),
});
export type PermissionsRow = z.infer<typeof permissionsRowSchema>;

/** One account the caller may switch to: the same person (same mobile) in another account. */
export const switchableAccountSchema = z.object({
  account: z.string(),
  username: z.string(),
  companyName: z.string(),
  current: z.boolean(),
});
export type SwitchableAccount = z.infer<typeof switchableAccountSchema>;

/** What the sign-in page shows before anyone signs in. */
export const siteInfoSchema = z.object({
  platformName: z.string(),
  copyright: z.string(),
  filingNumber: z.string(),
  hotline: z.string(),
  smsLoginEnabled: z.boolean(),
});
export type SiteInfo = z.infer<typeof siteInfoSchema>;

export const companyInfoSchema = z.object({
  ...companyColumns,
  deployType: z.number(),
  platformName: z.string(),
  logoBase64: z.string().nullable(),
  rnPlatformUsage: z.number(),
});
export type CompanyInfo = z.infer<typeof companyInfoSchema>;

export const dictionaryEntrySchema = z.object({
  dictDataId: z.number(),
  dictType: z.string(),
  dictLabel: z.string(),
  dictValue: z.string(),
});
export type DictionaryEntry = z.infer<typeof dictionaryEntrySchema>;
