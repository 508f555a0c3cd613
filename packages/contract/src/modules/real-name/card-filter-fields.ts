import { z } from 'zod';
import { optionalTextColumn, optionalTimeColumn } from '../../calls/shared-schemas';

/** The real-name lists' card filters: an exact ICCID or MSISDN, and a VIN (at least its first 4 characters). */
export const cardFilterFields = {
  cardNumber: z.string().trim().min(1).max(32).optional(),
  vin: z.string().trim().toUpperCase().min(4).max(17).optional(),
};

/** A card's carrier order: its number, the carrier's reason when refused, when it was sent and answered. */
export const carrierAnswerColumns = {
  carrierOrderNumber: optionalTextColumn,
  refusalReason: optionalTextColumn,
  submittedAt: optionalTimeColumn,
  completedAt: optionalTimeColumn,
};
