import { z } from 'zod';
import { defaultLocale, localeCodes } from '../locales/locale-codes';
import type { AnyCodeTable } from '../codes/code-table';

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

/** The time range filter of a list: from and to, both inclusive, either open. */
export const timeRangeFilterFields = { from: dateTimeSchema.optional(), to: dateTimeSchema.optional() };

/**
 * What a keyset page answers besides its rows: the cursor of the next page (null on the last page) and the total,
 * the planner's estimate when the set is large.
 */
export const keysetPageFields = {
  nextCursor: z.number().nullable(),
  total: z.number(),
  totalIsEstimate: z.boolean(),
};

/** Columns of answered rows, named for what they hold: times are ISO 8601 text; null when not known or not yet. */
export const timeColumn = z.string();
export const optionalTimeColumn = z.string().nullable();
export const optionalTextColumn = z.string().nullable();
export const optionalNumberColumn = z.number().nullable();

/** The card a row is about (its id and numbers) and the company and org it sits in. */
export const placedCardColumns = {
  cardId: z.number(),
  iccid: z.string(),
  msisdn: z.string().nullable(),
  ...companyColumns,
  ...orgColumns,
};

/** Where a keyset list may start and how long its page is (newest first): send the last `nextCursor` as `cursor`. */
export const keysetRequestFields = {
  cursor: bigRecordIdSchema.optional(),
  pageSize: z.number().int().min(1).max(100).default(20),
};

/** The scope filters of a list: carrier staff may narrow to a company, anyone to an org they see. */
export const scopeFilterFields = { companyId: recordIdSchema.optional(), orgId: recordIdSchema.optional() };

/** The file formats a list's export writes. */
export const exportFormats = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof exportFormats)[number];

/** What a list's export asks besides its filter: the file format, and the language of its headers and code texts. */
export const exportRequestFields = {
  format: z.enum(exportFormats),
  locale: z.enum(localeCodes).default(defaultLocale),
};

/** A list's export request: the list's filter, the file format and the language. */
export function exportRequestSchema<Filter extends z.ZodType>(filter: Filter) {
  return z.strictObject({ filter, ...exportRequestFields });
}

/** What an export call answers: the task that writes the file. */
export const exportTaskRowSchema = z.object({ taskId: z.number() });

/** A list filter of some codes of a table (a multiple select): at most every code once. */
export function codesFilter<Table extends Pick<AnyCodeTable, 'schema' | 'codes'>>(table: Table) {
  return z
    .array(table.schema as Table['schema'])
    .max(table.codes.length)
    .optional();
}

/** A keyset page's answer: the rows under the list's own name ('vehicles', 'registrations'), then the paging. */
export function keysetPageOf<const Key extends string, Row extends z.ZodType>(key: Key, row: Row) {
  return z.object({ [key]: z.array(row), ...keysetPageFields } as {
    [K in Key]: z.ZodArray<Row>;
  } & typeof keysetPageFields);
}
