import { z } from 'zod';
import { cardStatus } from '../../codes/card-status';
import { realNameStatus } from '../../codes/real-name-codes';
import {
  fuelType,
  vehicleCardRole,
  vehicleChangeField,
  vehicleChangeReviewStatus,
  vehicleOrigin,
  vehicleStatus,
  vehicleType,
} from '../../codes/vehicle-codes';
import { hasValidVinCheckDigit } from '../../rules/check-digit';
import { vinPattern } from '../../rules/identifiers';
import {
  bigRecordIdSchema,
  codesFilter,
  companyColumns,
  keysetPageOf,
  keysetRequestFields,
  optionalTextColumn,
  optionalTimeColumn,
  orgColumns,
  recordIdSchema,
  scopeFilterFields,
  timeColumn,
} from '../../calls/shared-schemas';

/** Rows per keyset page of the vehicle lists. */
export const vehiclePageSizes = [20, 50, 100] as const;

/** How many VINs one batch query may name. */
export const maximumVinBatch = 1000;

/** A VIN as typed: upper-cased, 17 characters without I, O or Q, and its ISO 3779 check character in place. */
export const vinSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(vinPattern, 'vehicles:vin.format')
  .refine(hasValidVinCheckDigit, 'vehicles:vin.checkDigit');

/** A plate as typed: a province character and letters and digits (mainland plates), or a foreign one. */
export const plateSchema = z
  .string()
  .trim()
  .toUpperCase()
  .min(2, 'vehicles:plate.format')
  .max(16, 'vehicles:plate.format');

const modelTextSchema = z.string().trim().min(1).max(64);
const reasonSchema = z.string().trim().min(1, 'vehicles:reason.required').max(200);

/** The vehicle list's filters: a VIN batch (or one VIN or its start), plate, model, codes and the scope. */
export const vehicleFilterSchema = z.strictObject({
  /** One VIN, or its first characters (at least 4). */
  vin: z.string().trim().toUpperCase().min(4).max(17).optional(),
  /** VINs pasted into the batch query. */
  vins: z
    .array(z.string().trim().toUpperCase().min(1).max(17))
    .max(maximumVinBatch, 'vehicles:batch.tooMany')
    .optional(),
  plate: z.string().trim().max(16).optional(),
  model: z.string().trim().max(64).optional(),
  vehicleStatus: codesFilter(vehicleStatus),
  vehicleType: codesFilter(vehicleType),
  fuelType: codesFilter(fuelType),
  ...scopeFilterFields,
});
export type VehicleFilter = z.infer<typeof vehicleFilterSchema>;

export const vehicleListObjSchema = vehicleFilterSchema.extend(keysetRequestFields);

/** A vehicle as the list shows it. */
export const vehicleRowSchema = z.object({
  id: z.number(),
  ...companyColumns,
  ...orgColumns,
  vin: z.string(),
  plate: optionalTextColumn,
  model: z.string(),
  series: optionalTextColumn,
  origin: vehicleOrigin.schema,
  vehicleType: vehicleType.schema,
  fuelType: fuelType.schema,
  vehicleStatus: vehicleStatus.schema,
  /** The T-Box card's ICCID, when one is fitted. */
  telematicsIccid: optionalTextColumn,
  /** Cards fitted now. */
  cardCount: z.number(),
  remark: optionalTextColumn,
  createdAt: timeColumn,
  updatedAt: timeColumn,
});
export type VehicleRow = z.infer<typeof vehicleRowSchema>;

export const vehiclePageSchema = keysetPageOf('vehicles', vehicleRowSchema);
export type VehiclePage = z.infer<typeof vehiclePageSchema>;

/** A card fitted in a vehicle, now or before, with the card's state and registration as the console knows them. */
export const vehicleCardRowSchema = z.object({
  cardId: z.number(),
  iccid: z.string(),
  msisdn: optionalTextColumn,
  role: vehicleCardRole.schema,
  cardStatus: cardStatus.schema.nullable(),
  realNameStatus: realNameStatus.schema.nullable(),
  fittedAt: timeColumn,
  /** When it was taken out; null while fitted. */
  removedAt: optionalTimeColumn,
  removedReason: optionalTextColumn,
});
export type VehicleCardRow = z.infer<typeof vehicleCardRowSchema>;

/** One step of a vehicle's life: a status change, a card fitted or removed, a reviewed change applied. */
export const vehicleEventRowSchema = z.object({
  id: z.number(),
  kind: z.enum(['created', 'status', 'cardFitted', 'cardRemoved', 'changeApplied', 'edited']),
  at: timeColumn,
  fromValue: optionalTextColumn,
  toValue: optionalTextColumn,
  reason: optionalTextColumn,
  operatorName: optionalTextColumn,
});
export type VehicleEventRow = z.infer<typeof vehicleEventRowSchema>;

/** A requested change of a vehicle's VIN, plate, model or series, and its review. */
export const vehicleChangeRowSchema = z.object({
  id: z.number(),
  vehicleId: z.number(),
  ...companyColumns,
  ...orgColumns,
  vin: z.string(),
  field: vehicleChangeField.schema,
  fromValue: optionalTextColumn,
  toValue: z.string(),
  reason: z.string(),
  reviewStatus: vehicleChangeReviewStatus.schema,
  requestedBy: z.string(),
  requestedAt: timeColumn,
  reviewedBy: optionalTextColumn,
  reviewedAt: optionalTimeColumn,
  reviewNote: optionalTextColumn,
});
export type VehicleChangeRow = z.infer<typeof vehicleChangeRowSchema>;

/** The vehicle detail: the vehicle, its cards now and before, its timeline and its changes under review. */
export const vehicleDetailRowSchema = z.object({
  vehicle: vehicleRowSchema,
  cards: z.array(vehicleCardRowSchema),
  events: z.array(vehicleEventRowSchema),
  changes: z.array(vehicleChangeRowSchema),
  /** The statuses the vehicle may move to from its own. */
  nextStatuses: z.array(vehicleStatus.schema),
});
export type VehicleDetailRow = z.infer<typeof vehicleDetailRowSchema>;

/** What the add and edit dialogs set freely; VIN, plate, model and series change through review once saved. */
const vehicleFactsFields = {
  origin: vehicleOrigin.schema,
  vehicleType: vehicleType.schema,
  fuelType: fuelType.schema,
  orgId: recordIdSchema.optional(),
  remark: z.string().trim().max(200).optional(),
};

export const vehicleAddObjSchema = z.strictObject({
  vin: vinSchema,
  plate: plateSchema.optional(),
  model: modelTextSchema,
  series: z.string().trim().max(64).optional(),
  vehicleStatus: vehicleStatus.schema,
  /** Carrier staff name the company the vehicle belongs to; others add to their own. */
  companyId: recordIdSchema.optional(),
  ...vehicleFactsFields,
});
export type VehicleAddObj = z.infer<typeof vehicleAddObjSchema>;

export const vehicleEditObjSchema = z.strictObject({ id: bigRecordIdSchema, ...vehicleFactsFields });
export type VehicleEditObj = z.infer<typeof vehicleEditObjSchema>;

export const vehicleStatusObjSchema = z.strictObject({
  id: bigRecordIdSchema,
  vehicleStatus: vehicleStatus.schema,
  reason: reasonSchema.optional(),
});

export const fitCardObjSchema = z.strictObject({
  vehicleId: bigRecordIdSchema,
  /** The card's ICCID: a card of the vehicle's company, fitted in no other vehicle. */
  iccid: z.string().trim().toUpperCase().min(19).max(20),
  role: vehicleCardRole.schema,
});

export const removeCardObjSchema = z.strictObject({
  vehicleId: bigRecordIdSchema,
  cardId: bigRecordIdSchema,
  reason: reasonSchema,
});

/** The reviewed-change list's filters. */
export const vehicleChangeFilterSchema = z.strictObject({
  vin: z.string().trim().toUpperCase().max(17).optional(),
  field: codesFilter(vehicleChangeField),
  reviewStatus: codesFilter(vehicleChangeReviewStatus),
  ...scopeFilterFields,
});
export type VehicleChangeFilter = z.infer<typeof vehicleChangeFilterSchema>;

export const vehicleChangeListObjSchema = vehicleChangeFilterSchema.extend(keysetRequestFields);

export const vehicleChangePageSchema = keysetPageOf('changes', vehicleChangeRowSchema);
export type VehicleChangePage = z.infer<typeof vehicleChangePageSchema>;

/** A change asked for: the new value is checked by the field's own rule (a VIN by its check character). */
export const vehicleChangeRequestObjSchema = z
  .strictObject({
    vehicleId: bigRecordIdSchema,
    field: vehicleChangeField.schema,
    toValue: z.string().trim().min(1).max(64),
    reason: reasonSchema,
  })
  .superRefine((request, context) => {
    const rule = { vin: vinSchema, plate: plateSchema, model: modelTextSchema, series: modelTextSchema }[
      request.field
    ];
    for (const issue of rule.safeParse(request.toValue).error?.issues ?? []) {
      context.addIssue({ code: 'custom', message: issue.message, path: ['toValue'] });
    }
  });
export type VehicleChangeRequestObj = z.infer<typeof vehicleChangeRequestObjSchema>;

export const vehicleChangeReviewObjSchema = z.strictObject({
  id: bigRecordIdSchema,
  decision: z.enum(['approve', 'reject']),
  /** Required when rejecting: the requester reads why. */
  note: z.string().trim().max(200).optional(),
});
