import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from '../../platform/database/columns';

/** SMS verification codes by hash, bound to mobile and purpose, single use. */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: serial('id').primaryKey(),
    mobile: text('mobile').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [index('sms_codes_mobile_purpose').on(table.mobile, table.purpose, table.createdAt)],
);

/**
 * SMS code requests as asked, matching an operator or not (by the hash of purpose, mobile and account), so the
 * resend wait and the hourly cap answer every pair alike and tell no one which pairs exist.
 */
export const smsRequests = pgTable(
  'sms_requests',
  {
    id: serial('id').primaryKey(),
    requestHash: text('request_hash').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('sms_requests_hash_created').on(table.requestHash, table.createdAt)],
);
