import { z } from 'zod';
import { destinationListStatus, whitelistWorkOrderState } from '../../../codes/remote-control-codes';
import { companyColumns, keysetPageFields, textOrNull } from '../../../calls/shared-schemas';
import { destinationTypes } from './destination-rules';

/** One destination as lists carry it. */
export const destinationSchema = z.object({ type: z.enum(destinationTypes), value: z.string() });
export type Destination = z.infer<typeof destinationSchema>;

/** The carrier's PCC white-list work order of an approved list, per carrier account of the company's cards. */
export const whitelistWorkOrderRowSchema = z.object({
  carrierAccountName: z.string(),
  workOrderId: textOrNull,
  state: whitelistWorkOrderState.schema.nullable(),
  /** Why the order could not be submitted (the carrier refused the call), if so. */
  submitError: textOrNull,
  rejectionReason: textOrNull,
  submittedAt: textOrNull,
  expectedReviewAt: textOrNull,
  appliedAt: textOrNull,
  /** When the carrier was last asked: the "as of" of the state. */
  checkedAt: textOrNull,
});
export type WhitelistWorkOrderRow = z.infer<typeof whitelistWorkOrderRowSchema>;

/** A destination list with its review and, once approved, its work orders. */
export const destinationListRowSchema = z.object({
  id: z.number(),
  ...companyColumns,
  name: z.string(),
  note: textOrNull,
  destinations: z.array(destinationSchema),
  status: destinationListStatus.schema,
  submittedBy: z.string(),
  submittedAt: z.string(),
  reviewedBy: textOrNull,
  reviewedAt: textOrNull,
  rejectionReason: textOrNull,
  workOrders: z.array(whitelistWorkOrderRowSchema),
});
export type DestinationListRow = z.infer<typeof destinationListRowSchema>;

export const destinationListPageSchema = z.object({
  lists: z.array(destinationListRowSchema),
  ...keysetPageFields,
});
export type DestinationListPage = z.infer<typeof destinationListPageSchema>;
