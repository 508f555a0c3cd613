import { jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { moment } from '../../platform/database/columns';

import { companyColumn } from '../../platform/database/schema';

/** Company-level settings without a table of their own (card import rules, real-name account …), by key. */
export const companySettings = pgTable(
  'company_settings',
  {
    id: serial('id').primaryKey(),
    companyId: companyColumn({ onDelete: 'cascade' }),
    key: text('key').notNull(),
    value: jsonb('value').notNull(),
    updatedAt: moment('updated_at').notNull().defaultNow(),
  },
  (table) => [uniqueIndex('company_settings_company_key').on(table.companyId, table.key)],
);
