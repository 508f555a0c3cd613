import { bigint, boolean, date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

import { moment } from '../../../platform/database/columns';

import { companyColumn } from '../../../platform/database/schema';
import { simCards } from './cards-schema';

import { carrierAccounts } from '../../../platform/database/schema-carrier';

import { tasks } from '../../../platform/database/schema-tasks';

/**
 * Daily usage of each card as the carrier reported it, one row per card and carrier day (Beijing time).
 * PARTITIONED BY RANGE (day), one partition per month: drizzle cannot say so, so the migration that creates
 * it is edited by hand and the partitions are made by card-usage/usage-partitions.ts. Company and org path
 * are copied from the card when the row is written, so scoping needs no join.
 */
export const cardUsage = pgTable(
  'card_usage',
  {
    cardId: bigint('card_id', { mode: 'number' })
      .notNull()
      .references(() => simCards.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    companyId: integer('company_id').notNull(),
    orgPath: text('org_path'),
    dataKilobytes: bigint('data_kb', { mode: 'number' }).notNull(),
    smsCount: integer('sms_count').notNull().default(0),
    voiceMinutes: integer('voice_minutes').notNull().default(0),
    /** False for the carrier's running day, which still grows until the next sync. */
    complete: boolean('complete').notNull(),
    syncedAt: moment('synced_at').notNull().defaultNow(),
  },
  // The partition key (day) must be part of the key of a partitioned table.
  (table) => [primaryKey({ name: 'card_usage_pkey', columns: [table.cardId, table.day] })],
);

/**
 * Usage summed per company, org path and day: the dashboard and reports read these few rows instead of a
 * million cards' rows. Kept exact by the sync, which adds the difference each card row makes. The org path
 * is '' for cards outside the org tree (a key column cannot be null).
 */
export const cardUsageDayTotals = pgTable(
  'card_usage_day_totals',
  {
    companyId: companyColumn(),
    orgPath: text('org_path').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    dataKilobytes: bigint('data_kb', { mode: 'number' }).notNull().default(0),
    smsCount: bigint('sms_count', { mode: 'number' }).notNull().default(0),
    voiceMinutes: bigint('voice_minutes', { mode: 'number' }).notNull().default(0),
    cardCount: integer('card_count').notNull().default(0),
  },
  (table) => [
    primaryKey({ name: 'card_usage_day_totals_pkey', columns: [table.companyId, table.day, table.orgPath] }),
    // Carrier staff's dashboard sums every company's days.
    index('card_usage_day_totals_day').on(table.day),
  ],
);

/** Where the usage sync of each carrier account stands: its watermark, its last run and its next one. */
export const cardUsageSyncState = pgTable('card_usage_sync_state', {
  accountId: integer('account_id')
    .primaryKey()
    .references(() => carrierAccounts.id, { onDelete: 'cascade' }),
  /** The newest complete carrier day stored for every card; the next run asks only for the days after it. */
  syncedThroughDay: date('synced_through_day', { mode: 'string' }),
  /** When the schedule starts the next run; null until the scheduler first sees the account. */
  nextScheduledAt: moment('next_scheduled_at'),
  lastTaskId: integer('last_task_id').references(() => tasks.id, { onDelete: 'set null' }),
  lastRunStartedAt: moment('last_run_started_at'),
  lastRunFinishedAt: moment('last_run_finished_at'),
  lastRunCardCount: integer('last_run_card_count'),
  updatedAt: moment('updated_at').notNull().defaultNow(),
});
