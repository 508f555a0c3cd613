import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { moment } from '../../platform/database/columns';
import { companyColumn } from '../../platform/database/schema';
import { carrierAccounts } from '../../platform/database/schema-carrier';

/**
 * Call detail records received from the carrier. PARTITIONED BY RANGE (started_at), one partition per month:
 * drizzle cannot say so, so the migration is edited by hand and record-partitions.ts makes the partitions
 * ahead. The partition key is part of every unique key; the carrier's record id makes a re-fetch a no-op.
 * Company and org path are copied from the card when the record is stored, so scoping needs no join.
 */
export const callDetailRecords = pgTable(
  'call_detail_records',
  {
    id: bigserial('id', { mode: 'number' }).notNull(),
    accountId: integer('account_id').notNull(),
    companyId: integer('company_id').notNull(),
    orgPath: text('org_path'),
    cardId: bigint('card_id', { mode: 'number' }),
    iccid: text('iccid').notNull(),
    msisdn: text('msisdn'),
    carrierRecordId: text('carrier_record_id').notNull(),
    recordType: smallint('record_type').notNull(),
    startedAt: moment('started_at').notNull(),
    endedAt: moment('ended_at'),
    direction: text('direction'),
    peer: text('peer'),
    uplinkBytes: bigint('uplink_bytes', { mode: 'number' }),
    downlinkBytes: bigint('downlink_bytes', { mode: 'number' }),
    durationSeconds: integer('duration_seconds'),
    apn: text('apn'),
    rat: text('rat'),
    cellArea: text('cell_area'),
    imei: text('imei'),
    receivedAt: moment('received_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'call_detail_records_pkey', columns: [table.startedAt, table.id] }),
    uniqueIndex('call_detail_records_carrier_id').on(table.accountId, table.carrierRecordId, table.startedAt),
    // The list: a company's records newest first, and one card's.
    index('call_detail_records_company').on(table.companyId, table.startedAt.desc(), table.id.desc()),
    index('call_detail_records_card').on(table.iccid, table.startedAt.desc(), table.id.desc()),
    // The keyset cursor is a record id: its start time is looked up by it.
    index('call_detail_records_id').on(table.id),
  ],
);

/** Where the record sync of each carrier account stands: complete up to synced_through, and its last run. */
export const callRecordSyncState = pgTable('call_record_sync_state', {
  accountId: integer('account_id')
    .primaryKey()
    .references(() => carrierAccounts.id, { onDelete: 'cascade' }),
  syncedThrough: moment('synced_through'),
  /** The carrier's cursor inside the window being fetched, so an interrupted run goes on where it stopped. */
  windowCursor: text('window_cursor'),
  lastRunAt: moment('last_run_at'),
  lastRecordCount: integer('last_record_count'),
  lastError: text('last_error'),
  nextRunAt: moment('next_run_at'),
});

/**
 * Every event pushed to a company's endpoint, keyed by its event id (webhook-id), which stays the same across
 * retries, resends and replays. Written by the pusher's observer; the payload is the exact body sent.
 */
export const pushRecords = pgTable(
  'push_records',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    companyId: companyColumn(),
    eventId: text('event_id').notNull(),
    eventType: text('event_type').notNull(),
    endpoint: text('endpoint').notNull(),
    payload: text('payload').notNull(),
    status: smallint('status').notNull(),
    attempts: integer('attempts').notNull().default(0),
    responseCode: integer('response_code'),
    responseExcerpt: text('response_excerpt'),
    lastError: text('last_error'),
    durationMs: integer('duration_ms'),
    resendCount: integer('resend_count').notNull().default(0),
    queuedAt: moment('queued_at').notNull().defaultNow(),
    lastAttemptAt: moment('last_attempt_at'),
    nextAttemptAt: moment('next_attempt_at'),
    deliveredAt: moment('delivered_at'),
  },
  (table) => [
    uniqueIndex('push_records_event').on(table.eventId),
    index('push_records_company').on(table.companyId, table.id.desc()),
    index('push_records_endpoint').on(table.companyId, table.endpoint, table.queuedAt),
  ],
);

/** One outcome of one action taken about an alarm. */
export interface StoredAlarmAction {
  kind: number;
  outcome: number;
  detail: string | null;
}

/** Every alarm raised, by a rule or by the console (a carrier sync that failed), and what was done about it. */
export const alarmRecords = pgTable(
  'alarm_records',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    companyId: companyColumn(),
    orgPath: text('org_path'),
    source: smallint('source').notNull(),
    messageType: smallint('message_type').notNull(),
    ruleId: integer('rule_id'),
    ruleName: text('rule_name'),
    cause: text('cause').notNull(),
    cardCount: integer('card_count').notNull().default(0),
    /** The first cards it is about (at most 500), for the card filter and the detail. */
    iccids: text('iccids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    actions: jsonb('actions')
      .$type<StoredAlarmAction[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    raisedAt: moment('raised_at').notNull().defaultNow(),
  },
  (table) => [
    index('alarm_records_company').on(table.companyId, table.id.desc()),
    index('alarm_records_iccids').using('gin', table.iccids),
  ],
);
