import { boolean, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../../platform/database/columns';
import { companies } from '../../platform/database/schema';

export const dictionaryEntries = pgTable(
  'dictionary_entries',
  {
    id: serial('id').primaryKey(),
    /** Null: a platform-wide entry every company sees. */
    companyId: integer('company_id').references(() => companies.id),
    dictType: text('dict_type').notNull(),
    dictLabel: text('dict_label').notNull(),
    dictValue: text('dict_value').notNull(),
    orderNum: integer('order_num').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
  },
  (table) => [index('dictionary_company_type').on(table.companyId, table.dictType)],
);
