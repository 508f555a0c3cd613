import { z } from 'zod';
import { pageCodeOf } from '../../../pages/product-map';
import { pageCalls } from '../../../calls/declare-calls';
import { bigRecordIdSchema } from '../../../calls/shared-schemas';
import {
  batchChangeRowSchema,
  changeOrderRowSchema,
  changeOrderStates,
  maximumCardChangeBatch,
  oneCardChangeReads,
} from '../../sim-cards/change/card-change-calls';
import { cardNumberSchema } from '../../sim-cards/list/sim-card-calls';

/** The data-session reset page's code. */
export const sessionResetPageCode = pageCodeOf('enhancedNetwork-cardStatusReset');
const sessionReset = pageCalls(sessionResetPageCode);

/** A file of cards to reset: plain text or CSV, one ICCID, MSISDN or IMSI a line (the first column). */
export const sessionResetFileAccept = '.txt,.csv';
export const sessionResetFileMaximumBytes = 1024 * 1024;
/** How many cards one file may name: a batch change's limit. */
export const maximumSessionResetBatch = maximumCardChangeBatch;

/** Rows per page of the reset list (keyset pages). */
export const sessionResetPageSizes = [20, 50, 100] as const;

const sessionResetChanges = ['session-reset/list', 'card-diagnosis/diagnose', ...oneCardChangeReads];

/**
 * Resets a card's data session at the carrier (the device attaches again with a new address): a change order,
 * throttled and tracked like every change; a card not on the network is refused before the carrier is asked.
 */
export const sessionResetCall = sessionReset.change('edit', {
  path: 'session-reset/reset',
  obj: z.strictObject({ cardNumber: cardNumberSchema }),
  row: changeOrderRowSchema,
  changes: sessionResetChanges,
});

/** Resets the data sessions of the cards a file names, as a task with a per-card report (multipart: `file`). */
export const sessionResetBatchCall = sessionReset.change('import', {
  path: 'session-reset/batch',
  obj: z.strictObject({}),
  row: batchChangeRowSchema,
  changes: ['session-reset/list', 'task/list'],
});

/** The session resets the caller sees, newest first, in keyset pages (send the previous `nextCursor`). */
export const sessionResetListCall = sessionReset.read('query', {
  path: 'session-reset/list',
  obj: z.strictObject({
    state: z.enum(changeOrderStates).optional(),
    /** Resets that include this card (ICCID, MSISDN or IMSI). */
    cardNumber: cardNumberSchema.optional(),
    cursor: bigRecordIdSchema.optional(),
    pageSize: z.number().int().min(1).max(100).default(20),
  }),
  row: z.object({
    orders: z.array(changeOrderRowSchema),
    nextCursor: z.number().nullable(),
    /** Every reset the filter matches, counted (resets are few: one per card now and then). */
    total: z.number(),
    totalIsEstimate: z.boolean(),
  }),
});
