import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { moment } from '../../platform/database/columns';
import { companyColumn } from '../../platform/database/schema';
import { carrierAccounts } from '../../platform/database/schema-carrier';

/**
 * The carrier's data pools (groups) per carrier account, as the last sync read them; the company is the
 * one whose cards the pool holds (else the account's). Codes are the contract's dataPoolGroupType and dataPoolGroupStatus; figures in KB, as of `syncedAt`.
 */
export const dataPools = pgTable(
  'data_pools',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    companyId: companyColumn(),
    carrierAccountId: integer('carrier_account_id')
      .notNull()
      .references(() => carrierAccounts.id, { onDelete: 'cascade' }),
    groupId: text('group_id').notNull(),
    name: text('name').notNull(),
    groupType: smallint('group_type').notNull(),
    status: smallint('status').notNull(),
    quotaKb: bigint('quota_kb', { mode: 'number' }).notNull(),
    usedKb: bigint('used_kb', { mode: 'number' }).notNull(),
    memberCount: integer('member_count').notNull(),
    createdAtCarrier: moment('created_at_carrier'),
    syncedAt: moment('synced_at').notNull(),
  },
  (table) => [
    // A carrier's group id is unique within its account: a sync upserts on it.
    uniqueIndex('data_pools_account_group').on(table.carrierAccountId, table.groupId),
    index('data_pools_company_name').on(table.companyId, table.name, table.id),
    index('data_pools_group').on(table.groupId),
  ],
);

/** The member cards of each pool, replaced whole by each sync of the pool; the rule engine reads them too. */
export const dataPoolMembers = pgTable(
  'data_pool_members',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    poolId: bigint('pool_id', { mode: 'number' })
      .notNull()
      .references(() => dataPools.id, { onDelete: 'cascade' }),
    iccid: text('iccid').notNull(),
    msisdn: text('msisdn'),
    memberStatus: smallint('member_status').notNull(),
    joinedAt: moment('joined_at'),
    capKb: bigint('cap_kb', { mode: 'number' }),
    pendingCapKb: bigint('pending_cap_kb', { mode: 'number' }),
    pendingCapFrom: moment('pending_cap_from'),
    monthDataKb: bigint('month_data_kb', { mode: 'number' }).notNull(),
    syncedAt: moment('synced_at').notNull(),
  },
  (table) => [
    // The member list's keyset order within a pool, and its status filter.
    index('data_pool_members_pool_id').on(table.poolId, table.id),
    index('data_pool_members_pool_status').on(table.poolId, table.memberStatus, table.id),
    index('data_pool_members_iccid').on(table.iccid),
  ],
);

/** When each account's pools were last read, and when the schedule reads them next. */
export const dataPoolSyncState = pgTable('data_pool_sync_state', {
  accountId: integer('account_id')
    .primaryKey()
    .references(() => carrierAccounts.id, { onDelete: 'cascade' }),
  lastSyncedAt: moment('last_synced_at'),
  lastError: text('last_error'),
  nextScheduledAt: moment('next_scheduled_at').default(sql`now()`),
});
