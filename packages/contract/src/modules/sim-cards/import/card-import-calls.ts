/** SIM card import: the import templates and the import of a card file from the list or a carrier account. */
import { z } from 'zod';
import { carrier } from '../../../codes/card-codes';
import { localeCodes } from '../../../locales/locale-codes';
import { carrierAccountPageCode } from '../../carrier-account';
import { pageCalls } from '../../../calls/declare-calls';
import { recordIdSchema } from '../../../calls/shared-schemas';
import { simCardListPageCode } from '../list/sim-card-calls';

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

/** A carrier account named by an import or a sync. */
export const importAccountIdSchema = recordIdSchema;
/** The org cards of an import or a sync land in. */
export const importOrgIdSchema = recordIdSchema;

const carrierAccounts = pageCalls(carrierAccountPageCode);
const simCardList = pageCalls(simCardListPageCode);

/** What a template download asks for: the file's format and language (any import's template). */
export const templateDownloadObjSchema = z.strictObject({
  format: z.enum(cardImportFormats).default('csv'),
  /** The language of the header and the rules; the caller's own by default (en-US). */
  locale: z.enum(localeCodes).optional(),
});

/** POST answered with the file itself (not an envelope): the header, one example row and the rules. */
export const carrierAccountCardTemplateDownloadCall = carrierAccounts.read('import', {
  path: 'carrier-boss-account/card-template-download',
  obj: templateDownloadObjSchema,
  row: z.object({}),
});

/** The same template, from the SIM card list's import. */
export const simCardTemplateDownloadCall = simCardList.read('import', {
  path: 'simcard/card-template-download',
  obj: templateDownloadObjSchema,
  row: z.object({}),
});

/** An import or sync just started: follow it in the task centre. */
export const cardTaskStartedRowSchema = z.object({ taskId: z.number(), fileName: z.string().nullable() });
export type CardTaskStartedRow = z.infer<typeof cardTaskStartedRowSchema>;

/**
 * multipart/form-data: a field `obj` (this schema, as JSON) and a field `file` (CSV or XLSX, checked by its
 * first bytes, at most cardImportMaximumBytes). Starts a 'sim-card-import' task: good rows land, bad rows go to
 * the task's error report.
 */
export const carrierAccountCardImportCall = carrierAccounts.change('import', {
  path: 'carrier-boss-account/card-import',
  obj: z.strictObject({
    /** The carrier account the cards belong to. */
    id: importAccountIdSchema,
    /** Where cards without an org column go; default: the account company's root (or the caller's org). */
    orgId: importOrgIdSchema.optional(),
  }),
  row: cardTaskStartedRowSchema,
  changes: ['task/list'],
});

/** The SIM card list's import: the same task; the carrier is named by an account or by its code. */
export const simCardImportCall = simCardList.change('import', {
  path: 'simcard/card-import',
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
  changes: ['task/list'],
});
