/** Mainland mobile number: 1 followed by 10 digits (spec §5). */
export const phonePattern = /^1\d{10}$/;

/**
 * E-mail: the WHATWG (HTML input type=email) pattern, with at least one dot in the domain
 * because an operator's address is never on a bare host name.
 */
export const mailPattern =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

/** The longest address SMTP can carry (RFC 5321). */
export const mailMaxLength = 254;

/** Verification (SMS) code: exactly 6 digits. */
export const verificationCodePattern = /^\d{6}$/;

/** Whether a value is a mainland mobile number. */
export function isValidPhone(value: string): boolean {
  return phonePattern.test(value);
}

/** Whether a value is a well-formed e-mail address. */
export function isValidMail(value: string): boolean {
  return value.length <= mailMaxLength && mailPattern.test(value);
}

/** Whether a value is a 6-digit verification code. */
export function isValidVerificationCode(value: string): boolean {
  return verificationCodePattern.test(value);
}
