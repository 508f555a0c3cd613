/** Carrier boss accounts (sys/carrierAccount): a company's enterprise account at a carrier's platform. */
import { z } from 'zod';
import { pageCodeOf } from '../../pages/product-map';
import { carrier } from '../../codes/card-codes';
import { pageCalls } from '../../calls/declare-calls';
import { companyColumns, okRowSchema, recordIdSchema } from '../../calls/shared-schemas';
import { companyIdSchema, httpUrlSchema } from '../company';

export const carrierAccountPageCode = pageCodeOf('carrierAccount');

const accountIdSchema = recordIdSchema;
const accountNameSchema = z.string().trim().min(1).max(64);
/** The carrier's application id: letters, digits and . _ - as carriers issue them. */
const carrierAppIdSchema = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9._-]+$/, 'expected letters, digits, dots, dashes or underscores');
/** Sent in clear over TLS (the console's own session protects it); stored encrypted, never answered. */
const carrierPasswordSchema = z.string().min(1).max(256);

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

const accountIdObjSchema = z.strictObject({ id: accountIdSchema });

const carrierAccounts = pageCalls(carrierAccountPageCode);

/** What a change of one account changes: the list, and the account's detail. */
const accountReads = ['carrier-boss-account/list', 'carrier-boss-account/detail'];

export const carrierAccountListCall = carrierAccounts.read('query', {
  path: 'carrier-boss-account/list',
  obj: z.strictObject({
    /** Carrier staff may narrow to one company; others always see their own. */
    companyId: companyIdSchema.optional(),
    name: z.string().trim().max(64).optional(),
    carrier: carrier.schema.optional(),
    enabled: z.boolean().optional(),
  }),
  row: carrierAccountRowSchema,
  paged: true,
});

export const carrierAccountDetailCall = carrierAccounts.read('get', {
  path: 'carrier-boss-account/detail',
  obj: accountIdObjSchema,
  row: carrierAccountRowSchema,
});

export const carrierAccountAddCall = carrierAccounts.change('add', {
  path: 'carrier-boss-account/add',
  obj: z.strictObject({
    /** Carrier staff name the company; others add to their own. */
    companyId: companyIdSchema.optional(),
    name: accountNameSchema,
    carrier: carrier.schema,
    baseUrl: httpUrlSchema,
    appId: carrierAppIdSchema,
    password: carrierPasswordSchema,
    enabled: z.boolean().optional(),
  }),
  row: z.object({ id: z.number() }),
  changes: ['carrier-boss-account/list'],
});

/** Omitted fields stay; an omitted password keeps the stored one (the console never has it to send back). */
export const carrierAccountUpdateCall = carrierAccounts.change('edit', {
  path: 'carrier-boss-account/update',
  obj: z.strictObject({
    id: accountIdSchema,
    name: accountNameSchema.optional(),
    carrier: carrier.schema.optional(),
    baseUrl: httpUrlSchema.optional(),
    appId: carrierAppIdSchema.optional(),
    password: carrierPasswordSchema.optional(),
  }),
  row: okRowSchema,
  changes: accountReads,
});

/** Refused while cards still belong to the account. */
export const carrierAccountDeleteCall = carrierAccounts.change('delete', {
  path: 'carrier-boss-account/delete',
  obj: accountIdObjSchema,
  row: okRowSchema,
  changes: ['carrier-boss-account/list'],
});

export const carrierAccountEnableCall = carrierAccounts.change('enable', {
  path: 'carrier-boss-account/enable',
  obj: accountIdObjSchema,
  row: okRowSchema,
  changes: accountReads,
});

export const carrierAccountDisableCall = carrierAccounts.change('disable', {
  path: 'carrier-boss-account/disable',
  obj: accountIdObjSchema,
  row: okRowSchema,
  changes: accountReads,
});

export const carrierCheckRowSchema = z.object({
  ok: z.boolean(),
  /** What went wrong, in the carrier's words where it gave any; null when ok. */
  message: z.string().nullable(),
  latencyMs: z.number(),
  checkedAt: z.string(),
});
export type CarrierCheckRow = z.infer<typeof carrierCheckRowSchema>;

/** A live test of the stored credentials: a token and one cheap query; the result is kept on the account. */
export const carrierAccountCheckCall = carrierAccounts.change('edit', {
  path: 'carrier-boss-account/check',
  obj: accountIdObjSchema,
  row: carrierCheckRowSchema,
  changes: accountReads,
});

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

/** The enterprise account as the carrier reports it, asked live. */
export const carrierAccountEnterpriseInfoCall = carrierAccounts.read('get', {
  path: 'carrier-boss-account/ec-user-account-info',
  obj: accountIdObjSchema,
  row: carrierEnterpriseInfoRowSchema,
});

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

/** How the console talks to the account's carrier: limits and the recent call log. */
export const carrierAccountProfileCall = carrierAccounts.read('get', {
  path: 'carrier-boss-account/profile',
  obj: accountIdObjSchema,
  row: carrierProfileRowSchema,
});
