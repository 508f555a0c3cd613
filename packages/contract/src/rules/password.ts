/** Minimum password length (spec §5). There is no maximum below what the body limit allows: never truncate. */
export const passwordMinLength = 6;

/** Length from which a password with 3 character classes counts as strong. */
export const strongPasswordMinLength = 8;

/** Length from which a passphrase with 2 character classes counts as strong. */
export const strongPassphraseMinLength = 16;

export type PasswordStrength = 'short' | 'medium' | 'strong';

/** Counts characters, not UTF-16 units, so an emoji or CJK extension character counts once. */
function characterCount(value: string): number {
  return Array.from(value).length;
}

/** Number of classes present among lower case, upper case, digit and symbol (anything else). */
export function passwordCharacterClasses(password: string): number {
  const classes = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^a-zA-Z0-9]/];
  return classes.filter((pattern) => pattern.test(password)).length;
}

/** Whether a password is long enough to be accepted. */
export function isValidPassword(password: string): boolean {
  return characterCount(password) >= passwordMinLength;
}

/**
 * Strength shown beside the password field:
 * - short: fewer than 6 characters (refused);
 * - strong: 8+ characters with 3+ classes, or a 16+ character passphrase with 2+ classes,
 *   because length beats composition;
 * - medium: anything else that is accepted.
 */
export function passwordStrength(password: string): PasswordStrength {
  const length = characterCount(password);
  if (length < passwordMinLength) return 'short';
  const classes = passwordCharacterClasses(password);
  if (length >= strongPasswordMinLength && classes >= 3) return 'strong';
  if (length >= strongPassphraseMinLength && classes >= 2) return 'strong';
  return 'medium';
}

/** Whether the password and its confirmation are the same, character for character. */
export function passwordsMatch(password: string, confirmation: string): boolean {
  return password === confirmation;
}
