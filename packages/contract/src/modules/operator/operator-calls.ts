import { z } from 'zod';
import { phoneSchema, verificationCodeSchema } from '../../rules';
import { authenticatedAccess, defineCall, publicAccess } from '../../calls/define-call';
import {
  companyInfoSchema,
  dictionaryEntrySchema,
  loginInfoSchema,
  operatorVoSchema,
  permissionsRowSchema,
  siteInfoSchema,
  switchableAccountSchema,
} from './operator-schemas';
import {
  accountNameSchema,
  emptyObjSchema,
  encryptedPasswordSchema,
  okRowSchema,
  recordIdSchema,
  ticketSchema,
} from '../../calls/shared-schemas';

/** Purposes an SMS code can be bound to; a code only works for the purpose it was sent for. */
export const smsPurposes = ['login', 'forget-password', 'modify-phonenum'] as const;
export type SmsPurpose = (typeof smsPurposes)[number];

export const publicKeyCall = defineCall({
  path: 'utility/public-key',
  access: publicAccess,
  obj: emptyObjSchema,
  row: z.object({ publicKey: z.string() }),
});

export const siteInfoCall = defineCall({
  path: 'utility/site-info',
  access: publicAccess,
  obj: emptyObjSchema,
  row: siteInfoSchema,
});

export const sendSmsCall = defineCall({
  path: 'utility/send-sms',
  access: publicAccess,
  obj: z.strictObject({ mobile: phoneSchema, purpose: z.enum(['login', 'modify-phonenum']) }),
  row: z.object({ resendAfterSeconds: z.number() }),
  mutates: true,
  changes: [],
});

export const passwordLoginCall = defineCall({
  path: 'operator/password-login',
  access: publicAccess,
  obj: z.strictObject({ account: accountNameSchema, password: encryptedPasswordSchema }),
  row: loginInfoSchema,
  mutates: true,
  changes: [],
});

export const smsLoginCall = defineCall({
  path: 'operator/sms-login',
  access: publicAccess,
  obj: z.strictObject({
    mobile: phoneSchema,
    verificationCode: verificationCodeSchema,
    /** Several accounts may share one mobile: name the account, or the first enabled one is used. */
    account: accountNameSchema.optional(),
  }),
  row: loginInfoSchema,
  mutates: true,
  changes: [],
});

/** Step 1 of forgotten password: sends a code to the account's mobile when account and mobile match. */
export const forgetPasswordCall = defineCall({
  path: 'operator/forget-password',
  access: publicAccess,
  obj: z.strictObject({ account: accountNameSchema, mobile: phoneSchema }),
  row: z.object({ resendAfterSeconds: z.number() }),
  mutates: true,
  changes: [],
});

/** Step 2: the code proves the mobile; answers a single-use reset ticket. */
export const mobileVerifyCall = defineCall({
  path: 'operator/mobile-verify',
  access: publicAccess,
  obj: z.strictObject({
    account: accountNameSchema,
    mobile: phoneSchema,
    verificationCode: verificationCodeSchema,
  }),
  row: z.object({ resetTicket: z.string() }),
  mutates: true,
  changes: [],
});

/** Step 3: a new password with the ticket; every session of the account ends. */
export const resetPasswordCall = defineCall({
  path: 'operator/reset-password',
  access: publicAccess,
  obj: z.strictObject({ resetTicket: ticketSchema, password: encryptedPasswordSchema }),
  row: okRowSchema,
  mutates: true,
  changes: [],
});

/** Renews an expired password with the ticket a '10043' answer carried. */
export const modifyExpiredPasswordCall = defineCall({
  path: 'operator/modify-expired-password',
  access: publicAccess,
  obj: z.strictObject({ resetTicket: ticketSchema, password: encryptedPasswordSchema }),
  row: okRowSchema,
  mutates: true,
  changes: [],
});

export const logoutCall = defineCall({
  path: 'operator/logout',
  access: authenticatedAccess,
  obj: emptyObjSchema,
  row: okRowSchema,
  mutates: true,
  changes: [],
});

export const currentOperatorCall = defineCall({
  path: 'operator/current',
  access: authenticatedAccess,
  obj: emptyObjSchema,
  row: operatorVoSchema,
});

export const changePasswordCall = defineCall({
  path: 'operator/change-password',
  access: authenticatedAccess,
  obj: z.strictObject({ oldPassword: encryptedPasswordSchema, password: encryptedPasswordSchema }),
  row: okRowSchema,
  mutates: true,
  changes: [],
});

export const modifyPhoneNumberCall = defineCall({
  path: 'operator/modify-phonenum',
  access: authenticatedAccess,
  obj: z.strictObject({ mobile: phoneSchema, verificationCode: verificationCodeSchema }),
  row: okRowSchema,
  mutates: true,
  changes: ['operator/current', 'operator/get-current-account-list'],
});

export const agreeUserAgreementCall = defineCall({
  path: 'operator/agree-user-agreement',
  access: authenticatedAccess,
  obj: emptyObjSchema,
  row: okRowSchema,
  mutates: true,
  changes: ['operator/current'],
});

export const currentAccountListCall = defineCall({
  path: 'operator/get-current-account-list',
  access: authenticatedAccess,
  obj: emptyObjSchema,
  row: switchableAccountSchema,
});

export const switchAccountCall = defineCall({
  path: 'operator/switch',
  access: authenticatedAccess,
  obj: z.strictObject({ account: accountNameSchema }),
  row: loginInfoSchema,
  mutates: true,
  changes: [],
});

export const getPermissionsCall = defineCall({
  path: 'operator/get-permissions',
  access: authenticatedAccess,
  obj: emptyObjSchema,
  row: permissionsRowSchema,
});

export const realNameLoginCall = defineCall({
  path: 'operator/login-rn-ec',
  access: authenticatedAccess,
  obj: emptyObjSchema,
  row: z.object({ url: z.string() }),
  mutates: true,
  changes: [],
});

/** Company info of the caller's own company (carrier staff with the all-net role may read any). */
export const companyInfoCall = defineCall({
  path: 'company/get-info',
  access: authenticatedAccess,
  obj: z.strictObject({ companyId: recordIdSchema }),
  row: companyInfoSchema,
  paged: true,
});

/** Dictionary of a company, grouped by dictType in rows[0]. */
export const companyDictionaryCall = defineCall({
  path: 'dictionary/company-dictionary',
  access: authenticatedAccess,
  obj: z.strictObject({ companyId: recordIdSchema }),
  row: z.record(z.string(), z.array(dictionaryEntrySchema)),
  paged: true,
});
