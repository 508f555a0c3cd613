/** Changes to cards through the carrier (state, communication, APN/PCC, SMS) and their orders (cardState). */
import { z } from 'zod';
import { pageCodeOf } from '../../../pages/product-map';
import { cardStatus, type CardStatusCode } from '../../../codes/card-status';
import { pageCalls } from '../../../calls/declare-calls';
import { cardIdSchema, simCardListPageCode } from '../list/sim-card-calls';
import { cardServiceInfoRowSchema } from '../detail/card-detail-calls';
import { bigRecordIdSchema, dateTimeSchema, timeRangeFilterFields } from '../../../calls/shared-schemas';

/** The card state change page's code: status changes (single and batch) need its 'add'. */
export const cardStatePageCode = pageCodeOf('cardState');
const cardState = pageCalls(cardStatePageCode);
const simCardList = pageCalls(simCardListPageCode);

/** How many cards one batch change may name (by id or pasted numbers). */
export const maximumCardChangeBatch = 10_000;

/** The APNs a carrier offers and the PCC policies it knows (OneLink-style codes). */
export const carrierApnNames = ['CMIOT', 'CMMTM', 'simdesk.vpdn'] as const;
export const carrierPccPolicyCodes = ['PCC-TELEMATICS', 'PCC-OTA-ONLY', 'PCC-INFOTAINMENT'] as const;

/** What a change order does. */
export const changeOrderKinds = [
  'status',
  'communication',
  'voice',
  'apn',
  'pcc',
  'sms',
  'sessionReset',
  'pool-member-add',
  'pool-member-remove',
  'pool-member-cap',
] as const;
export type ChangeOrderKind = (typeof changeOrderKinds)[number];

/** A card has a data session to reset only while it is on the network: live or testable (the carrier refuses others). */
export const sessionResettableStatuses: readonly CardStatusCode[] = [
  cardStatus.byName.activated,
  cardStatus.byName.testable,
];

/** Whether a card in this status can have its data session reset. */
export function canResetDataSession(status: number): boolean {
  return (sessionResettableStatuses as readonly number[]).includes(status);
}

/** An order waits for its time (scheduled), is sent and tracked (pending), then settles. */
export const changeOrderStates = [
  'scheduled',
  'pending',
  'success',
  'partial',
  'failed',
  'cancelled',
] as const;
export type ChangeOrderState = (typeof changeOrderStates)[number];

/**
 * One card of an order: queued (not sent yet), pending (the carrier has it), unknown (sent without an answer:
 * the console checks the card at the carrier), then success or failed.
 */
export const changeItemStates = ['queued', 'pending', 'unknown', 'success', 'failed'] as const;
export type ChangeItemState = (typeof changeItemStates)[number];

/** An order still has work to do while it is scheduled or pending. */
export function isChangeOrderOpen(state: ChangeOrderState): boolean {
  return state === 'scheduled' || state === 'pending';
}

/** The order states card-state/cancel accepts: an order not yet sent; a sent change cannot be called back. */
export const cancellableChangeOrderStates = ['scheduled'] as const satisfies readonly ChangeOrderState[];

/** Whether card-state/cancel may still cancel an order in this state. */
export function isChangeOrderCancellable(state: ChangeOrderState): boolean {
  return (cancellableChangeOrderStates as readonly ChangeOrderState[]).includes(state);
}

const orderIdSchema = bigRecordIdSchema;
/** What a change of one card changes: its orders, the card's detail parts, the card list. */
export const oneCardChangeReads = [
  'card-state/list',
  'simcard-display/card-detail',
  'simcard-display/status-record',
  'simcard-display/service-info',
  'simcard/query-card-session-info',
  'simcard-list/list',
];

/** Why a change is asked: required for status changes, optional for switches. */
export const changeReasonSchema = z.string().trim().min(1, 'cardChange:validation.reasonRequired').max(200);

/** One change order as the cardState list shows it, with its cards counted by state. */
export const changeOrderRowSchema = z.object({
  id: z.number(),
  kind: z.enum(changeOrderKinds),
  state: z.enum(changeOrderStates),
  /** What was asked: { targetStatus } · { open } (data, voice) · { apn | policyCode, enabled } · { content }. */
  request: z.record(z.string(), z.unknown()),
  targetStatus: cardStatus.schema.nullable(),
  reason: z.string().nullable(),
  batch: z.boolean(),
  taskId: z.number().nullable(),
  operatorAccount: z.string().nullable(),
  scheduledAt: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  /** The ICCID of the first card (the only one of a single change). */
  firstIccid: z.string().nullable(),
  cardCount: z.number(),
  counts: z.object({
    queued: z.number(),
    pending: z.number(),
    unknown: z.number(),
    success: z.number(),
    failed: z.number(),
  }),
  /** Numbers of a batch that named no card the caller may change. */
  unmatchedNumbers: z.array(z.string()),
});
export type ChangeOrderRow = z.infer<typeof changeOrderRowSchema>;

/** One card of an order, with the carrier's order number once the carrier accepted it. */
export const changeItemRowSchema = z.object({
  id: z.number(),
  orderId: z.number(),
  kind: z.enum(changeOrderKinds),
  cardId: z.number(),
  iccid: z.string(),
  msisdn: z.string().nullable(),
  state: z.enum(changeItemStates),
  carrierOrderNumber: z.string().nullable(),
  fromStatus: cardStatus.schema.nullable(),
  toStatus: cardStatus.schema.nullable(),
  request: z.record(z.string(), z.unknown()),
  reasonCode: z.string().nullable(),
  reason: z.string().nullable(),
  /** SMS only: submitted, delivered or failed. */
  deliveryState: z.string().nullable(),
  operatorAccount: z.string().nullable(),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
});
export type ChangeItemRow = z.infer<typeof changeItemRowSchema>;

/**
 * Changes one card's status through the carrier, along the contract's transitions only, with a reason; with
 * `effectiveAt` in the future the change is sent at that time. Answers the order.
 */
export const changeCardStatusCall = cardState.change('add', {
  path: 'simcard/change-card-status',
  obj: z.strictObject({
    cardId: cardIdSchema,
    targetStatus: cardStatus.schema,
    reason: changeReasonSchema,
    effectiveAt: dateTimeSchema.optional(),
  }),
  row: changeOrderRowSchema,
  changes: oneCardChangeReads,
});

/** The cards of a batch: ids (a list selection) or pasted ICCIDs, MSISDNs or IMSIs. */
const batchCardsSchema = {
  cardIds: z.array(cardIdSchema).max(maximumCardChangeBatch, 'cardChange:validation.tooMany').optional(),
  numbers: z
    .array(z.string().trim().min(1).max(32))
    .max(maximumCardChangeBatch, 'cardChange:validation.tooMany')
    .optional(),
};

function namesSomeCards(value: { cardIds?: unknown[]; numbers?: unknown[] }): boolean {
  return (value.cardIds?.length ?? 0) + (value.numbers?.length ?? 0) > 0;
}

/** What a batch change answers: its order and the task that sends it (null until a scheduled batch is due). */
export const batchChangeRowSchema = z.object({
  orderId: z.number(),
  taskId: z.number().nullable(),
  cardCount: z.number(),
  unmatchedNumbers: z.array(z.string()),
});

/** A status change of up to 10,000 cards, sent as a task with a per-card result report. */
function batchStatusChange<Obj extends z.ZodType>(path: string, obj: Obj) {
  return cardState.change('add', { path, obj, row: batchChangeRowSchema, changes: ['card-state/list'] });
}

/** Changes the status of the cards to one status. */
export const batchChangeCardStatusCall = batchStatusChange(
  'simcard/batch-change-card-status',
  z
    .strictObject({
      ...batchCardsSchema,
      targetStatus: cardStatus.schema,
      reason: changeReasonSchema,
      effectiveAt: dateTimeSchema.optional(),
    })
    .refine(namesSomeCards, 'cardChange:validation.noCards'),
);

/** Suspends ('stop') or resumes ('on') the cards: the batch status change to 4 or 2. */
export const batchCardStopOrOnCall = batchStatusChange(
  'simcard/batch-card-stop-or-on',
  z
    .strictObject({
      ...batchCardsSchema,
      operation: z.enum(['stop', 'on']),
      reason: changeReasonSchema,
      effectiveAt: dateTimeSchema.optional(),
    })
    .refine(namesSomeCards, 'cardChange:validation.noCards'),
);

/** Opens or closes a card's data service at the carrier (communication on/off). */
export const openOrCloseCommunicationCall = simCardList.change('edit', {
  path: 'card/open-or-close-communication',
  obj: z.strictObject({ cardId: cardIdSchema, open: z.boolean(), reason: changeReasonSchema.optional() }),
  row: changeOrderRowSchema,
  changes: oneCardChangeReads,
});

/** Turns an APN or a PCC policy of a card on or off. */
export const apnPccChangeCall = simCardList.change('edit', {
  path: 'simcard/apn-pcc-change',
  obj: z.discriminatedUnion('target', [
    z.strictObject({
      cardId: cardIdSchema,
      target: z.literal('apn'),
      apn: z.enum(carrierApnNames),
      enabled: z.boolean(),
    }),
    z.strictObject({
      cardId: cardIdSchema,
      target: z.literal('pcc'),
      policyCode: z.enum(carrierPccPolicyCodes),
      enabled: z.boolean(),
    }),
  ]),
  row: changeOrderRowSchema,
  changes: [...oneCardChangeReads, 'simcard/pcc-white-list', 'simcard/apn-pcc-change-history'],
});

/** A card's APNs and PCC policies as the carrier has them now, each policy with its white list. */
export const pccWhiteListCall = simCardList.read('get', {
  path: 'simcard/pcc-white-list',
  obj: z.strictObject({ cardId: cardIdSchema }),
  row: cardServiceInfoRowSchema.pick({ apns: true, policies: true }),
});

/** The APN and PCC changes of one card (or of every card the caller sees), newest first. */
export const apnPccChangeHistoryCall = simCardList.read('query', {
  path: 'simcard/apn-pcc-change-history',
  obj: z.strictObject({ cardId: cardIdSchema.optional() }),
  row: changeItemRowSchema,
  paged: true,
});

/** Sends an SMS to a card through the carrier; the order's item carries the delivery state. */
export const sendCardSmsCall = simCardList.change('edit', {
  path: 'simcard/send-sms',
  obj: z.strictObject({
    cardId: cardIdSchema,
    content: z.string().trim().min(1, 'cardChange:validation.contentRequired').max(500),
  }),
  row: changeOrderRowSchema,
  changes: oneCardChangeReads,
});

/** The change orders the caller sees, newest first. */
export const cardStateListCall = cardState.read('query', {
  path: 'card-state/list',
  obj: z.strictObject({
    state: z.enum(changeOrderStates).optional(),
    kind: z.enum(changeOrderKinds).optional(),
    ...timeRangeFilterFields,
    /** Orders that include this card (exact ICCID). */
    iccid: z.string().trim().min(1).max(32).optional(),
  }),
  row: changeOrderRowSchema,
  paged: true,
});

/** One order with its cards, a page at a time (optionally only the cards in one state). */
export const cardStateDetailCall = cardState.read('get', {
  path: 'card-state/detail',
  obj: z.strictObject({ orderId: orderIdSchema, itemState: z.enum(changeItemStates).optional() }),
  row: z.object({ order: changeOrderRowSchema, items: z.array(changeItemRowSchema), itemTotal: z.number() }),
});

/** Cancels a scheduled order before it is sent; an order already sent cannot be called back. */
export const cardStateCancelCall = cardState.change('add', {
  path: 'card-state/cancel',
  obj: z.strictObject({ orderId: orderIdSchema }),
  row: changeOrderRowSchema,
  changes: ['card-state/list', 'card-state/detail'],
});
