import { integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { moment } from '../../platform/database/columns';
import { companies } from '../../platform/database/schema';

/** Company-level settings without a table of their own (card import rules, real-name account …), by key. */
export const companySettings = pgTable(
  'company_settings',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    value: jsonb('value').notNull(),
    updatedAt: moment('updated_at').notNull().defaultNow(),
  },
  (table) => [uniqueIndex('company_settings_company_key').on(table.companyId, table.key)],
);
