import { z } from 'zod';
import { bindingStatus } from '../../codes/binding-codes';
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

/** Rows per keyset page of the binding and separation lists. */
export const securityPageSizes = [20, 50, 100] as const;

/**
 * The filters both lists share: an exact ICCID or MSISDN, any part of an IMEI (digits only; on the separation
 * history either IMEI, old or new), and the scope — carrier staff choose a company, anyone an org of their subtree.
 */
const cardFilterFields = {
  cardNumber: z.string().trim().min(1).max(32).optional(),
  imei: z
    .string()
    .trim()
    .regex(/^\d{1,15}$/, 'security:imei.filter')
    .optional(),
  ...scopeFilterFields,
};

/** The binding list's filters. */
export const bindingFilterSchema = z.strictObject({
  bindingStatus: codesFilter(bindingStatus),
  ...cardFilterFields,
});
export type BindingFilter = z.infer<typeof bindingFilterSchema>;

export const bindingListObjSchema = bindingFilterSchema.extend(keysetRequestFields);

/** One card's binding as the list shows it. */
export const bindingRowSchema = z.object({
  ...placedCardColumns,
  bindingStatus: bindingStatus.schema,
  /** The IMEI the card is bound to; null when unbound. */
  boundImei: optionalTextColumn,
  boundAt: optionalTimeColumn,
  /** The IMEI the network last saw the card in, and when. */
  lastSeenImei: optionalTextColumn,
  lastSeenAt: optionalTimeColumn,
  /** Separations recorded for the card so far. */
  separationCount: z.number(),
  updatedAt: timeColumn,
});
export type BindingRow = z.infer<typeof bindingRowSchema>;

export const bindingPageSchema = keysetPageOf('bindings', bindingRowSchema);
export type BindingPage = z.infer<typeof bindingPageSchema>;

/** The separation history's filters, shared by its list and its export. */
export const separationFilterSchema = z.strictObject({
  ...timeRangeFilterFields,
  ...cardFilterFields,
  cardId: bigRecordIdSchema.optional(),
});
export type SeparationFilter = z.infer<typeof separationFilterSchema>;

export const separationListObjSchema = separationFilterSchema.extend(keysetRequestFields);

/** One separation: the network saw the card in another device than the one it is bound to. */
export const separationRowSchema = z.object({
  id: z.number(),
  ...placedCardColumns,
  separatedAt: timeColumn,
  /** The bound IMEI, and the IMEI the network saw instead. */
  oldImei: z.string(),
  newImei: z.string(),
  /** The cell area the card was seen in, when the carrier said. */
  cellArea: optionalTextColumn,
});
export type SeparationRow = z.infer<typeof separationRowSchema>;

export const separationPageSchema = keysetPageOf('separations', separationRowSchema);
export type SeparationPage = z.infer<typeof separationPageSchema>;
