/**
 * The calls of a custom-platform (API-only) account about itself (spec §7 "Custom user"): its API
 * configuration, its app credentials, its company's push, its mobile and password. They are kept to that kind
 * of operator (`onlyFor`: a console operator holding the apiConfig page is refused too) and act on the
 * caller's own account and company only: none takes an id.
 */
import { z } from 'zod';
import { authenticatedAccess, publicAccess } from '../../calls/define-call';
import { callsWith, pageCalls } from '../../calls/declare-calls';
import {
  accountNameSchema,
  emptyObjSchema,
  encryptedPasswordSchema,
  okRowSchema,
} from '../../calls/shared-schemas';
import { pageCodeOf } from '../../pages/product-map';
import { phoneSchema, verificationCodeSchema } from '../../rules';
import { appInfoRowSchema, appSecretRowSchema } from '../account-admin';
import { pushParamFields, pushUrlWhenEnabled, resetAppPushKeyCall } from '../company';
import { changePasswordCall, modifyPhoneNumberCall } from '../operator';
import { cipherPlainTextMaxLength, cipherTextRowSchema, customConfigRowSchema } from './custom-user-schemas';

/** The API configuration page: what the account reads (query) and changes (edit) there. */
const apiConfig = pageCalls(pageCodeOf('apiConfig'), 'customPlatform');
/** The account's own sign-in: custom-platform accounts have no profile page, whatever their first page. */
const ownAccount = callsWith({ kind: 'authenticated', onlyFor: 'customPlatform' });
/** What any signed-in operator may ask about their own API credentials. */
const anyOperator = callsWith(authenticatedAccess);
/** The forgotten-password step of a custom platform's own sign-in page. */
const signIn = callsWith(publicAccess);

const configInfoPath = 'custom/get-config-info';

export const customConfigInfoCall = apiConfig.read('query', {
  path: configInfoPath,
  obj: emptyObjSchema,
  row: customConfigRowSchema,
});

/** The operator's own rules: a code sent to the new number (utility/send-sms, purpose modify-phonenum). */
export const customModifyPhoneNumberCall = ownAccount.change({
  path: 'custom/modify-phonenum',
  obj: modifyPhoneNumberCall.obj,
  row: okRowSchema,
  changes: [configInfoPath, 'operator/current'],
});

/** The current password and the password rules; every session of the account ends. */
export const customChangePasswordCall = ownAccount.audited({
  path: 'custom/change-password',
  obj: changePasswordCall.obj,
  row: okRowSchema,
});

/**
 * A forgotten password in one step: the code operator/forget-password sent to the account's mobile and the
 * new password. Any mismatch (account, mobile, code, or an account that is not a custom platform's) is the
 * same 'invalid verification code', so nothing tells a prober which accounts exist.
 */
export const customResetPasswordCall = signIn.audited({
  path: 'custom/reset-password',
  obj: z.strictObject({
    account: accountNameSchema,
    mobile: phoneSchema,
    verificationCode: verificationCodeSchema,
    password: encryptedPasswordSchema,
  }),
  row: okRowSchema,
});

/** The app secret in clear after the account's password again; audited, wrong passwords limited. */
export const customSafeGetAppInfoCall = apiConfig.audited('query', {
  path: 'custom/safe-get-app-info',
  obj: z.strictObject({ password: encryptedPasswordSchema }),
  row: appSecretRowSchema,
});

/** A new app secret (the old one stops working at once), answered this once. */
export const customResetAppSecretCall = apiConfig.change('edit', {
  path: 'custom/reset-app-secret',
  obj: emptyObjSchema,
  row: appSecretRowSchema,
  changes: [configInfoPath],
});

/**
 * A new app key; the secret stays and is not answered. The spec names it operator/reset-app-key, which is
 * the administrators' call for another operator (account-admin), so the account's own is under custom/.
 */
export const customResetAppKeyCall = apiConfig.change('edit', {
  path: 'custom/reset-app-key',
  obj: emptyObjSchema,
  row: appInfoRowSchema,
  changes: [configInfoPath],
});

/** The company's push receiver and events (the enterprise settings' push, seen from the API account). */
export const customUpdatePushParamCall = apiConfig.change('edit', {
  path: 'custom/update-push-param',
  obj: z.strictObject(pushParamFields).refine(pushUrlWhenEnabled.check, pushUrlWhenEnabled.params),
  row: okRowSchema,
  changes: [configInfoPath],
});

/** A new push signing key for the company's pushes; the answer is the only time it is shown in full. */
export const resetPushKeyCall = apiConfig.change('edit', {
  path: 'operator/reset-push-key',
  obj: emptyObjSchema,
  row: resetAppPushKeyCall.row,
  changes: [configInfoPath],
});

/**
 * Signs a text with the caller's own app secret, so an API customer can check their signing code:
 * HMAC-SHA256 keyed with the app secret exactly as handed out (its UTF-8 bytes) over the UTF-8 text, in
 * lower-case hex. The secret itself is never answered. Any operator with app credentials may use it.
 */
export const generateCipherTextCall = anyOperator.audited({
  path: 'operator/generate-cipher-text',
  obj: z.strictObject({ plainText: z.string().min(1).max(cipherPlainTextMaxLength) }),
  row: cipherTextRowSchema,
});
