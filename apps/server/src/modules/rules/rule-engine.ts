import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { carrierDayOf, type RuleTypeCode } from '@simdesk/contract';
import type { RuleParameters, RuleScope } from '@simdesk/contract/modules/rules';
import { ruleType } from '@simdesk/contract';
import { ruleSubjectOf, type RuleSubject } from '@simdesk/contract/modules/rules';
import type { Database } from '../../platform/database/connect';
import { executedRows } from '../../platform/database/driver-rows';
import { organizations } from '../../platform/database/schema';
import type { AppServices } from '../../platform/services';
import { crossingPools, type PoolSelection } from '../data-pools';
import { crossingCards, type CardSelection } from '../sim-cards';
import { runRuleActions } from './rule-actions';
import { newestEventId, watchesEvents } from './rule-events';
import { isEvaluated, measureOf } from './rule-measures';
import { automationRules, ruleRuns, ruleTriggers } from './rules-schema';

export type StoredRule = typeof automationRules.$inferSelect;

/** What set an evaluation off: a usage sync, a pool sync, new status changes, or an operator's request. */
export type RuleRunSource = 'usage-sync' | 'pool-sync' | 'status-event' | 'request';

const statusRuleType = ruleType.byName.statusChange;

/** The path of the org a rule's scope names; null when it is not (or no longer) in the rule's company. */
async function scopeOrgPath(db: Database, rule: { companyId: number; scope: RuleScope }) {
  if (rule.scope.orgId === undefined) return undefined;
  const [org] = await db
    .select({ path: organizations.path })
    .from(organizations)
    .where(and(eq(organizations.id, rule.scope.orgId), eq(organizations.companyId, rule.companyId)));
  return org ? org.path : null;
}

/** The cards a rule looks at; null when its scope names an org that is not (or no longer) in its company. */
export async function selectionOf(
  db: Database,
  rule: { companyId: number; orgPath: string | null; scope: RuleScope },
): Promise<CardSelection | null> {
  const selection: CardSelection = { companyId: rule.companyId, ownerOrgPath: rule.orgPath };
  if (rule.scope.tags) selection.tags = rule.scope.tags;
  const orgPath = await scopeOrgPath(db, rule);
  if (orgPath === null) return null;
  if (orgPath !== undefined) selection.scopeOrgPath = orgPath;
  return selection;
}

/**
 * A pool rule's crossing pools this carrier month, in the columns the dry run reads. The pools are its company's
 * (a pool belongs to a company, not an org), narrowed to one pool or to those holding cards of an org.
 */
async function poolRuleCrossings(
  db: Database,
  rule: { companyId: number; parameters: RuleParameters; scope: RuleScope },
  now: Date,
) {
  const orgPath = await scopeOrgPath(db, rule);
  if (orgPath === null) return null;
  const selection: PoolSelection = {
    companyId: rule.companyId,
    ...(rule.scope.poolId === undefined ? {} : { groupId: rule.scope.poolId }),
    ...(orgPath === undefined ? {} : { memberOrgPath: orgPath }),
  };
  const month = carrierDayOf(now).slice(0, 7);
  return {
    subject: 'pool' as const,
    crossing: crossingPools(selection, rule.parameters.percent ?? 100),
    period: sql`${month}::text`,
    periodLabel: month,
    observedDivisor: 1,
    through: 0,
  };
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
  if (ruleSubjectOf(type) === 'pool') return poolRuleCrossings(db, rule, now);
  const selection = await selectionOf(db, rule);
  if (!selection) return null;
  const through = watchesEvents(type) ? await newestEventId(db, type) : 0;
  const measured = measureOf(type, rule.parameters, carrierDayOf(now), {
    after: rule.eventWatermark,
    through,
  });
  if (!measured) return null;
  const crossing = crossingCards(selection, measured.measure, carrierDayOf(now));
  return { ...measured, subject: 'card' as const, crossing, through };
}

/** The columns a trigger copies from a crossing row, and the unique key that keeps it once per period. */
function triggerColumns(subject: RuleSubject, rule: StoredRule) {
  if (subject === 'card') {
    return {
      names: sql`card_id, iccid, msisdn, org_path`,
      values: sql`crossing."cardId", crossing.iccid, crossing.msisdn, crossing."orgPath"`,
      onceKey: sql`(rule_id, card_id, period)`,
    };
  }
  // A pool belongs to a company, not an org: its trigger is seen where the rule is.
  return {
    names: sql`pool_id, group_id, pool_name, org_path`,
    values: sql`crossing."poolId", crossing."groupId", crossing."poolName", ${rule.orgPath}::text`,
    onceKey: sql`(rule_id, pool_id, period) where pool_id is not null`,
  };
}

/**
 * Evaluates one rule: one INSERT … SELECT records a trigger for each crossing card (or pool), and the unique key
 * on (rule, card or pool, period) drops those that already triggered in the period, so a re-run or a concurrent
 * run never fires twice. The actions then run once for the run's new triggers.
 */
export async function evaluateRule(
  services: AppServices,
  rule: StoredRule,
  source: RuleRunSource,
): Promise<{ runId: number | null; triggerCount: number }> {
  const { db } = services;
  const found = await ruleCrossings(db, rule, services.clock.now());
  if (!found) return { runId: null, triggerCount: 0 };
  const columns = triggerColumns(found.subject, rule);
  const result = await db.execute(sql`
    with run as (
      insert into ${ruleRuns} (rule_id, company_id, source, trigger_count)
      values (${rule.id}, ${rule.companyId}, ${source}, 0) returning id
    ), crossing as (${found.crossing}),
    inserted as (
      insert into ${ruleTriggers} (rule_id, run_id, company_id, ${columns.names}, period, observed, projected)
      select ${rule.id}, (select id from run), crossing."companyId", ${columns.values}, ${found.period},
        crossing.observed / ${found.observedDivisor}, ${found.subject === 'card' ? sql`crossing.projected` : sql`false`}
      from crossing
      on conflict ${columns.onceKey} do nothing
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

/**
 * The rule types each source evaluates: new status changes the status rules, a usage sync the card rules, a
 * pool sync the pool rules, an operator's request every type.
 */
function typesEvaluatedOn(source: RuleRunSource): readonly RuleTypeCode[] {
  if (source === 'status-event') return [statusRuleType];
  if (source === 'request') return ruleType.codes;
  const subject = source === 'pool-sync' ? 'pool' : 'card';
  return ruleType.codes.filter((type) => ruleSubjectOf(type) === subject);
}

/** The rules the engine evaluates: enabled, not deleted, of the given types. */
async function enabledRules(db: Database, types: readonly RuleTypeCode[]): Promise<StoredRule[]> {
  return db
    .select()
    .from(automationRules)
    .where(
      and(
        eq(automationRules.enabled, true),
        isNull(automationRules.deletedAt),
        inArray(automationRules.ruleType, [...types]),
      ),
    )
    .orderBy(automationRules.id);
}

/**
 * Evaluates the enabled rules a source sets off (see typesEvaluatedOn). One rule's failure is logged and does
 * not stop the others.
 */
export async function evaluateRules(
  services: AppServices,
  source: RuleRunSource,
): Promise<{ rules: number; triggers: number }> {
  const rules = await enabledRules(services.db, typesEvaluatedOn(source));
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
