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

/** What a call that sends an SMS code answers: how long until another code may be asked for. */
const smsCodeSentRowSchema = z.object({ resendAfterSeconds: z.number() });

/** What the sign-in page reads before anyone signs in; it takes no parameters. */
function siteRead<Row extends z.ZodType>(path: string, row: Row) {
  return signIn.read({ path, obj: emptyObjSchema, row });
}

/** What a signed-in operator reads about themselves; it takes no parameters. */
function ownRead<Row extends z.ZodType>(path: string, row: Row) {
  return ownAccount.read({ path, obj: emptyObjSchema, row });
}

/** A new password with the single-use ticket an earlier step handed out; every session of the account ends. */
function ticketPasswordCall(path: string) {
  const obj = z.strictObject({ resetTicket: ticketSchema, password: encryptedPasswordSchema });
  return signIn.audited({ path, obj, row: okRowSchema });
}

export const publicKeyCall = siteRead('utility/public-key', z.object({ publicKey: z.string() }));

export const siteInfoCall = siteRead('utility/site-info', siteInfoSchema);

export const sendSmsCall = signIn.audited({
  path: 'utility/send-sms',
  obj: z.strictObject({ mobile: phoneSchema, purpose: z.enum(['login', 'modify-phonenum']) }),
  row: smsCodeSentRowSchema,
});

export const passwordLoginCall = signIn.audited({
  path: 'operator/password-login',
  obj: z.strictObject({ account: accountNameSchema, password: encryptedPasswordSchema }),
  row: loginInfoSchema,
});

export const smsLoginCall = signIn.audited({
  path: 'operator/sms-login',
  obj: z.strictObject({
    mobile: phoneSchema,
    verificationCode: verificationCodeSchema,
    /** Several accounts may share one mobile: name the account, or the first enabled one is used. */
    account: accountNameSchema.optional(),
  }),
  row: loginInfoSchema,
});

/** Step 1 of forgotten password: sends a code to the account's mobile when account and mobile match. */
export const forgetPasswordCall = signIn.audited({
  path: 'operator/forget-password',
  obj: z.strictObject({ account: accountNameSchema, mobile: phoneSchema }),
  row: smsCodeSentRowSchema,
});

/** Step 2: the code proves the mobile; answers a single-use reset ticket. */
export const mobileVerifyCall = signIn.audited({
  path: 'operator/mobile-verify',
  obj: z.strictObject({
    account: accountNameSchema,
    mobile: phoneSchema,
    verificationCode: verificationCodeSchema,
  }),
  row: z.object({ resetTicket: z.string() }),
});

/** Step 3: a new password with the ticket; every session of the account ends. */
export const resetPasswordCall = ticketPasswordCall('operator/reset-password');

/** Renews an expired password with the ticket a '10043' answer carried. */
export const modifyExpiredPasswordCall = ticketPasswordCall('operator/modify-expired-password');

export const logoutCall = ownAccount.audited({
  path: 'operator/logout',
  obj: emptyObjSchema,
  row: okRowSchema,
});

export const currentOperatorCall = ownRead('operator/current', operatorVoSchema);

export const changePasswordCall = ownAccount.audited({
  path: 'operator/change-password',
  obj: z.strictObject({ oldPassword: encryptedPasswordSchema, password: encryptedPasswordSchema }),
  row: okRowSchema,
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

export const currentAccountListCall = ownRead('operator/get-current-account-list', switchableAccountSchema);

export const switchAccountCall = ownAccount.audited({
  path: 'operator/switch',
  obj: z.strictObject({ account: accountNameSchema }),
  row: loginInfoSchema,
});

export const getPermissionsCall = ownRead('operator/get-permissions', permissionsRowSchema);

export const realNameLoginCall = ownAccount.audited({
  path: 'operator/login-rn-ec',
  obj: emptyObjSchema,
  row: z.object({ url: z.string() }),
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
