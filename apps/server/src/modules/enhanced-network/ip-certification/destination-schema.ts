import { bigint, index, integer, jsonb, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import type { Destination } from '@simdesk/contract/modules/enhanced-network';
import { createdAt, moment } from '../../../platform/database/columns';
import { companyColumn, operators } from '../../../platform/database/schema';
import { carrierAccounts } from '../../../platform/database/schema-carrier';

/** A company's destination lists (IP ranges and domains its cards may reach); status is destinationListStatus. */
export const destinationLists = pgTable(
  'destination_lists',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    companyId: companyColumn(),
    name: text('name').notNull(),
    note: text('note'),
    destinations: jsonb('destinations').$type<Destination[]>().notNull(),
    status: smallint('status').notNull(),
    submittedById: integer('submitted_by_id')
      .notNull()
      .references(() => operators.id),
    submittedAt: moment('submitted_at').notNull().defaultNow(),
    reviewedById: integer('reviewed_by_id').references(() => operators.id),
    reviewedAt: moment('reviewed_at'),
    rejectionReason: text('rejection_reason'),
    createdAt: createdAt(),
  },
  (table) => [
    index('destination_lists_company_id').on(table.companyId, table.id.desc()),
    index('destination_lists_company_status').on(table.companyId, table.status, table.id),
  ],
);

/**
 * The PCC white-list work orders of an approved list: one per carrier account holding the company's cards.
 * State is whitelistWorkOrderState (null when the carrier refused the call: submitError says why).
 */
export const destinationWorkOrders = pgTable(
  'destination_work_orders',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    listId: bigint('list_id', { mode: 'number' })
      .notNull()
      .references(() => destinationLists.id, { onDelete: 'cascade' }),
    carrierAccountId: integer('carrier_account_id')
      .notNull()
      .references(() => carrierAccounts.id),
    workOrderId: text('work_order_id'),
    state: smallint('state'),
    submitError: text('submit_error'),
    rejectionReason: text('rejection_reason'),
    submittedAt: moment('submitted_at'),
    expectedReviewAt: moment('expected_review_at'),
    appliedAt: moment('applied_at'),
    checkedAt: moment('checked_at'),
  },
  (table) => [
    index('destination_work_orders_list').on(table.listId),
    index('destination_work_orders_state').on(table.state, table.id),
  ],
);
