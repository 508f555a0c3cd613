import { defineCodeTables, type CodeOf } from './code-table';

/** Bills (spec §2 billManagement): why a card's bill here and the carrier's bill of the month disagree. */
export const billCodeTables = defineCodeTables(
  {
    billDifferenceReason: {
      /** We bill the card; the carrier's bill has no line for it. */
      missingAtCarrier: 1,
      /** The carrier bills the card; we do not (no rate plan here, or not live in the month). */
      missingHere: 2,
      feeDiffers: 3,
      overageDiffers: 4,
      smsDiffers: 5,
      voiceDiffers: 6,
    },
  },
  {
    billDifferenceReason: { missingAtCarrier: 'orange', missingHere: 'error' },
  },
);

export const { billDifferenceReason } = billCodeTables;
export type BillDifferenceReasonCode = CodeOf<typeof billDifferenceReason>;
