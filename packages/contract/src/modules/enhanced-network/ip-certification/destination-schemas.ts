import { z } from 'zod';
import { destinationListStatus, whitelistWorkOrderState } from '../../../codes/remote-control-codes';
import { companyColumns, keysetPageOf, optionalTextColumn } from '../../../calls/shared-schemas';
import { destinationTypes } from './destination-rules';

/** One destination as lists carry it. */
export const destinationSchema = z.object({ type: z.enum(destinationTypes), value: z.string() });
export type Destination = z.infer<typeof destinationSchema>;

/** The carrier's PCC white-list work order of an approved list, per carrier account of the company's cards. */
export const whitelistWorkOrderRowSchema = z.object({
  carrierAccountName: z.string(),
  workOrderId: optionalTextColumn,
  state: whitelistWorkOrderState.schema.nullable(),
  /** Why the order could not be submitted (the carrier refused the call), if so. */
  submitError: optionalTextColumn,
  rejectionReason: optionalTextColumn,
  submittedAt: optionalTextColumn,
  expectedReviewAt: optionalTextColumn,
  appliedAt: optionalTextColumn,
  /** When the carrier was last asked: the "as of" of the state. */
  checkedAt: optionalTextColumn,
});
export type WhitelistWorkOrderRow = z.infer<typeof whitelistWorkOrderRowSchema>;

/** A destination list with its review and, once approved, its work orders. */
export const destinationListRowSchema = z.object({
  id: z.number(),
  ...companyColumns,
  name: z.string(),
  note: optionalTextColumn,
  destinations: z.array(destinationSchema),
  status: destinationListStatus.schema,
  submittedBy: z.string(),
  submittedAt: z.string(),
  reviewedBy: optionalTextColumn,
  reviewedAt: optionalTextColumn,
  rejectionReason: optionalTextColumn,
  workOrders: z.array(whitelistWorkOrderRowSchema),
});
export type DestinationListRow = z.infer<typeof destinationListRowSchema>;

export const destinationListPageSchema = keysetPageOf('lists', destinationListRowSchema);
export type DestinationListPage = z.infer<typeof destinationListPageSchema>;
