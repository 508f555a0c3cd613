import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { moment } from '../../../platform/database/columns';
import { companyColumn, orgColumn } from '../../../platform/database/schema';

/**
 * One run of the status sync with the carrier: who started it (the schedule, or an operator, whose org path
 * scopes it like a task), over which cards, how far it got and what it found.
 */
export const realNameSyncs = pgTable(
  'real_name_syncs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    companyId: companyColumn({ onDelete: 'cascade' }),
    orgPath: text('org_path'),
    operatorId: integer('operator_id'),
    operatorName: text('operator_name'),
    /** The contract's syncTriggers: scheduled, operator. */
    trigger: text('trigger').notNull(),
    /** The contract's syncScopes: cards, filter, all. */
    scope: text('scope').notNull(),
    /** The named cards' ids, or the card-state filter, as the run reads its cards. */
    scopeDetail: jsonb('scope_detail')
      .notNull()
      .default(sql`'{}'::jsonb`),
    cardCount: integer('card_count').notNull().default(0),
    /** The contract's syncRunStatuses: running, completed, failed, cancelled. */
    status: text('status').notNull(),
    taskId: bigint('task_id', { mode: 'number' }),
    startedAt: moment('started_at').notNull().defaultNow(),
    finishedAt: moment('finished_at'),
    /** The last card id done: a resumed run goes on after it. */
    lastCardId: bigint('last_card_id', { mode: 'number' }).notNull().default(0),
    checked: integer('checked').notNull().default(0),
    inAgreement: integer('in_agreement').notNull().default(0),
    changed: integer('changed').notNull().default(0),
    errors: integer('errors').notNull().default(0),
    failure: text('failure'),
  },
  (table) => [
    index('real_name_syncs_company').on(table.companyId, table.id.desc()),
    // One run of a company at a time, whoever starts it: a second start finds this row and stops.
    uniqueIndex('real_name_syncs_running')
      .on(table.companyId)
      .where(sql`status = 'running'`),
  ],
);

/** A card a run found different from the carrier (and what it settled), or could not check. */
export const realNameSyncItems = pgTable(
  'real_name_sync_items',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    syncId: bigint('sync_id', { mode: 'number' })
      .notNull()
      .references(() => realNameSyncs.id, { onDelete: 'cascade' }),
    companyId: companyColumn({ onDelete: 'cascade' }),
    orgId: orgColumn(),
    orgPath: text('org_path'),
    cardId: bigint('card_id', { mode: 'number' }).notNull(),
    iccid: text('iccid').notNull(),
    msisdn: text('msisdn'),
    /** The contract's syncOutcomes: changed, error. */
    outcome: text('outcome').notNull(),
    differences: text('differences')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    ourStatus: smallint('our_status'),
    carrierStatus: smallint('carrier_status'),
    ourVin: text('our_vin'),
    carrierVin: text('carrier_vin'),
    carrierPartyType: text('carrier_party_type'),
    refusalCode: text('refusal_code'),
    refusalReason: text('refusal_reason'),
    applied: boolean('applied').notNull().default(false),
    error: text('error'),
    at: moment('at').notNull().defaultNow(),
  },
  (table) => [index('real_name_sync_items_sync').on(table.syncId, table.id.desc())],
);
