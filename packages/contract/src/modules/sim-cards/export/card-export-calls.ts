/** SIM card export: the card list's cards to a CSV or XLSX file, as a task. */
import { z } from 'zod';
import { defineCall, pageAccess } from '../../../calls/define-call';
import { defaultLocale, localeCodes } from '../../../locales/locale-codes';
import {
  maximumCardBatch,
  simCardColumnKeys,
  simCardFilterSchema,
  simCardListPageCode,
} from '../list/sim-card-calls';

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
  mutates: true,
  changes: ['task/list'],
});
