/**
 * The error catalogue (spec §8) as status strings carried in the envelope.
 * The web maps each to its notice; the server answers with these and nothing else.
 */
export const status = {
  success: '0',
  /** Unauthenticated: no session token at all. */
  unauthorized: '401',
  /** Signed in but the page code or button action is not granted. */
  forbidden: '403',
  notFound: '404',
  /** Failed validation of the request body. */
  badRequest: '400',
  conflict: '409',
  tooManyRequests: '429',
  serverError: '500',
  /** Login state expired or revoked. */
  loginExpired: '10022',
  /** Credentials refused (same answer for unknown account and wrong password). */
  invalidCredentials: '10031',
  /** Account locked after consecutive failures. */
  accountLocked: '10032',
  /** Account disabled by an administrator. */
  accountDisabled: '10033',
  /** Verification code wrong, used or expired. */
  invalidVerificationCode: '10034',
  /** SMS sent too often. */
  smsRateLimited: '10035',
  /** Current password given for a change did not match. */
  wrongCurrentPassword: '10036',
  /** The user agreement must be accepted first. */
  agreementRequired: '10041',
  /** Password older than the configured age: reset before going on. */
  passwordExpired: '10043',
} as const;

export type StatusCode = (typeof status)[keyof typeof status];

/** HTTP status that goes with each envelope status (the body always carries the envelope). */
export const httpStatusOf: Record<StatusCode, number> = {
  '0': 200,
  '401': 401,
  '403': 200,
  '404': 200,
  '400': 200,
  '409': 200,
  '429': 429,
  '500': 500,
  '10022': 200,
  '10031': 200,
  '10032': 200,
  '10033': 200,
  '10034': 200,
  '10035': 200,
  '10036': 200,
  '10041': 200,
  '10043': 200,
};

/** i18n key (namespace 'errors') of the text shown for a status. */
export function errorTextKey(code: string): string {
  return `errors:status.${code}`;
}
