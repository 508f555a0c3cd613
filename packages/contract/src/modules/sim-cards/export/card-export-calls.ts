/** SIM card export: the card list's cards to a CSV or XLSX file, as a task. */
import { z } from 'zod';
import { pageCalls } from '../../../calls/declare-calls';
import { defaultLocale, localeCodes } from '../../../locales/locale-codes';
import {
  cardIdSchema,
  maximumCardBatch,
  simCardColumnKeys,
  simCardFilterSchema,
  simCardListPageCode,
} from '../list/sim-card-calls';

/** The file formats a card list export is written in. */
export const cardExportFormats = ['csv', 'xlsx'] as const;
export type CardExportFormat = (typeof cardExportFormats)[number];

/**
 * What to export: the cards the list's filters select, or up to 1,000 chosen cards (never both); the
 * format; the columns shown; the locale of the header and the code texts.
 */
export const simCardExportRequestSchema = z
  .strictObject({
    filter: simCardFilterSchema.optional(),
    cardIds: z.array(cardIdSchema).min(1).max(maximumCardBatch, 'cards:batch.tooMany').optional(),
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
export const simCardExportCall = pageCalls(simCardListPageCode).change('export', {
  path: 'simcard-list/export',
  obj: simCardExportRequestSchema,
  row: z.object({ taskId: z.number(), fileName: z.string() }),
  changes: ['task/list'],
});
