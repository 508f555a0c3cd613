import { and, eq, isNull, sql } from 'drizzle-orm';
import { carrierDayOf, type RuleTypeCode } from '@simdesk/contract';
import type { RuleParameters, RuleScope } from '@simdesk/contract/modules/rules';
import { ruleType } from '@simdesk/contract';
import type { Database } from '../../platform/database/connect';
import { executedRows } from '../../platform/database/driver-rows';
import { organizations } from '../../platform/database/schema';
import type { AppServices } from '../../platform/services';
import { crossingCards, type CardSelection } from '../sim-cards';
import { runRuleActions } from './rule-actions';
import { newestEventId, watchesEvents } from './rule-events';
import { isEvaluated, measureOf } from './rule-measures';
import { automationRules, ruleRuns, ruleTriggers } from './rules-schema';

export type StoredRule = typeof automationRules.$inferSelect;

/** What set an evaluation off: a usage sync, new status changes, or an operator's request. */
export type RuleRunSource = 'usage-sync' | 'status-event' | 'request';

const statusRuleType = ruleType.byName.statusChange;

/** The cards a rule looks at; null when its scope names an org that is not (or no longer) in its company. */
export async function selectionOf(
  db: Database,
  rule: { companyId: number; orgPath: string | null; scope: RuleScope },
): Promise<CardSelection | null> {
  const selection: CardSelection = { companyId: rule.companyId, ownerOrgPath: rule.orgPath };
  if (rule.scope.tags) selection.tags = rule.scope.tags;
  if (rule.scope.orgId !== undefined) {
    const [org] = await db
      .select({ path: organizations.path })
      .from(organizations)
      .where(and(eq(organizations.id, rule.scope.orgId), eq(organizations.companyId, rule.companyId)));
    if (!org) return null;
    selection.scopeOrgPath = org.path;
  }
  return selection;
}

/** The SELECT of the cards a rule would trigger now, with each one's period; null when it is not evaluated. */
export async function ruleCrossings(
  db: Database,
  rule: {
    companyId: number;
    orgPath: string | null;
    ruleType: number;
    parameters: RuleParameters;
    scope: RuleScope;
    eventWatermark: number;
  },
  now: Date,
) {
  const type = rule.ruleType as RuleTypeCode;
  if (!isEvaluated(type, rule.scope)) return null;
  const selection = await selectionOf(db, rule);
  if (!selection) return null;
  const through = watchesEvents(type) ? await newestEventId(db, type) : 0;
  const measured = measureOf(type, rule.parameters, carrierDayOf(now), {
    after: rule.eventWatermark,
    through,
  });
  if (!measured) return null;
  const crossing = crossingCards(selection, measured.measure, carrierDayOf(now));
  return { ...measured, crossing, through };
}

/**
 * Evaluates one rule: one INSERT … SELECT records a trigger for each crossing card, and the unique key on
 * (rule, card, period) drops those that already triggered in the period, so a re-run or a concurrent run never
 * fires twice. The actions then run once for the run's new triggers.
 */
export async function evaluateRule(
  services: AppServices,
  rule: StoredRule,
  source: RuleRunSource,
): Promise<{ runId: number | null; triggerCount: number }> {
  const { db } = services;
  const found = await ruleCrossings(db, rule, services.clock.now());
  if (!found) return { runId: null, triggerCount: 0 };
  const result = await db.execute(sql`
    with run as (
      insert into ${ruleRuns} (rule_id, company_id, source, trigger_count)
      values (${rule.id}, ${rule.companyId}, ${source}, 0) returning id
    ), crossing as (${found.crossing}),
    inserted as (
      insert into ${ruleTriggers} (rule_id, run_id, company_id, org_path, card_id, iccid, msisdn, period,
        observed, projected)
      select ${rule.id}, (select id from run), crossing."companyId", crossing."orgPath", crossing."cardId",
        crossing.iccid, crossing.msisdn, ${found.period}, crossing.observed / ${found.observedDivisor},
        crossing.projected
      from crossing
      on conflict (rule_id, card_id, period) do nothing
      returning 1
    )
    select (select id from run)::bigint as "runId", count(*)::int as "triggerCount" from inserted
  `);
  const [counted] = executedRows<{ runId: string | number; triggerCount: number }>(result);
  const runId = Number(counted?.runId);
  const triggerCount = Number(counted?.triggerCount ?? 0);
  if (watchesEvents(rule.ruleType as RuleTypeCode)) {
    await db
      .update(automationRules)
      .set({ eventWatermark: found.through })
      .where(eq(automationRules.id, rule.id));
  }
  if (triggerCount === 0) {
    await db.delete(ruleRuns).where(eq(ruleRuns.id, runId));
    return { runId: null, triggerCount: 0 };
  }
  await db.update(ruleRuns).set({ triggerCount }).where(eq(ruleRuns.id, runId));
  const outcomes = await runRuleActions(services, rule, { runId, triggerCount });
  await db
    .update(ruleRuns)
    .set({ actions: outcomes, finishedAt: sql`now()` })
    .where(eq(ruleRuns.id, runId));
  return { runId, triggerCount };
}

/** The rules the engine evaluates: enabled, not deleted, of the given types (all when none are given). */
async function enabledRules(db: Database, onlyType?: number): Promise<StoredRule[]> {
  const conditions = [eq(automationRules.enabled, true), isNull(automationRules.deletedAt)];
  if (onlyType !== undefined) conditions.push(eq(automationRules.ruleType, onlyType));
  return db
    .select()
    .from(automationRules)
    .where(and(...conditions))
    .orderBy(automationRules.id);
}

/**
 * Evaluates every enabled rule (after a usage sync), or only the status-change rules (on new status
 * changes). One rule's failure is logged and does not stop the others.
 */
export async function evaluateRules(
  services: AppServices,
  source: RuleRunSource,
): Promise<{ rules: number; triggers: number }> {
  const rules = await enabledRules(services.db, source === 'status-event' ? statusRuleType : undefined);
  let triggers = 0;
  for (const rule of rules) {
    try {
      triggers += (await evaluateRule(services, rule, source)).triggerCount;
    } catch (error) {
      services.logger.error({ err: error, ruleId: rule.id }, 'rule evaluation failed');
    }
  }
  return { rules: rules.length, triggers };
}
