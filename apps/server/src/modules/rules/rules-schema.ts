import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
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
 * One card triggering one rule in one period. The unique key (rule, card, period) is what makes a re-run or
 * a concurrent run unable to fire twice: the engine inserts with ON CONFLICT DO NOTHING and acts only on the
 * rows it inserted. The card's numbers and org path are copied so the history reads no card table.
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
    cardId: bigint('card_id', { mode: 'number' }).notNull(),
    iccid: text('iccid').notNull(),
    msisdn: text('msisdn'),
    /** '2026-11' (a carrier month), '2026-11-25' (a carrier day) or 'event:<id>'. */
    period: text('period').notNull(),
    observed: doublePrecision('observed').notNull(),
    projected: boolean('projected').notNull().default(false),
    triggeredAt: moment('triggered_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('rule_triggers_once').on(table.ruleId, table.cardId, table.period),
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
