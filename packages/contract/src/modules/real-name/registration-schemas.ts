import { z } from 'zod';
import { cardFilterFields } from './card-filter-fields';
import {
  customerType,
  idDocumentType,
  realNameRefusal,
  realNameStatus,
  registrationSource,
} from '../../codes/real-name-codes';
import {
  bigRecordIdSchema,
  codesFilter,
  keysetPageOf,
  keysetRequestFields,
  optionalTextColumn,
  optionalTimeColumn,
  placedCardColumns,
  scopeFilterFields,
  timeColumn,
  timeRangeFilterFields,
} from '../../calls/shared-schemas';

/** Rows per keyset page of the real-name lists. */
export const realNamePageSizes = [20, 50, 100] as const;

/** The registration list's filters; a document number is found exactly (by its blind index, never decrypted). */
export const registrationFilterSchema = z.strictObject({
  realNameStatus: codesFilter(realNameStatus),
  customerType: customerType.schema.optional(),
  registrationSource: codesFilter(registrationSource),
  ...cardFilterFields,
  /** The holder's exact document number. */
  documentNumber: z.string().trim().min(4).max(30).optional(),
  /** The registrations of one enterprise batch. */
  batchId: bigRecordIdSchema.optional(),
  ...timeRangeFilterFields,
  ...scopeFilterFields,
});
export type RegistrationFilter = z.infer<typeof registrationFilterSchema>;

export const registrationListObjSchema = registrationFilterSchema.extend(keysetRequestFields);

/** A registration as lists show it: personal data masked (spec §5), codes, the carrier's answer. */
export const registrationRowSchema = z.object({
  id: z.number(),
  ...placedCardColumns,
  vin: optionalTextColumn,
  customerType: customerType.schema,
  registrationSource: registrationSource.schema,
  realNameStatus: realNameStatus.schema,
  /** The holder's name and document number, masked. */
  holderName: z.string(),
  documentType: idDocumentType.schema,
  documentNumber: z.string(),
  /** The enterprise a card is registered to (enterprise registrations). */
  enterpriseName: optionalTextColumn,
  batchId: z.number().nullable(),
  carrierOrderNumber: optionalTextColumn,
  refusalCode: realNameRefusal.schema.nullable(),
  refusalReason: optionalTextColumn,
  /** When a manual review at the carrier is due to end; null when none waits. */
  reviewDueAt: optionalTimeColumn,
  submittedAt: optionalTimeColumn,
  completedAt: optionalTimeColumn,
  createdAt: timeColumn,
});
export type RegistrationRow = z.infer<typeof registrationRowSchema>;

export const registrationPageSchema = keysetPageOf('registrations', registrationRowSchema);
export type RegistrationPage = z.infer<typeof registrationPageSchema>;

/** One step of a registration: asked, sent, answered, revealed, cancelled. */
export const registrationEventRowSchema = z.object({
  id: z.number(),
  kind: z.enum([
    'created',
    'submitted',
    'review',
    'registered',
    'refused',
    'cancelled',
    'revealed',
    'sendFailed',
    'vinReuploaded',
    'synced',
  ]),
  at: timeColumn,
  detail: optionalTextColumn,
  operatorName: optionalTextColumn,
});
export type RegistrationEventRow = z.infer<typeof registrationEventRowSchema>;

/** A registration with its contact data masked and its history. */
export const registrationDetailRowSchema = registrationRowSchema.extend({
  mobile: optionalTextColumn,
  address: optionalTextColumn,
  enterpriseCertificateType: idDocumentType.schema.nullable(),
  enterpriseCertificateNumber: optionalTextColumn,
  events: z.array(registrationEventRowSchema),
});
export type RegistrationDetailRow = z.infer<typeof registrationDetailRowSchema>;

/** Why personal data is shown in clear: kept with the reveal in the audit log and the registration's history. */
export const revealReasonSchema = z.string().trim().min(4, 'realName:reveal.reasonTooShort').max(200);

export const registrationRevealObjSchema = z.strictObject({
  id: bigRecordIdSchema,
  reason: revealReasonSchema,
});

/** A registration's personal data in clear. */
export const registrationRevealRowSchema = z.object({
  holderName: z.string(),
  documentNumber: z.string(),
  mobile: optionalTextColumn,
  address: optionalTextColumn,
});
export type RegistrationRevealRow = z.infer<typeof registrationRevealRowSchema>;
