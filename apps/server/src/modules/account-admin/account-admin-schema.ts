import { integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { moment } from '../../platform/database/columns';
import { operators } from '../../platform/database/schema';

/** API credentials of an operator (userManage → app info): app key in clear, app secret for request signing. */
export const operatorAppCredentials = pgTable(
  'operator_app_credentials',
  {
    operatorId: integer('operator_id')
      .primaryKey()
      .references(() => operators.id, { onDelete: 'cascade' }),
    appKey: text('app_key').notNull(),
    appSecret: text('app_secret').notNull(),
    /** Addresses allowed to call with these credentials; empty allows any. */
    allowedAddresses: text('allowed_addresses').array().notNull().default([]),
    createdAt: moment('created_at').notNull().defaultNow(),
    updatedAt: moment('updated_at').notNull().defaultNow(),
  },
  (table) => [uniqueIndex('operator_app_credentials_key').on(table.appKey)],
);
