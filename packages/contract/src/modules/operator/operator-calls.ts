import { z } from 'zod';
import { phoneSchema, verificationCodeSchema } from '../../rules';
import { authenticatedAccess, publicAccess } from '../../calls/define-call';
import { callsWith } from '../../calls/declare-calls';
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

/** Calls before sign-in: the public key, the site, the sign-in ways and the forgotten-password steps. */
const signIn = callsWith(publicAccess);
/** Calls any signed-in operator makes about their own account and session. */
const ownAccount = callsWith(authenticatedAccess);

export const publicKeyCall = signIn.read({
  path: 'utility/public-key',
  obj: emptyObjSchema,
  row: z.object({ publicKey: z.string() }),
});

export const siteInfoCall = signIn.read({
  path: 'utility/site-info',
  obj: emptyObjSchema,
  row: siteInfoSchema,
});

export const sendSmsCall = signIn.change({
  path: 'utility/send-sms',
  obj: z.strictObject({ mobile: phoneSchema, purpose: z.enum(['login', 'modify-phonenum']) }),
  row: z.object({ resendAfterSeconds: z.number() }),
  changes: [],
});

export const passwordLoginCall = signIn.change({
  path: 'operator/password-login',
  obj: z.strictObject({ account: accountNameSchema, password: encryptedPasswordSchema }),
  row: loginInfoSchema,
  changes: [],
});

export const smsLoginCall = signIn.change({
  path: 'operator/sms-login',
  obj: z.strictObject({
    mobile: phoneSchema,
    verificationCode: verificationCodeSchema,
    /** Several accounts may share one mobile: name the account, or the first enabled one is used. */
    account: accountNameSchema.optional(),
  }),
  row: loginInfoSchema,
  changes: [],
});

/** Step 1 of forgotten password: sends a code to the account's mobile when account and mobile match. */
export const forgetPasswordCall = signIn.change({
  path: 'operator/forget-password',
  obj: z.strictObject({ account: accountNameSchema, mobile: phoneSchema }),
  row: z.object({ resendAfterSeconds: z.number() }),
  changes: [],
});

/** Step 2: the code proves the mobile; answers a single-use reset ticket. */
export const mobileVerifyCall = signIn.change({
  path: 'operator/mobile-verify',
  obj: z.strictObject({
    account: accountNameSchema,
    mobile: phoneSchema,
    verificationCode: verificationCodeSchema,
  }),
  row: z.object({ resetTicket: z.string() }),
  changes: [],
});

/** Step 3: a new password with the ticket; every session of the account ends. */
export const resetPasswordCall = signIn.change({
  path: 'operator/reset-password',
  obj: z.strictObject({ resetTicket: ticketSchema, password: encryptedPasswordSchema }),
  row: okRowSchema,
  changes: [],
});

/** Renews an expired password with the ticket a '10043' answer carried. */
export const modifyExpiredPasswordCall = signIn.change({
  path: 'operator/modify-expired-password',
  obj: z.strictObject({ resetTicket: ticketSchema, password: encryptedPasswordSchema }),
  row: okRowSchema,
  changes: [],
});

export const logoutCall = ownAccount.change({
  path: 'operator/logout',
  obj: emptyObjSchema,
  row: okRowSchema,
  changes: [],
});

export const currentOperatorCall = ownAccount.read({
  path: 'operator/current',
  obj: emptyObjSchema,
  row: operatorVoSchema,
});

export const changePasswordCall = ownAccount.change({
  path: 'operator/change-password',
  obj: z.strictObject({ oldPassword: encryptedPasswordSchema, password: encryptedPasswordSchema }),
  row: okRowSchema,
  changes: [],
});

export const modifyPhoneNumberCall = ownAccount.change({
  path: 'operator/modify-phonenum',
  obj: z.strictObject({ mobile: phoneSchema, verificationCode: verificationCodeSchema }),
  row: okRowSchema,
  changes: ['operator/current', 'operator/get-current-account-list'],
});

export const agreeUserAgreementCall = ownAccount.change({
  path: 'operator/agree-user-agreement',
  obj: emptyObjSchema,
  row: okRowSchema,
  changes: ['operator/current'],
});

export const currentAccountListCall = ownAccount.read({
  path: 'operator/get-current-account-list',
  obj: emptyObjSchema,
  row: switchableAccountSchema,
});

export const switchAccountCall = ownAccount.change({
  path: 'operator/switch',
  obj: z.strictObject({ account: accountNameSchema }),
  row: loginInfoSchema,
  changes: [],
});

export const getPermissionsCall = ownAccount.read({
  path: 'operator/get-permissions',
  obj: emptyObjSchema,
  row: permissionsRowSchema,
});

export const realNameLoginCall = ownAccount.change({
  path: 'operator/login-rn-ec',
  obj: emptyObjSchema,
  row: z.object({ url: z.string() }),
  changes: [],
});

/** Company info of the caller's own company (carrier staff with the all-net role may read any). */
export const companyInfoCall = ownAccount.read({
  path: 'company/get-info',
  obj: z.strictObject({ companyId: recordIdSchema }),
  row: companyInfoSchema,
  paged: true,
});

/** Dictionary of a company, grouped by dictType in rows[0]. */
export const companyDictionaryCall = ownAccount.read({
  path: 'dictionary/company-dictionary',
  obj: z.strictObject({ companyId: recordIdSchema }),
  row: z.record(z.string(), z.array(dictionaryEntrySchema)),
  paged: true,
});
