import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { RuleAction, RuleParameters, RuleScope } from '@simdesk/contract/modules/rules';
import { moment } from '../../platform/database/columns';
import { companyColumn, operatorColumn, orgColumn } from '../../platform/database/schema';

/** One outcome of one action of a run, as the history shows it beside each trigger. */
export interface StoredActionOutcome {
  kind: number;
  outcome: number;
  detail: string | null;
}

/**
 * Automation rules. A rule belongs to the company and org of the operator who made it and sees only their
 * cards; deleting one keeps its history (deleted_at), so the history keeps the rule's name.
 */
export const automationRules = pgTable(
  'automation_rules',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: companyColumn(),
    orgId: orgColumn(),
    orgPath: text('org_path'),
    operatorId: operatorColumn(),
    name: text('name').notNull(),
    ruleType: smallint('rule_type').notNull(),
    parameters: jsonb('parameters').$type<RuleParameters>().notNull(),
    scope: jsonb('scope').$type<RuleScope>().notNull(),
    actions: jsonb('actions').$type<RuleAction[]>().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    /** Status-change rules: the last card status change already looked at. */
    eventWatermark: bigint('event_watermark', { mode: 'number' }).notNull().default(0),
    createdAt: moment('created_at').notNull().defaultNow(),
    updatedAt: moment('updated_at').notNull().defaultNow(),
    deletedAt: moment('deleted_at'),
  },
  (table) => [
    index('automation_rules_company').on(table.companyId, table.id.desc()),
    // The engine reads the enabled rules of a company after each of its syncs.
    index('automation_rules_enabled')
      .on(table.companyId)
      .where(sql`enabled and deleted_at is null`),
  ],
);

/** The rule a run, trigger or unsubscription belongs to. */
const ruleColumn = () =>
  integer('rule_id')
    .notNull()
    .references(() => automationRules.id);

/** One evaluation of one rule that triggered cards: what set it off, and how each action went. */
export const ruleRuns = pgTable(
  'rule_runs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    ruleId: ruleColumn(),
    companyId: companyColumn(),
    /** usage-sync, status-event or request. */
    source: text('source').notNull(),
    triggerCount: integer('trigger_count').notNull(),
    actions: jsonb('actions')
      .$type<StoredActionOutcome[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    startedAt: moment('started_at').notNull().defaultNow(),
    finishedAt: moment('finished_at'),
  },
  (table) => [index('rule_runs_rule').on(table.ruleId, table.id.desc())],
);

/**
 * One card (or, for a pool rule, one data pool) triggering one rule in one period. The unique keys (rule,
 * card, period) and (rule, pool, period) are what make a re-run or a concurrent run unable to fire twice: the
 * engine inserts with ON CONFLICT DO NOTHING and acts only on the rows it inserted. The card's numbers and org
 * path, or the pool's group id and name, are copied so the history reads no card or pool table.
 */
export const ruleTriggers = pgTable(
  'rule_triggers',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    ruleId: ruleColumn(),
    runId: bigint('run_id', { mode: 'number' })
      .notNull()
      .references(() => ruleRuns.id),
    companyId: companyColumn(),
    orgPath: text('org_path'),
    cardId: bigint('card_id', { mode: 'number' }),
    iccid: text('iccid'),
    msisdn: text('msisdn'),
    /** The data pool (data-pools' row id) of a pool rule's trigger; its carrier group id and name beside it. */
    poolId: bigint('pool_id', { mode: 'number' }),
    groupId: text('group_id'),
    poolName: text('pool_name'),
    /** '2026-11' (a carrier month), '2026-11-25' (a carrier day) or 'event:<id>'. */
    period: text('period').notNull(),
    observed: doublePrecision('observed').notNull(),
    projected: boolean('projected').notNull().default(false),
    triggeredAt: moment('triggered_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('rule_triggers_once').on(table.ruleId, table.cardId, table.period),
    uniqueIndex('rule_triggers_pool_once')
      .on(table.ruleId, table.poolId, table.period)
      .where(sql`pool_id is not null`),
    check('rule_triggers_card_or_pool', sql`(card_id is null) <> (pool_id is null)`),
    index('rule_triggers_company').on(table.companyId, table.id.desc()),
    index('rule_triggers_run').on(table.runId),
    index('rule_triggers_card').on(table.cardId, table.id.desc()),
    index('rule_triggers_iccid').on(table.iccid),
  ],
);

/** Packages a rule unsubscribed cards from; empty until the console manages packages. */
export const ruleUnsubscriptions = pgTable(
  'rule_unsubscriptions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    ruleId: ruleColumn(),
    triggerId: bigint('trigger_id', { mode: 'number' }).references(() => ruleTriggers.id),
    companyId: companyColumn(),
    orgPath: text('org_path'),
    cardId: bigint('card_id', { mode: 'number' }).notNull(),
    iccid: text('iccid').notNull(),
    packageName: text('package_name').notNull(),
    outcome: smallint('outcome').notNull(),
    detail: text('detail'),
    at: moment('at').notNull().defaultNow(),
  },
  (table) => [index('rule_unsubscriptions_company').on(table.companyId, table.id.desc())],
);
