// The console's view of what car makers' systems pushed through the open API: every arrival, accepted or refused
// and why, and what became of the accepted ones at the carrier.
import { z } from 'zod';
import { cardFilterFields } from './card-filter-fields';
import { registrationEventRowSchema, registrationRowSchema } from './registration-schemas';
import { uploadKinds, uploadOutcomes, uploadProblemSchema, uploadRefusalCodes } from './upload-push-schemas';
import { idDocumentType, realNameStatus } from '../../codes/real-name-codes';
import {
  bigRecordIdSchema,
  companyColumns,
  keysetPageOf,
  keysetRequestFields,
  operatorNameColumns,
  optionalNumberColumn,
  optionalTextColumn,
  orgColumns,
  scopeFilterFields,
  timeColumn,
  timeRangeFilterFields,
} from '../../calls/shared-schemas';
import { cardNumberSchema, maximumCardBatch } from '../sim-cards/list/sim-card-calls';

/** The upload list's filters: when they arrived, how they ended, their kind, cards, VIN and refusal. */
export const uploadFilterSchema = z.strictObject({
  ...scopeFilterFields,
  /** Received from and to, both inclusive. */
  ...timeRangeFilterFields,
  outcome: z.enum(uploadOutcomes).optional(),
  kind: z.enum(uploadKinds).optional(),
  /** ICCIDs and MSISDNs as pasted (a batch). */
  cardNumbers: z.array(cardNumberSchema).max(maximumCardBatch, 'cards:batch.tooMany').optional(),
  vin: cardFilterFields.vin,
  refusalCode: z.enum(uploadRefusalCodes).optional(),
});
export type UploadFilter = z.infer<typeof uploadFilterSchema>;

export const uploadListObjSchema = uploadFilterSchema.extend(keysetRequestFields);

/** One arrival: who pushed it and when, the card and vehicle as pushed, the masked holder, how it ended. */
export const uploadRowSchema = z.object({
  id: z.number(),
  receivedAt: timeColumn,
  requestId: z.string(),
  appKey: z.string(),
  ...operatorNameColumns,
  ...companyColumns,
  ...orgColumns,
  reference: optionalTextColumn,
  kind: z.enum(uploadKinds).nullable(),
  /** The card number as pushed; the card's own numbers once found. */
  cardNumber: z.string(),
  cardId: optionalNumberColumn,
  iccid: optionalTextColumn,
  msisdn: optionalTextColumn,
  vin: optionalTextColumn,
  /** The holder's name, masked (an enterprise: its name); null when refused. */
  holderName: optionalTextColumn,
  outcome: z.enum(uploadOutcomes),
  refusalCode: z.enum(uploadRefusalCodes).nullable(),
  refusalReason: optionalTextColumn,
  registrationId: optionalNumberColumn,
  /** Where the registration it became stands; null when refused. */
  registrationStatus: realNameStatus.schema.nullable(),
});
export type UploadRow = z.infer<typeof uploadRowSchema>;

export const uploadPageSchema = keysetPageOf('uploads', uploadRowSchema);
export type UploadPage = z.infer<typeof uploadPageSchema>;

/** How many arrivals of the filter were accepted and refused, and the refusals by reason. */
export const uploadSummaryRowSchema = z.object({
  accepted: z.number(),
  refused: z.number(),
  byRefusal: z.record(z.enum(uploadRefusalCodes), z.number()),
});
export type UploadSummaryRow = z.infer<typeof uploadSummaryRowSchema>;

export const uploadDetailObjSchema = z.strictObject({ id: bigRecordIdSchema });

/**
 * One arrival: its row, the holder's document masked, the problems that refused it, which pictures came, the
 * maker's face check, and the registration it became with the carrier's answers.
 */
export const uploadDetailRowSchema = uploadRowSchema.extend({
  documentType: idDocumentType.schema.nullable(),
  documentNumber: optionalTextColumn,
  mobile: optionalTextColumn,
  enterpriseName: optionalTextColumn,
  problems: z.array(uploadProblemSchema),
  pictures: z.array(z.string()),
  faceScore: optionalNumberColumn,
  livenessPassed: z.boolean().nullable(),
  registration: registrationRowSchema.nullable(),
  events: z.array(registrationEventRowSchema),
});
export type UploadDetailRow = z.infer<typeof uploadDetailRowSchema>;

/** What an integrator needs to push: the address, the signing rules' limits and the caller's own app key. */
export const uploadIntegrationRowSchema = z.object({
  endpoint: z.string(),
  appKey: optionalTextColumn,
  /** Addresses the credentials are kept to; empty: any. */
  allowedAddresses: z.array(z.string()),
  timestampWindowSeconds: z.number(),
  maximumRegistrations: z.number(),
  maximumImageBytes: z.number(),
});
export type UploadIntegrationRow = z.infer<typeof uploadIntegrationRowSchema>;
