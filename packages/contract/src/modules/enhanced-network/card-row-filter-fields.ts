import { z } from 'zod';
import { recordIdSchema, timeRangeFilterFields } from '../../calls/shared-schemas';

/** A card as a call names it: its ICCID, MSISDN or IMSI. */
export const cardNumberSchema = z.string().trim().min(1).max(32);

/**
 * The filters of every list of rows about a card (complaints, remote commands): the card by any number, the
 * company (carrier staff only: one of the many they see), an org subtree and a period.
 */
export const cardRowFilterFields = {
  cardNumber: cardNumberSchema.optional(),
  companyId: recordIdSchema.optional(),
  orgId: recordIdSchema.optional(),
  ...timeRangeFilterFields,
};
