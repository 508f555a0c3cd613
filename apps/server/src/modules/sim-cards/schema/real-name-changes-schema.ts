import { bigint, index, smallint } from 'drizzle-orm/pg-core';
import { pgTable } from 'drizzle-orm/pg-core';
import { moment } from '../../../platform/database/columns';
import { companyColumn } from '../../../platform/database/schema';

/**
 * Changes of cards' real-name status waiting to be told to their company's receiver (card.realname.changed): a
 * transactional outbox written with the change, so none is lost and none is told of a change rolled back.
 */
export const cardRealNameChanges = pgTable(
  'card_real_name_changes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    cardId: bigint('card_id', { mode: 'number' }).notNull(),
    companyId: companyColumn({ onDelete: 'cascade' }),
    previousStatus: smallint('previous_status').notNull(),
    status: smallint('status').notNull(),
    changedAt: moment('changed_at').notNull().defaultNow(),
  },
  (table) => [index('card_real_name_changes_company').on(table.companyId, table.id)],
);
