// China Mobile's two ways to finish a card's registration without a new submission: reuse the registration it
// holds for the owner's document (made on another card), and send the VIN again after a VIN_MISMATCH refusal.
import { z } from 'zod';
import { cardFilterFields, carrierAnswerColumns } from './card-filter-fields';
import { vinReuploadStatus } from '../../codes/real-name-codes';
import {
  bigRecordIdSchema,
  codesFilter,
  keysetPageOf,
  keysetRequestFields,
  operatorNameColumns,
  optionalTextColumn,
  placedCardColumns,
  scopeFilterFields,
  timeColumn,
  timeRangeFilterFields,
} from '../../calls/shared-schemas';
import { phoneSchema } from '../../rules/schemas';
import { vinSchema } from '../vehicles/vehicle-schemas';
import { registrationEventRowSchema, registrationFilterSchema } from './registration-schemas';
import { residentIdNumberSchema } from './service-hall-schemas';

/** The reuse list's filters: the registration list's, all of them registrations by reuse. */
export const reuseListObjSchema = registrationFilterSchema
  .omit({ registrationSource: true, batchId: true, customerType: true })
  .extend(keysetRequestFields);

/**
 * Registers a card fitted to a vehicle with the registration China Mobile holds for the owner's resident ID card
 * (made on another card): the owner's name and mobile are kept with it here, the carrier checks the document.
 */
export const reuseSubmitObjSchema = z.strictObject({
  /** The ICCID or MSISDN of a card of the caller's scope, fitted to a vehicle. */
  cardNumber: z.string().trim().min(1).max(32),
  holderName: z.string().trim().min(2, 'realNameChinaMobile:reuse.nameRequired').max(30),
  documentNumber: residentIdNumberSchema,
  mobile: phoneSchema,
});
export type ReuseSubmitObj = z.infer<typeof reuseSubmitObjSchema>;

/** How many lines one VIN re-upload names (pasted, or read from a file into the same list). */
export const maximumVinReuploadBatch = 500;

/** One card and the VIN to send for it. */
export const vinReuploadLineSchema = z.strictObject({
  cardNumber: z.string().trim().min(1).max(32),
  vin: vinSchema,
});
export type VinReuploadLine = z.infer<typeof vinReuploadLineSchema>;

/**
 * Sends corrected VINs for cards whose registration the carrier refused with VIN_MISMATCH: checked whole first
 * (every card found, refused for its VIN and not already re-uploading), then each sent as its own order.
 */
export const vinReuploadSubmitObjSchema = z.strictObject({
  lines: z
    .array(vinReuploadLineSchema)
    .min(1)
    .max(maximumVinReuploadBatch, 'realNameChinaMobile:vinReupload.tooMany'),
});
export type VinReuploadSubmitObj = z.infer<typeof vinReuploadSubmitObjSchema>;

export const vinReuploadFilterSchema = z.strictObject({
  status: codesFilter(vinReuploadStatus),
  ...cardFilterFields,
  ...timeRangeFilterFields,
  ...scopeFilterFields,
});
export type VinReuploadFilter = z.infer<typeof vinReuploadFilterSchema>;

export const vinReuploadListObjSchema = vinReuploadFilterSchema.extend(keysetRequestFields);

export const vinReuploadIdObjSchema = z.strictObject({ id: bigRecordIdSchema });

/** One VIN re-upload: the registration it completes, the VIN refused and the VIN sent, the carrier's answer. */
export const vinReuploadRowSchema = z.object({
  id: z.number(),
  ...placedCardColumns,
  registrationId: z.number(),
  /** The holder of the registration, masked. */
  holderName: z.string(),
  previousVin: optionalTextColumn,
  vin: z.string(),
  status: vinReuploadStatus.schema,
  ...carrierAnswerColumns,
  ...operatorNameColumns,
  createdAt: timeColumn,
});
export type VinReuploadRow = z.infer<typeof vinReuploadRowSchema>;

export const vinReuploadPageSchema = keysetPageOf('reuploads', vinReuploadRowSchema);
export type VinReuploadPage = z.infer<typeof vinReuploadPageSchema>;

/** A re-upload with the history of the registration it completes. */
export const vinReuploadDetailRowSchema = vinReuploadRowSchema.extend({
  events: z.array(registrationEventRowSchema),
});
export type VinReuploadDetailRow = z.infer<typeof vinReuploadDetailRowSchema>;
