/** The field and row schemas of carrier boss accounts. */
import { z } from 'zod';
import { companyColumns, recordIdSchema } from '../../calls/shared-schemas';

/** A carrier account as calls name it. */
export const carrierAccountIdSchema = recordIdSchema;
export const carrierAccountNameSchema = z.string().trim().min(1).max(64);
/** The carrier's application id: letters, digits and . _ - as carriers issue them. */
export const carrierAppIdSchema = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9._-]+$/, 'expected letters, digits, dots, dashes or underscores');
/** Sent in clear over TLS (the console's own session protects it); stored encrypted, never answered. */
export const carrierPasswordSchema = z.string().min(1).max(256);

/** One account as the console shows it: the password only as `passwordSet`. */
export const carrierAccountRowSchema = z.object({
  id: z.number(),
  ...companyColumns,
  name: z.string(),
  carrier: z.number(),
  baseUrl: z.string(),
  appId: z.string(),
  passwordSet: z.boolean(),
  enabled: z.boolean(),
  /** Null until the first check. */
  lastCheckOk: z.boolean().nullable(),
  lastCheckMessage: z.string().nullable(),
  lastCheckLatencyMs: z.number().nullable(),
  lastCheckAt: z.string().nullable(),
  createdAt: z.string(),
});
export type CarrierAccountRow = z.infer<typeof carrierAccountRowSchema>;

export const carrierCheckRowSchema = z.object({
  ok: z.boolean(),
  /** What went wrong, in the carrier's words where it gave any; null when ok. */
  message: z.string().nullable(),
  latencyMs: z.number(),
  checkedAt: z.string(),
});
export type CarrierCheckRow = z.infer<typeof carrierCheckRowSchema>;

export const carrierEnterpriseInfoRowSchema = z.object({
  accountId: z.number(),
  appId: z.string(),
  /** Lifetime of a token the carrier issues, in seconds. */
  tokenLifetimeSeconds: z.number(),
  /** Data pools (groups) the carrier holds for the account. */
  poolCount: z.number(),
  pools: z.array(
    z.object({
      poolId: z.string(),
      name: z.string(),
      memberCount: z.number(),
      quotaKb: z.number(),
    }),
  ),
  /** Whether the account has any card at the carrier (the first page of its card list). */
  hasCards: z.boolean(),
});
export type CarrierEnterpriseInfoRow = z.infer<typeof carrierEnterpriseInfoRowSchema>;

export const carrierCallLogRowSchema = z.object({
  at: z.string(),
  endpoint: z.string(),
  cardCount: z.number(),
  orderNumber: z.string().nullable(),
  httpStatus: z.number().nullable(),
  durationMs: z.number(),
  errorCode: z.string().nullable(),
});
export type CarrierCallLogRow = z.infer<typeof carrierCallLogRowSchema>;

export const carrierProfileRowSchema = z.object({
  accountId: z.number(),
  /** Cards per call the gateway sends at most. */
  batchLimit: z.number(),
  callsLastDay: z.number(),
  failuresLastDay: z.number(),
  averageDurationMs: z.number().nullable(),
  recentCalls: z.array(carrierCallLogRowSchema),
});
export type CarrierProfileRow = z.infer<typeof carrierProfileRowSchema>;
