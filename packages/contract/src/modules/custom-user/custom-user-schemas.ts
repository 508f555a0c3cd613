import { z } from 'zod';
import { pushConfigRowSchema } from '../company';

/** The API configuration of a custom-platform account: who it is, its app key and its company's push. */
export const customConfigRowSchema = z.object({
  operatorId: z.number(),
  account: z.string(),
  /** Masked (138****5678); null until the account sets one. */
  mobile: z.string().nullable(),
  companyId: z.number(),
  companyName: z.string(),
  /** The app key; the secret is never part of this answer (custom/safe-get-app-info shows it). */
  appKey: z.string().nullable(),
  hasAppInfo: z.boolean(),
  /** The company's API push: address, on or off, events, and whether a signing key is set. */
  push: pushConfigRowSchema,
});
export type CustomConfigRow = z.infer<typeof customConfigRowSchema>;

/** The largest text the cipher helper signs: a request body of the open API fits well within it. */
export const cipherPlainTextMaxLength = 8192;

/** The algorithm of the cipher helper: HMAC-SHA256 keyed with the app secret, hex encoded. */
export const cipherAlgorithm = 'HMAC-SHA256' as const;

export const cipherTextRowSchema = z.object({
  appKey: z.string(),
  algorithm: z.literal(cipherAlgorithm),
  /** Lower-case hex of the HMAC. */
  cipherText: z.string(),
});
export type CipherTextRow = z.infer<typeof cipherTextRowSchema>;
