import { z } from 'zod';

/** An empty `obj`: the call takes no parameters. */
export const emptyObjSchema = z.strictObject({});

/** A password as it travels: RSA-OAEP (SHA-256) ciphertext in base64, never the plain text. */
export const encryptedPasswordSchema = z
  .string()
  .min(16)
  .max(2048)
  .regex(/^[A-Za-z0-9+/=]+$/, 'rules:password.encrypted');

export const accountNameSchema = z.string().trim().min(1).max(64);

/** A search text of a list filter. */
export const filterTextSchema = z.string().trim().max(64);

/** Opaque single-use ticket handed out by one step of a flow and spent by the next. */
export const ticketSchema = z.string().min(16).max(128);

/** The id of a row keyed by a 32-bit integer (companies, orgs, operators, tasks…): larger is no such row. */
export const recordIdSchema = z.number().int().positive().max(2_147_483_647);

/** The id of a row keyed by a 64-bit integer (cards, change orders, messages): any positive safe integer. */
export const bigRecordIdSchema = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** A place among siblings (orgs, dictionary entries) as a form sets it: smaller comes first. */
export const orderNumSchema = z.number().int().min(0).max(99_999);

export const okRowSchema = z.object({ ok: z.boolean() });

/** The company a row belongs to, as answers show it. */
export const companyColumns = { companyId: z.number(), companyName: z.string() };

/** The operator a row is about, as answers name them: the id, the account name and the person's name. */
export const operatorNameColumns = { operatorId: z.number(), account: z.string(), name: z.string() };

/** The org a row sits in, as answers show it; null outside the org tree. */
export const orgColumns = { orgId: z.number().nullable(), orgName: z.string().nullable() };

/** An org as a picker or a filter offers it: flat, the tree rebuilt from parentId and orderNum. */
export const orgOptionSchema = z.object({
  orgId: z.number(),
  parentId: z.number().nullable(),
  name: z.string(),
  orderNum: z.number(),
});

/** What a list's filter bar offers of the caller's scope: its orgs, and the companies for carrier staff. */
export const scopeFilterOptionsRowSchema = z.object({
  orgs: z.array(orgOptionSchema.extend({ companyId: z.number() })),
  /** Empty unless the caller sees more than their own company. */
  companies: z.array(z.object({ companyId: z.number(), name: z.string() })),
});
export type ScopeFilterOptions = z.infer<typeof scopeFilterOptionsRowSchema>;

/** Dates as the console sends them: 'YYYY-MM-DD HH:mm:ss' or ISO 8601. */
export const dateTimeSchema = z
  .string()
  .max(40)
  .refine(
    (value) => !Number.isNaN(Date.parse(value.replace(' ', 'T'))),
    'expected a date and time (YYYY-MM-DD HH:mm:ss)',
  );

/** A text a row may lack (null): a reply not received yet, a reason not given. */
export const textOrNull = z.string().nullable();

/** The time range filter of a list: from and to, both inclusive, either open. */
export const timeRangeFilterFields = { from: dateTimeSchema.optional(), to: dateTimeSchema.optional() };

/** A keyset list's request: the previous page's `nextCursor` (none for the first) and the page size. */
export const keysetQueryFields = {
  cursor: bigRecordIdSchema.optional(),
  pageSize: z.number().int().min(1).max(100).default(20),
};

/**
 * What a keyset page answers besides its rows: the cursor of the next page (null on the last page) and the total,
 * the planner's estimate when the set is large.
 */
export const keysetPageFields = {
  nextCursor: z.number().nullable(),
  total: z.number(),
  totalIsEstimate: z.boolean(),
};

/** The card a row is about (its id and numbers) and the company and org it sits in. */
export const placedCardColumns = {
  cardId: z.number(),
  iccid: z.string(),
  msisdn: z.string().nullable(),
  ...companyColumns,
  ...orgColumns,
};
