// The real-name view of card states: which cards of the caller's scope cannot be activated until they are
// registered, why, and since when.
import { z } from 'zod';
import { cardFilterFields } from './card-filter-fields';
import { registrationEventRowSchema, registrationRowSchema } from './registration-schemas';
import { canChangeCardStatus, cardStatus, type CardStatusCode } from '../../codes/card-status';
import { realNameRefusal, realNameStatus, type RealNameStatusCode } from '../../codes/real-name-codes';
import {
  bigRecordIdSchema,
  codesFilter,
  keysetPageOf,
  keysetRequestFields,
  optionalTextColumn,
  optionalTimeColumn,
  placedCardColumns,
  scopeFilterFields,
} from '../../calls/shared-schemas';
import { cardStatusRecordSchema } from '../sim-cards/detail/card-detail-calls';
import { cardNumberSchema, maximumCardBatch } from '../sim-cards/list/sim-card-calls';

/** Why a card's activation waits for real-name registration. */
export const activationBlockReasons = ['notRegistered', 'registering', 'failed', 'deregistered'] as const;
export type ActivationBlockReason = (typeof activationBlockReasons)[number];

const { notRegistered, processing, failed, cancelled } = realNameStatus.byName;

/** The real-name status each reason stands for. */
export const realNameStatusOfBlock: Record<ActivationBlockReason, RealNameStatusCode> = {
  notRegistered,
  registering: processing,
  failed,
  deregistered: cancelled,
};

/** The card states from which a card may be (re)activated: stock, pending, suspended and pre-cancelled. */
export const activatableCardStates: readonly CardStatusCode[] = cardStatus.codes.filter((state) =>
  canChangeCardStatus(state, cardStatus.byName.activated),
);

/**
 * Why activating a card waits for its real-name registration; null when nothing does (the card is registered,
 * or in a state that activates no more: activated, cancelled).
 */
export function activationBlockOf(
  state: CardStatusCode,
  registration: RealNameStatusCode,
): ActivationBlockReason | null {
  if (!activatableCardStates.includes(state)) return null;
  return activationBlockReasons.find((reason) => realNameStatusOfBlock[reason] === registration) ?? null;
}

/** What the card state list selects (its export selects the same). */
export const cardStateFilterSchema = z.strictObject({
  ...scopeFilterFields,
  /** ICCIDs, MSISDNs and IMSIs as pasted (a batch). */
  cardNumbers: z.array(cardNumberSchema).max(maximumCardBatch, 'cards:batch.tooMany').optional(),
  vin: cardFilterFields.vin,
  cardStatus: codesFilter(cardStatus),
  realNameStatus: codesFilter(realNameStatus),
  /** Only the cards whose activation waits for registration. */
  blockedOnly: z.boolean().optional(),
  /** Only those waiting for this reason. */
  blockReason: z.enum(activationBlockReasons).optional(),
});
export type CardStateFilter = z.infer<typeof cardStateFilterSchema>;

export const cardStateListObjSchema = cardStateFilterSchema.extend(keysetRequestFields);
export type CardStateListObj = z.infer<typeof cardStateListObjSchema>;

/** The scope the summary counts. */
export const cardStateSummaryObjSchema = z.strictObject(scopeFilterFields);

/** How many cards of the scope wait for each reason, how many are registered, and how many there are. */
export const cardStateSummaryRowSchema = z.object({
  total: z.number(),
  registered: z.number(),
  blocked: z.object(
    Object.fromEntries(activationBlockReasons.map((reason) => [reason, z.number()])) as Record<
      ActivationBlockReason,
      z.ZodNumber
    >,
  ),
});
export type CardStateSummaryRow = z.infer<typeof cardStateSummaryRowSchema>;

/**
 * A card with its state and registration, its vehicle, and whether its activation waits for registration:
 * why, since when, the carrier's reason for a refused one, and its newest registration.
 */
export const cardStateRowSchema = z.object({
  id: z.number(),
  cardStatus: cardStatus.schema,
  realNameStatus: realNameStatus.schema,
  ...placedCardColumns,
  vin: optionalTextColumn,
  latestRegistrationId: z.number().nullable(),
  refusalCode: realNameRefusal.schema.nullable(),
  refusalReason: optionalTextColumn,
  /** Since when it waits: the newest registration's answer, sending or creation; else the card's opening. */
  waitingSince: optionalTimeColumn,
  blockReason: z.enum(activationBlockReasons).nullable(),
});
export type CardStateRow = z.infer<typeof cardStateRowSchema>;

export const cardStateDetailObjSchema = z.strictObject({ id: bigRecordIdSchema });

/** How many of a card's registrations and state changes its page shows (newest first). */
export const cardStateDetailLimit = 20;

/** One card: its row, its registrations, the newest one's history, and its state changes. */
export const cardStateDetailRowSchema = cardStateRowSchema.extend({
  registrations: z.array(registrationRowSchema),
  latestEvents: z.array(registrationEventRowSchema),
  stateHistory: z.array(cardStatusRecordSchema),
});
export type CardStateDetailRow = z.infer<typeof cardStateDetailRowSchema>;

/** A keyset page of the list. */
export const cardStatePageSchema = keysetPageOf('cards', cardStateRowSchema);
export type CardStatePage = z.infer<typeof cardStatePageSchema>;
