import { z } from 'zod';
import { cardFilterFields } from './card-filter-fields';
import { collectionStage, documentWarning, realNameStatus } from '../../codes/real-name-codes';
import {
  bigRecordIdSchema,
  codesFilter,
  keysetPageOf,
  keysetRequestFields,
  operatorNameColumns,
  optionalNumberColumn,
  optionalTextColumn,
  optionalTimeColumn,
  placedCardColumns,
  scopeFilterFields,
  timeColumn,
  timeRangeFilterFields,
} from '../../calls/shared-schemas';

/** How long an owner's service-hall link works (spec §9: activation link valid 24 hours). */
export const ownerLinkHours = 24;

/** How many face checks an owner may try on one link before the link must be sent again. */
export const faceCheckAttempts = 3;

/** Sends an owner the link of one card: the card is found by its ICCID or MSISDN and must be fitted to a vehicle. */
export const collectionSendObjSchema = z.strictObject({
  cardNumber: z.string().trim().min(1).max(32),
});

export const collectionIdObjSchema = z.strictObject({ id: bigRecordIdSchema });

/** The collection list's filters. */
export const collectionFilterSchema = z.strictObject({
  stage: codesFilter(collectionStage),
  ...cardFilterFields,
  ...timeRangeFilterFields,
  ...scopeFilterFields,
});
export type CollectionFilter = z.infer<typeof collectionFilterSchema>;

export const collectionListObjSchema = collectionFilterSchema.extend(keysetRequestFields);

/** A warning of an identity document's check, with the reasons the check found (spec §8 codes). */
export const documentWarningSchema = z.object({
  code: documentWarning.schema,
  reasons: z.array(z.string()),
});
export type DocumentWarningRow = z.infer<typeof documentWarningSchema>;

/** One owner collection as lists show it: no personal data but the owner's masked name once confirmed. */
export const collectionRowSchema = z.object({
  id: z.number(),
  ...placedCardColumns,
  vin: z.string(),
  stage: collectionStage.schema,
  expiresAt: timeColumn,
  openedAt: optionalTimeColumn,
  submittedAt: optionalTimeColumn,
  ownerName: optionalTextColumn,
  /** The warnings of the pictures the owner last uploaded, front then back. */
  warnings: z.array(documentWarningSchema),
  faceScore: optionalNumberColumn,
  faceAttempts: z.number(),
  registrationId: z.number().nullable(),
  realNameStatus: realNameStatus.schema.nullable(),
  refusalReason: optionalTextColumn,
  ...operatorNameColumns,
  createdAt: timeColumn,
});
export type CollectionRow = z.infer<typeof collectionRowSchema>;

export const collectionPageSchema = keysetPageOf('collections', collectionRowSchema);
export type CollectionPage = z.infer<typeof collectionPageSchema>;

/** A new link: its secret is answered this once (only its digest is kept), to be sent to the owner. */
export const collectionSentRowSchema = collectionRowSchema.extend({ token: z.string() });
export type CollectionSentRow = z.infer<typeof collectionSentRowSchema>;

export const collectionEventKinds = [
  'sent',
  'opened',
  'documentRead',
  'confirmed',
  'faceChecked',
  'submitted',
  'registered',
  'refused',
  'cancelled',
] as const;
export type CollectionEventKind = (typeof collectionEventKinds)[number];

/** One step of a collection; `detail` holds codes and figures, never personal data. */
export const collectionEventRowSchema = z.object({
  id: z.number(),
  kind: z.enum(collectionEventKinds),
  at: timeColumn,
  detail: optionalTextColumn,
  operatorName: optionalTextColumn,
});
export type CollectionEventRow = z.infer<typeof collectionEventRowSchema>;

export const collectionDetailRowSchema = collectionRowSchema.extend({
  events: z.array(collectionEventRowSchema),
});
export type CollectionDetailRow = z.infer<typeof collectionDetailRowSchema>;
