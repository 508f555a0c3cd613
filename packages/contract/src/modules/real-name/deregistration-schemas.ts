import { z } from 'zod';
import { carrierAnswerColumns } from './card-filter-fields';
import { deregistrationReason, deregistrationStatus } from '../../codes/real-name-codes';
import {
  bigRecordIdSchema,
  codesFilter,
  companyColumns,
  keysetPageOf,
  keysetRequestFields,
  operatorNameColumns,
  optionalTextColumn,
  orgColumns,
  placedCardColumns,
  scopeFilterFields,
  timeColumn,
  timeRangeFilterFields,
} from '../../calls/shared-schemas';

/** How many cards one deregistration names (pasted, or read from a file into the same list). */
export const maximumDeregistrationBatch = 1000;

/** Cancels the registrations of registered cards: at an owner change, a scrapping, or for another reason. */
export const deregistrationSubmitObjSchema = z.strictObject({
  /** ICCIDs or MSISDNs of the caller's registered cards. */
  cardNumbers: z
    .array(z.string().trim().min(1).max(32))
    .min(1)
    .max(maximumDeregistrationBatch, 'realNameDeregistration:form.tooMany'),
  reason: deregistrationReason.schema,
  note: z.string().trim().max(200).optional(),
});
export type DeregistrationSubmitObj = z.infer<typeof deregistrationSubmitObjSchema>;

export const deregistrationFilterSchema = z.strictObject({
  reason: codesFilter(deregistrationReason),
  ...timeRangeFilterFields,
  ...scopeFilterFields,
});
export type DeregistrationFilter = z.infer<typeof deregistrationFilterSchema>;

export const deregistrationListObjSchema = deregistrationFilterSchema.extend(keysetRequestFields);

export const deregistrationIdObjSchema = z.strictObject({ id: bigRecordIdSchema });

/** One deregistration with where its cards stand. */
export const deregistrationRowSchema = z.object({
  id: z.number(),
  ...companyColumns,
  ...orgColumns,
  reason: deregistrationReason.schema,
  note: optionalTextColumn,
  cardCount: z.number(),
  waiting: z.number(),
  processing: z.number(),
  deregistered: z.number(),
  failed: z.number(),
  ...operatorNameColumns,
  createdAt: timeColumn,
});
export type DeregistrationRow = z.infer<typeof deregistrationRowSchema>;

export const deregistrationPageSchema = keysetPageOf('deregistrations', deregistrationRowSchema);
export type DeregistrationPage = z.infer<typeof deregistrationPageSchema>;

export const deregistrationCardsObjSchema = deregistrationIdObjSchema.extend(keysetRequestFields);

/** One card of a deregistration: the registration it cancels (holder masked) and the carrier's answer. */
export const deregistrationCardRowSchema = z.object({
  id: z.number(),
  ...placedCardColumns,
  vin: optionalTextColumn,
  status: deregistrationStatus.schema,
  registrationId: z.number(),
  holderName: z.string(),
  ...carrierAnswerColumns,
});
export type DeregistrationCardRow = z.infer<typeof deregistrationCardRowSchema>;

export const deregistrationCardPageSchema = keysetPageOf('cards', deregistrationCardRowSchema);
export type DeregistrationCardPage = z.infer<typeof deregistrationCardPageSchema>;
