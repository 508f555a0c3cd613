import { z } from 'zod';
import { ruleMessageKeys } from './message-keys';
import { passwordMinLength, passwordsMatch } from './password';
import { mailMaxLength, mailPattern, phonePattern, verificationCodePattern } from './validators';

/** A required string: missing or empty reports only the required message, not the format one too. */
function requiredString(requiredKey: string) {
  return z.string({ error: requiredKey }).min(1, { error: requiredKey, abort: true });
}

/** Mainland mobile number; errors are `rules` i18n keys. */
export const phoneSchema = requiredString(ruleMessageKeys.required.phone).regex(phonePattern, {
  error: ruleMessageKeys.phone.format,
});

/** E-mail address; errors are `rules` i18n keys. */
export const mailSchema = requiredString(ruleMessageKeys.required.mail)
  .max(mailMaxLength, { error: ruleMessageKeys.mail.format })
  .regex(mailPattern, { error: ruleMessageKeys.mail.format });

/** Password of at least 6 characters, kept as typed (no trimming, no truncation). */
export const passwordSchema = requiredString(ruleMessageKeys.required.password).refine(
  (password) => Array.from(password).length >= passwordMinLength,
  { error: ruleMessageKeys.password.tooShort },
);

/** 6-digit verification code; errors are `rules` i18n keys. */
export const verificationCodeSchema = requiredString(ruleMessageKeys.required.verificationCode).regex(
  verificationCodePattern,
  { error: ruleMessageKeys.verificationCode.format },
);

/** A new password with its confirmation; a mismatch is reported on the confirmation field. */
export const passwordConfirmationSchema = z
  .strictObject({ password: passwordSchema, confirmation: z.string() })
  .refine((value) => passwordsMatch(value.password, value.confirmation), {
    error: ruleMessageKeys.password.mismatch,
    path: ['confirmation'],
  });
