/** SIM card files: export, batch templates, import and carrier card sync. */
import { z } from 'zod';
import { carrier } from '../codes/card-codes';
import { defaultLocale, localeCodes } from '../locales/locale-codes';
import { carrierAccountPageCode } from './carrier-account-calls';
import { defineCall, pageAccess } from './define-call';
import {
  maximumCardBatch,
  simCardColumnKeys,
  simCardFilterSchema,
  simCardListPageCode,
} from './sim-card-calls';

/** The file formats a card list export is written in. */
export const cardExportFormats = ['csv', 'xlsx'] as const;
export type CardExportFormat = (typeof cardExportFormats)[number];

const exportedCardIdSchema = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/**
 * What to export: the cards the list's filters select, or up to 1,000 chosen cards (never both); the
 * format; the columns shown; the locale of the header and the code texts.
 */
export const simCardExportRequestSchema = z
  .strictObject({
    filter: simCardFilterSchema.optional(),
    cardIds: z.array(exportedCardIdSchema).min(1).max(maximumCardBatch, 'cards:batch.tooMany').optional(),
    format: z.enum(cardExportFormats),
    columns: z.array(z.enum(simCardColumnKeys)).min(1).max(simCardColumnKeys.length),
    locale: z.enum(localeCodes).default(defaultLocale),
  })
  .refine((obj) => (obj.filter === undefined) !== (obj.cardIds === undefined), {
    message: 'cardFiles:export.oneSelection',
    path: ['cardIds'],
  });
export type SimCardExportRequest = z.infer<typeof simCardExportRequestSchema>;

/**
 * Starts exporting cards of the caller's scope to a CSV or XLSX file (a task in the task centre); answers the
 * task. Chosen cards must all be within the caller's scope.
 */
export const simCardExportCall = defineCall({
  path: 'simcard-list/export',
  access: pageAccess(simCardListPageCode, 'export'),
  obj: simCardExportRequestSchema,
  row: z.object({ taskId: z.number(), fileName: z.string() }),
  paged: false,
  mutates: true,
  changes: ['task/list'],
});

// Card import, import templates and carrier card sync.

/** The file formats of a card import and of its template. */
export const cardImportFormats = ['csv', 'xlsx'] as const;
export type CardImportFormat = (typeof cardImportFormats)[number];

/** Columns of a card import file, in template order; only `iccid` is required. Texts: cardFiles:import.columns. */
export const cardImportColumns = [
  'iccid',
  'msisdn',
  'imsi',
  'cardStatus',
  'orgId',
  'ratePlan',
  'remark',
] as const;
export type CardImportColumn = (typeof cardImportColumns)[number];

/** The largest import file the server takes (the web checks it first, the server again). */
export const cardImportMaximumBytes = 64 * 1024 * 1024;

const importAccountIdSchema = z.number().int().positive().max(2_147_483_647);
const importOrgIdSchema = z.number().int().positive().max(2_147_483_647);

const cardTemplateObjSchema = z.strictObject({
  format: z.enum(cardImportFormats).default('csv'),
  /** The language of the header and the rules; the caller's own by default (en-US). */
  locale: z.enum(localeCodes).optional(),
});

/** POST answered with the file itself (not an envelope): the header, one example row and the rules. */
export const carrierAccountCardTemplateDownloadCall = defineCall({
  path: 'carrier-boss-account/card-template-download',
  access: pageAccess(carrierAccountPageCode, 'import'),
  obj: cardTemplateObjSchema,
  row: z.object({}),
  paged: false,
  mutates: false,
});

/** The same template, from the SIM card list's import. */
export const simCardTemplateDownloadCall = defineCall({
  path: 'simcard/card-template-download',
  access: pageAccess(simCardListPageCode, 'import'),
  obj: cardTemplateObjSchema,
  row: z.object({}),
  paged: false,
  mutates: false,
});

/** An import or sync just started: follow it in the task centre. */
export const cardTaskStartedRowSchema = z.object({ taskId: z.number(), fileName: z.string().nullable() });
export type CardTaskStartedRow = z.infer<typeof cardTaskStartedRowSchema>;

/**
 * multipart/form-data: a field `obj` (this schema, as JSON) and a field `file` (CSV or XLSX, checked by its
 * first bytes, at most cardImportMaximumBytes). Starts a 'sim-card-import' task: good rows land, bad rows go to
 * the task's error report.
 */
export const carrierAccountCardImportCall = defineCall({
  path: 'carrier-boss-account/card-import',
  access: pageAccess(carrierAccountPageCode, 'import'),
  obj: z.strictObject({
    /** The carrier account the cards belong to. */
    id: importAccountIdSchema,
    /** Where cards without an org column go; default: the account company's root (or the caller's org). */
    orgId: importOrgIdSchema.optional(),
  }),
  row: cardTaskStartedRowSchema,
  paged: false,
  mutates: true,
  changes: ['task/list'],
});

/** The SIM card list's import: the same task; the carrier is named by an account or by its code. */
export const simCardImportCall = defineCall({
  path: 'simcard/card-import',
  access: pageAccess(simCardListPageCode, 'import'),
  obj: z
    .strictObject({
      carrierAccountId: importAccountIdSchema.optional(),
      carrier: carrier.schema.optional(),
      orgId: importOrgIdSchema.optional(),
    })
    .refine((obj) => obj.carrierAccountId !== undefined || obj.carrier !== undefined, {
      message: 'name the carrier account or the carrier',
      path: ['carrier'],
    }),
  row: cardTaskStartedRowSchema,
  paged: false,
  mutates: true,
  changes: ['task/list'],
});

/**
 * Pulls the account's cards from the carrier as a 'sim-card-sync' task: new cards land in the account's company
 * (its root org, or `orgId`), known ones get the carrier's numbers and status. Running it twice changes nothing.
 */
export const carrierAccountCardSyncCall = defineCall({
  path: 'carrier-boss-account/card-sync',
  access: pageAccess(carrierAccountPageCode, 'import'),
  obj: z.strictObject({ id: importAccountIdSchema, orgId: importOrgIdSchema.optional() }),
  row: cardTaskStartedRowSchema,
  paged: false,
  mutates: true,
  changes: ['task/list'],
});
