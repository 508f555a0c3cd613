import { sql } from 'drizzle-orm';
import { integer, pgTable } from 'drizzle-orm/pg-core';
import { moment } from './columns';

/**
 * The carrier rate limit shared by every server process of the database (platform/carrier/carrier-rate-limit.ts):
 * per carrier account, the send times reserved within the last second, oldest first, never more than the limit.
 * No foreign key: a row is a few bytes, and a deleted account's row harms nothing.
 */
export const carrierRateSlots = pgTable('carrier_rate_slots', {
  accountId: integer('account_id').primaryKey(),
  recent: moment('recent')
    .array()
    .notNull()
    .default(sql`'{}'::timestamptz[]`),
});
