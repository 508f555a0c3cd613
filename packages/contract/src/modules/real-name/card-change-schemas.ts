import { z } from 'zod';
import { cardFilterFields } from './card-filter-fields';
import {
  cardChangeStatus,
  customerType,
  realNameStatus,
  type CardChangeStatusCode,
} from '../../codes/real-name-codes';
import { cardStatus } from '../../codes/card-status';
import { vehicleCardRole } from '../../codes/vehicle-codes';
import {
  bigRecordIdSchema,
  codesFilter,
  companyColumns,
  keysetPageOf,
  keysetRequestFields,
  operatorNameColumns,
  optionalTextColumn,
  optionalTimeColumn,
  orgColumns,
  scopeFilterFields,
  timeColumn,
  timeRangeFilterFields,
} from '../../calls/shared-schemas';

const { pending, releasing, registering } = cardChangeStatus.byName;
/** The statuses of a change still on its way: one such per vehicle (and per card) at a time. */
export const openCardChangeStatuses: readonly CardChangeStatusCode[] = [pending, releasing, registering];
export const isOpenCardChange = (status: CardChangeStatusCode) => openCardChangeStatuses.includes(status);

/** How many swaps one request names (typed in a form, or read from a file into the same list). */
export const maximumCardChangeBatch = 200;

const cardNumberField = z.string().trim().min(1).max(32);

/** One swap: the vehicle, the card taken out (its ICCID or MSISDN) and the card fitted in its place. */
export const cardSwapSchema = z.strictObject({
  vin: z.string().trim().toUpperCase().length(17),
  oldCardNumber: cardNumberField,
  newCardNumber: cardNumberField,
});
export type CardSwap = z.infer<typeof cardSwapSchema>;

/** Changes the cards of vehicles: each swap checked first, all refused if one is wrong. */
export const cardChangeSubmitObjSchema = z.strictObject({
  swaps: z.array(cardSwapSchema).min(1).max(maximumCardChangeBatch, 'realNameCardChange:form.tooMany'),
  note: z.string().trim().max(200).optional(),
});
export type CardChangeSubmitObj = z.infer<typeof cardChangeSubmitObjSchema>;

export const cardChangeFilterSchema = z.strictObject({
  vin: cardFilterFields.vin,
  /** An exact ICCID or MSISDN of the old or the new card. */
  cardNumber: cardFilterFields.cardNumber,
  status: codesFilter(cardChangeStatus),
  ...timeRangeFilterFields,
  ...scopeFilterFields,
});
export type CardChangeFilter = z.infer<typeof cardChangeFilterSchema>;

export const cardChangeListObjSchema = cardChangeFilterSchema.extend(keysetRequestFields);

export const cardChangeIdObjSchema = z.strictObject({ id: bigRecordIdSchema });

/** The step a change failed at: the release of the old card or the registration of the new one. */
export const cardChangeStepSchema = z.enum(['release', 'register']);
export type CardChangeStep = z.infer<typeof cardChangeStepSchema>;

/** One card change: the vehicle, both cards, where it stands and the carrier's orders. */
export const cardChangeRowSchema = z.object({
  id: z.number(),
  ...companyColumns,
  ...orgColumns,
  vehicleId: z.number(),
  vin: z.string(),
  role: vehicleCardRole.schema,
  oldCardId: z.number(),
  oldIccid: z.string(),
  oldMsisdn: optionalTextColumn,
  newCardId: z.number(),
  newIccid: z.string(),
  newMsisdn: optionalTextColumn,
  /** The registration released (old card) and the one carried over (new card, once the release is done). */
  oldRegistrationId: z.number(),
  newRegistrationId: z.number().nullable(),
  customerType: customerType.schema,
  /** The holder, masked: the enterprise's name, or the owner's name masked. */
  holderName: z.string(),
  status: cardChangeStatus.schema,
  failedStep: cardChangeStepSchema.nullable(),
  releaseOrderNumber: optionalTextColumn,
  registerOrderNumber: optionalTextColumn,
  refusalCode: optionalTextColumn,
  refusalReason: optionalTextColumn,
  note: optionalTextColumn,
  attempts: z.number(),
  ...operatorNameColumns,
  createdAt: timeColumn,
  completedAt: optionalTimeColumn,
});
export type CardChangeRow = z.infer<typeof cardChangeRowSchema>;

export const cardChangePageSchema = keysetPageOf('changes', cardChangeRowSchema);
export type CardChangePage = z.infer<typeof cardChangePageSchema>;

/** A card of a change as the console knows it now. */
export const cardChangeCardSchema = z.object({
  cardId: z.number(),
  iccid: z.string(),
  msisdn: optionalTextColumn,
  cardStatus: cardStatus.schema.nullable(),
  realNameStatus: realNameStatus.schema.nullable(),
  /** The registration the card held (old) or was given (new), for its real-name page. */
  registrationId: z.number().nullable(),
});

export const cardChangeEventKinds = [
  'created',
  'releaseSent',
  'released',
  'registerSent',
  'registered',
  'vehicleUpdated',
  'refused',
  'sendFailed',
  'retried',
] as const;

/** One step of a change, oldest first: what was sent, what the carrier answered. */
export const cardChangeEventRowSchema = z.object({
  id: z.number(),
  kind: z.enum(cardChangeEventKinds),
  at: timeColumn,
  detail: optionalTextColumn,
  operatorName: z.string().nullable(),
});
export type CardChangeEventRow = z.infer<typeof cardChangeEventRowSchema>;

export const cardChangeDetailRowSchema = z.object({
  change: cardChangeRowSchema,
  oldCard: cardChangeCardSchema,
  newCard: cardChangeCardSchema,
  events: z.array(cardChangeEventRowSchema),
});
export type CardChangeDetailRow = z.infer<typeof cardChangeDetailRowSchema>;

/** The cards fitted in a vehicle, for the form to offer as the old card. */
export const cardChangeVehicleCardsObjSchema = z.strictObject({
  vin: z.string().trim().toUpperCase().length(17),
});

export const cardChangeVehicleCardsRowSchema = z.object({
  vehicleId: z.number(),
  vin: z.string(),
  cards: z.array(
    z.object({
      cardId: z.number(),
      iccid: z.string(),
      msisdn: optionalTextColumn,
      role: vehicleCardRole.schema,
      realNameStatus: realNameStatus.schema.nullable(),
    }),
  ),
});
export type CardChangeVehicleCardsRow = z.infer<typeof cardChangeVehicleCardsRowSchema>;
