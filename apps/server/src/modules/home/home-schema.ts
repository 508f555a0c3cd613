import { pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { moment } from '../../platform/database/columns';

import { operatorColumn } from '../../platform/database/schema';

/** Per-operator page settings (page-config calls): e.g. url 'ec-service-life-cycle' → the lifecycle panel. */
export const pageConfigs = pgTable(
  'page_configs',
  {
    id: serial('id').primaryKey(),
    operatorId: operatorColumn({ onDelete: 'cascade' }),
    url: text('url').notNull(),
    /** The JSON string the page stores (spec: simproperty). */
    simproperty: text('simproperty').notNull(),
    updatedAt: moment('updated_at').notNull().defaultNow(),
  },
  (table) => [uniqueIndex('page_configs_operator_url').on(table.operatorId, table.url)],
);
