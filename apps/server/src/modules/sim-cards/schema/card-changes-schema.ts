import { sql } from 'drizzle-orm';

import { bigint, boolean, index, integer, jsonb, pgTable, smallint, text } from 'drizzle-orm/pg-core';

import { moment } from '../../../platform/database/columns';

import { companyColumn, operatorColumn, orgColumn } from '../../../platform/database/schema';
import { simCards } from './cards-schema';

import { tasks } from '../../../platform/database/schema-tasks';

/**
 * One request to change cards through the carrier (a status change, communication on/off, APN/PCC, SMS),
 * single or batch. Company and org path are the operator's, copied for scoping like tasks.
 */
export const cardChangeOrders = pgTable(
  'card_change_orders',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    companyId: companyColumn(),
    orgId: orgColumn(),
    orgPath: text('org_path'),
    operatorId: operatorColumn(),
    /** The contract's changeOrderKinds: status, communication, voice, apn, pcc, sms. */
    kind: text('kind').notNull(),
    /** What was asked ({ targetStatus } …), as the contract's row shows it. */
    request: jsonb('request')
      .notNull()
      .default(sql`'{}'::jsonb`),
    targetStatus: smallint('target_status'),
    reason: text('reason'),
    batch: boolean('batch').notNull().default(false),
    taskId: integer('task_id').references(() => tasks.id, { onDelete: 'set null' }),
    /** Numbers of a batch that named no card in scope: reported, never sent. */
    unmatchedNumbers: text('unmatched_numbers')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** When the change is due; null: sent at once. */
    scheduledAt: moment('scheduled_at'),
    /** The contract's changeOrderStates. */
    state: text('state').notNull(),
    cardCount: integer('card_count').notNull().default(0),
    createdAt: moment('created_at').notNull().defaultNow(),
    finishedAt: moment('finished_at'),
  },
  (table) => [
    index('card_change_orders_company').on(table.companyId, table.id.desc()),
    index('card_change_orders_org_path').on(table.orgPath.op('text_pattern_ops'), table.id),
    // The tracker looks for scheduled orders that fell due.
    index('card_change_orders_due')
      .on(table.scheduledAt)
      .where(sql`state = 'scheduled'`),
  ],
);

/**
 * One card of an order: its carrier order number once accepted, and its outcome. The tracker claims open items
 * (pending, unknown) whose check is due with FOR UPDATE SKIP LOCKED, so several servers never check one twice.
 */
export const cardChangeItems = pgTable(
  'card_change_items',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => cardChangeOrders.id, { onDelete: 'cascade' }),
    cardId: bigint('card_id', { mode: 'number' })
      .notNull()
      .references(() => simCards.id, { onDelete: 'cascade' }),
    /** The card's company (for its history), which may differ from the order's for carrier staff. */
    companyId: companyColumn(),
    iccid: text('iccid').notNull(),
    carrierAccountId: integer('carrier_account_id'),
    carrierOrderNumber: text('carrier_order_number'),
    /** The contract's changeItemStates: queued, pending, unknown, success, failed. */
    state: text('state').notNull(),
    fromStatus: smallint('from_status'),
    toStatus: smallint('to_status'),
    reasonCode: text('reason_code'),
    reason: text('reason'),
    deliveryState: text('delivery_state'),
    /** Sent to the carrier (or the attempt began): an unknown outcome is judged from here. */
    submittedAt: moment('submitted_at'),
    nextCheckAt: moment('next_check_at'),
    checks: integer('checks').notNull().default(0),
    settledAt: moment('settled_at'),
  },
  (table) => [
    index('card_change_items_order').on(table.orderId, table.state, table.id),
    index('card_change_items_card').on(table.cardId, table.id.desc()),
    index('card_change_items_iccid').on(table.iccid),
    index('card_change_items_due')
      .on(table.nextCheckAt)
      .where(sql`state in ('pending', 'unknown')`),
  ],
);
