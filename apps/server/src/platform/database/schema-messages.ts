import { bigint, index, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { moment } from './columns';

import { companyColumn, operatorColumn } from './schema';

/**
 * The message centre: one row per recipient operator, so read and cleared state is each operator's own.
 * A publish to a company or org subtree fans out to the operators it reaches at that moment.
 */
export const messages = pgTable(
  'messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    companyId: companyColumn(),
    operatorId: operatorColumn({ onDelete: 'cascade' }),
    /** The drawer tab: 0 system messages, 1 rule alarms, 2 security. */
    moduleType: smallint('module_type').notNull(),
    /** The contract's messageType code 0–6. */
    messageType: smallint('message_type').notNull(),
    ruleName: text('rule_name'),
    content: text('content').notNull(),
    occurTime: moment('occur_time').notNull().defaultNow(),
    readAt: moment('read_at'),
    /** Cleared from the drawer; the system-message history still lists it. */
    clearedAt: moment('cleared_at'),
    createdAt: moment('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('messages_operator_module').on(table.operatorId, table.moduleType, table.id),
    index('messages_company').on(table.companyId, table.occurTime),
  ],
);
