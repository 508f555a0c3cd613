import { z } from 'zod';
import { deployType } from '../../codes/account-codes';
import { cardStatus } from '../../codes/card-status';
import { mailSchema } from '../../rules/schemas';
import { companyColumns, recordIdSchema } from '../../calls/shared-schemas';

/** A company id as the console sends it. */
export const companyIdSchema = recordIdSchema;

/** Enterprise settings apply to the caller's own company; carrier staff may name another one. */
export const targetCompanySchema = z.strictObject({ companyId: companyIdSchema.optional() });

export const companyNameSchema = z.string().trim().min(1).max(64);
export const platformNameSchema = z.string().trim().min(1).max(64);

/** Logo image types accepted, by what the file's first bytes say (never by its name). */
export const logoImageTypes = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export type LogoImageType = (typeof logoImageTypes)[number];

/** Largest logo after the browser's compression; its data URL still fits the 2 MiB request limit. */
export const logoMaxBytes = 1_500_000;

/** A base64 data URL of one of the accepted image types (the server checks the bytes match the type). */
export const logoDataUrlSchema = z
  .string()
  .max(Math.ceil(logoMaxBytes / 3) * 4 + 40, 'the logo is larger than 1.5 MB')
  .regex(
    /^data:image\/(png|jpeg|gif|webp);base64,[A-Za-z0-9+/]+={0,2}$/,
    'expected a PNG, JPEG, GIF or WebP data URL',
  );

function isUrlWithProtocol(value: string, protocols: readonly string[]): boolean {
  try {
    const url = new URL(value);
    return (
      protocols.includes(url.protocol) && url.hostname !== '' && url.username === '' && url.password === ''
    );
  } catch {
    return false;
  }
}

/** An https address without credentials in it (real-name platform). */
export const httpsUrlSchema = z
  .string()
  .trim()
  .max(2048)
  .refine((value) => isUrlWithProtocol(value, ['https:']), 'expected an https:// address');

/** An http or https address without credentials in it (API push receiver). */
export const httpUrlSchema = z
  .string()
  .trim()
  .max(2048)
  .refine(
    (value) => isUrlWithProtocol(value, ['http:', 'https:']),
    'expected an http:// or https:// address',
  );

/** A host name or an IP address (IPv6 without brackets). */
export const hostSchema = z
  .string()
  .trim()
  .min(1)
  .max(253)
  .regex(
    /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.?)+$|^[0-9A-Fa-f:.]+$/,
    'expected a host name or an IP address',
  );

/** Events a company may subscribe its API push to; each payload is { type, timestamp, data }. */
export const pushEventTypes = [
  'card.status.changed',
  'card.usage.alarm',
  'card.realname.changed',
  'card.imei.changed',
  'card.separated',
  'pool.usage.alarm',
  'order.completed',
  'task.finished',
] as const;
export type PushEventType = (typeof pushEventTypes)[number];
export const pushEventTypeSchema = z.enum(pushEventTypes);

/** What a company chooses of its API push: the receiver's address, on or off, and the events it gets. */
export const pushParamFields = {
  url: httpUrlSchema.nullable(),
  enabled: z.boolean(),
  events: z.array(pushEventTypeSchema).max(50),
};

/** Turning the push on needs an address: `schema.refine(pushUrlWhenEnabled.check, pushUrlWhenEnabled.params)`. */
export const pushUrlWhenEnabled = {
  check: (obj: { url: string | null; enabled: boolean }) => !obj.enabled || Boolean(obj.url),
  params: { message: 'the push address is required to enable the push', path: ['url'] },
};

/** A Standard Webhooks signing secret: 'whsec_' and the base64 of 24 to 64 random bytes. */
export const pushSigningKeySchema = z
  .string()
  .trim()
  .regex(/^whsec_[A-Za-z0-9+/]{32,88}={0,2}$/, "expected 'whsec_' followed by the base64 of 24 to 64 bytes");

/** What an imported card becomes when its file does not say (stock statuses only). */
export const importStatusCodes = [
  cardStatus.byName.inventory,
  cardStatus.byName.testable,
  cardStatus.byName.pendingActivation,
] as const;

/** What an import does with an ICCID that already exists: leave it, update it, or refuse the row. */
export const duplicateHandlings = ['skip', 'update', 'reject'] as const;
export type DuplicateHandling = (typeof duplicateHandlings)[number];

export const cardImportConfigSchema = z.object({
  defaultCardStatus: z.literal(importStatusCodes),
  duplicateHandling: z.enum(duplicateHandlings),
  /** Refuse ICCIDs whose last digit is not their Luhn check digit. */
  validateIccidChecksum: z.boolean(),
});
export type CardImportConfig = z.infer<typeof cardImportConfigSchema>;

/** The card import rules a company starts with. */
export const defaultCardImportConfig: CardImportConfig = {
  defaultCardStatus: cardStatus.byName.inventory,
  duplicateHandling: 'reject',
  validateIccidChecksum: true,
};

export const rnAccountConfigRowSchema = z.object({
  /** 1: real-name pages open the real-name platform in a new window. */
  rnPlatformUsage: z.number(),
  rnPlatformUrl: z.string().nullable(),
});
export type RnAccountConfigRow = z.infer<typeof rnAccountConfigRowSchema>;

/** The outgoing mail server; the password never leaves the server, only whether one is stored. */
export const mailConfigRowSchema = z.object({
  configured: z.boolean(),
  host: z.string().nullable(),
  port: z.number().nullable(),
  secure: z.boolean(),
  username: z.string().nullable(),
  passwordSet: z.boolean(),
  fromAddress: z.string().nullable(),
  enabled: z.boolean(),
});
export type MailConfigRow = z.infer<typeof mailConfigRowSchema>;

export const mailConfigEditSchema = z.strictObject({
  companyId: companyIdSchema.optional(),
  host: hostSchema,
  port: z.number().int().min(1).max(65_535),
  /** True: TLS from the first byte (port 465); false: STARTTLS when the server offers it. */
  secure: z.boolean(),
  username: z.string().trim().max(254).optional(),
  /** Omitted: the stored password stays. */
  password: z.string().min(1).max(256).optional(),
  /** Removes the stored password (a server without authentication). */
  clearPassword: z.boolean().optional(),
  fromAddress: mailSchema,
  enabled: z.boolean(),
});

export const testMailRowSchema = z.object({
  to: z.string(),
  /** What the mail server answered when it took the mail. */
  response: z.string(),
  durationMs: z.number(),
});
export type TestMailRow = z.infer<typeof testMailRowSchema>;

export const pushConfigRowSchema = z.object({
  url: z.string().nullable(),
  enabled: z.boolean(),
  events: z.array(pushEventTypeSchema),
  keySet: z.boolean(),
  /** 'whsec_Ab…yz': enough to recognise the key, never enough to use it. */
  maskedKey: z.string().nullable(),
});
export type PushConfigRow = z.infer<typeof pushConfigRowSchema>;

export const pushKeyRowSchema = pushConfigRowSchema.pick({ keySet: true, maskedKey: true });
export type PushKeyRow = z.infer<typeof pushKeyRowSchema>;

export const pushSampleRowSchema = z.object({
  eventType: pushEventTypeSchema,
  headers: z.record(z.string(), z.string()),
  body: z.string(),
});
export type PushSampleRow = z.infer<typeof pushSampleRowSchema>;

/** What the receiver did with a test push; a refusal or a time-out is a result too, not an error. */
export const pushTestRowSchema = z.object({
  delivered: z.boolean(),
  url: z.string(),
  messageId: z.string(),
  httpStatus: z.number().nullable(),
  durationMs: z.number(),
  error: z.string().nullable(),
  /** The start of what the receiver answered. */
  responseBody: z.string().nullable(),
});
export type PushTestRow = z.infer<typeof pushTestRowSchema>;

/** One company as carrier staff manage it. */
export const companyRowSchema = z.object({
  ...companyColumns,
  platformName: z.string(),
  deployType: deployType.schema,
  isCarrier: z.boolean(),
  operatorCount: z.number(),
  createTime: z.string(),
});
export type CompanyRow = z.infer<typeof companyRowSchema>;

export const companyFieldsSchema = z.strictObject({
  companyName: companyNameSchema,
  platformName: platformNameSchema,
  deployType: deployType.schema,
});
