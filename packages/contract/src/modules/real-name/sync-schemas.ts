// Status sync with the carrier: runs that ask the carrier for the real-name status of cards and settle what
// differs, and the notifications of real-name changes pushed to the car maker's receiver.
import { z } from 'zod';
import { cardStateFilterSchema } from './card-state-schemas';
import { realNameStatus } from '../../codes/real-name-codes';
import {
  bigRecordIdSchema,
  companyColumns,
  keysetPageOf,
  keysetRequestFields,
  optionalNumberColumn,
  optionalTextColumn,
  optionalTimeColumn,
  placedCardColumns,
  recordIdSchema,
  timeColumn,
  timeRangeFilterFields,
} from '../../calls/shared-schemas';
import { pushStatus } from '../../codes/call-record-codes';
import { pushRecordRowSchema } from '../call-records/call-record-schemas';
import { cardNumberSchema, maximumCardBatch } from '../sim-cards/list/sim-card-calls';

/** Who started a run: the module's daily schedule, or an operator. */
export const syncTriggers = ['scheduled', 'operator'] as const;
export type SyncTrigger = (typeof syncTriggers)[number];

/** Which cards a run asks about: named ones, those of a card-state filter, or every card of the caller's scope. */
export const syncScopes = ['cards', 'filter', 'all'] as const;
export type SyncScope = (typeof syncScopes)[number];

export const syncRunStatuses = ['running', 'completed', 'failed', 'cancelled'] as const;
export type SyncRunStatus = (typeof syncRunStatuses)[number];

/** What a run kept of a card: only differences and errors get a row (the cards in agreement are counted). */
export const syncOutcomes = ['changed', 'error'] as const;
export type SyncOutcome = (typeof syncOutcomes)[number];

/** What may differ between the console and the carrier. */
export const syncDifferences = ['status', 'vin', 'partyType', 'refusal'] as const;
export type SyncDifference = (typeof syncDifferences)[number];

export const syncFilterSchema = z.strictObject({
  companyId: recordIdSchema.optional(),
  statuses: z.array(z.enum(syncRunStatuses)).max(syncRunStatuses.length).optional(),
  trigger: z.enum(syncTriggers).optional(),
  ...timeRangeFilterFields,
});
export const syncListObjSchema = syncFilterSchema.extend(keysetRequestFields);
export type SyncListObj = z.infer<typeof syncListObjSchema>;

/** One run: who started it, over what, how far it got, and what it found. */
export const syncRowSchema = z.object({
  id: z.number(),
  ...companyColumns,
  trigger: z.enum(syncTriggers),
  operatorName: optionalTextColumn,
  scope: z.enum(syncScopes),
  /** The cards the scope named when the run started. */
  cardCount: z.number(),
  status: z.enum(syncRunStatuses),
  taskId: optionalNumberColumn,
  startedAt: timeColumn,
  finishedAt: optionalTimeColumn,
  checked: z.number(),
  inAgreement: z.number(),
  changed: z.number(),
  errors: z.number(),
  failure: optionalTextColumn,
});
export type SyncRow = z.infer<typeof syncRowSchema>;
export const syncPageSchema = keysetPageOf('syncs', syncRowSchema);
export type SyncPage = z.infer<typeof syncPageSchema>;

/** One card that differed or could not be checked: ours beside the carrier's, and whether it was applied. */
export const syncItemRowSchema = z.object({
  id: z.number(),
  ...placedCardColumns,
  outcome: z.enum(syncOutcomes),
  differences: z.array(z.enum(syncDifferences)),
  ourStatus: realNameStatus.schema.nullable(),
  carrierStatus: realNameStatus.schema.nullable(),
  ourVin: optionalTextColumn,
  carrierVin: optionalTextColumn,
  carrierPartyType: optionalTextColumn,
  refusalCode: optionalTextColumn,
  refusalReason: optionalTextColumn,
  /** The status difference was settled in the console; a VIN is reported, not changed. */
  applied: z.boolean(),
  error: optionalTextColumn,
  at: timeColumn,
});
export type SyncItemRow = z.infer<typeof syncItemRowSchema>;

export const syncDetailObjSchema = z.strictObject({
  id: bigRecordIdSchema,
  outcome: z.enum(syncOutcomes).optional(),
  ...keysetRequestFields,
});

/** A run with a page of its differences and errors (cards outside the caller's org subtree left out). */
export const syncDetailRowSchema = z.object({
  sync: syncRowSchema,
  items: keysetPageOf('items', syncItemRowSchema),
});
export type SyncDetailRow = z.infer<typeof syncDetailRowSchema>;

/** How many cards an operator names at most: the card-number batch of the other real-name lists. */
export const maximumSyncCards = maximumCardBatch;

/** Starts a run now: over named cards, a card-state filter's cards, or every card of the caller's scope. */
export const syncStartObjSchema = z
  .strictObject({
    scope: z.enum(syncScopes),
    cardNumbers: z.array(cardNumberSchema).min(1).max(maximumSyncCards, 'cards:batch.tooMany').optional(),
    filter: cardStateFilterSchema.optional(),
  })
  .refine((obj) => obj.scope !== 'cards' || obj.cardNumbers !== undefined, {
    message: 'realNameSync:start.cardsRequired',
    path: ['cardNumbers'],
  });
export type SyncStartObj = z.infer<typeof syncStartObjSchema>;

/** The run started, followed in the task centre by its task. */
export const syncStartRowSchema = z.object({ syncId: z.number(), taskId: z.number() });

/** The notifications filter: the company's card.realname.changed pushes. */
export const notifyFilterSchema = z.strictObject({
  companyId: recordIdSchema.optional(),
  statuses: z.array(pushStatus.schema).min(1).max(pushStatus.codes.length).optional(),
  /** An ICCID, MSISDN or IMSI of the card the notification is about. */
  cardNumber: cardNumberSchema.optional(),
  ...timeRangeFilterFields,
});
export const notifyListObjSchema = notifyFilterSchema.extend(keysetRequestFields);
export type NotifyListObj = z.infer<typeof notifyListObjSchema>;

/** A notification with the card and statuses it told of (read from its payload). */
export const notifyRowSchema = pushRecordRowSchema.extend({
  iccid: optionalTextColumn,
  previousStatus: realNameStatus.schema.nullable(),
  newStatus: realNameStatus.schema.nullable(),
});
export type NotifyRow = z.infer<typeof notifyRowSchema>;
export const notifyPageSchema = keysetPageOf('notifications', notifyRowSchema);
export type NotifyPage = z.infer<typeof notifyPageSchema>;

export const notifyIdObjSchema = z.strictObject({ id: bigRecordIdSchema });

/** One notification with the body the receiver got: card numbers and statuses, never the holder's data. */
export const notifyDetailRowSchema = notifyRowSchema.extend({ payload: z.string() });
export type NotifyDetailRow = z.infer<typeof notifyDetailRowSchema>;
