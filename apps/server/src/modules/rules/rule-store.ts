import { and, count, desc, eq, ilike, inArray, isNull, max, type SQL } from 'drizzle-orm';
import type { Page } from '@simdesk/contract';
import type { RuleAction, RuleParameters, RuleRow, RuleScope } from '@simdesk/contract/modules/rules';
import type { RuleTypeCode } from '@simdesk/contract';
import { callerScope } from '../../platform/auth/data-scope';
import type { OperatorContext } from '../../platform/auth/operator-context';
import type { Database } from '../../platform/database/connect';
import { containsPattern } from '../../platform/database/contains-pattern';
import { pagedRows } from '../../platform/database/paged-rows';
import { companies, operators } from '../../platform/database/schema';
import { forbidden, notFound } from '../../platform/http/app-error';
import { isEvaluated } from './rule-measures';
import { automationRules, ruleTriggers } from './rules-schema';

/** The rules an operator sees: their company's, made in their org subtree (carrier staff: every company's). */
export function ruleScopeOf(caller: OperatorContext): SQL | undefined {
  return and(
    isNull(automationRules.deletedAt),
    callerScope(caller, { companyId: automationRules.companyId, orgPath: automationRules.orgPath }),
  );
}

const ruleColumns = {
  rule: automationRules,
  companyName: companies.name,
  ownerAccount: operators.account,
};

type RuleSelection = { rule: typeof automationRules.$inferSelect; companyName: string; ownerAccount: string };

function ruleSelect(db: Database) {
  return db
    .select(ruleColumns)
    .from(automationRules)
    .innerJoin(companies, eq(companies.id, automationRules.companyId))
    .innerJoin(operators, eq(operators.id, automationRules.operatorId));
}

/** How often each rule triggered, and when last (the trigger index by rule answers it). */
async function triggerFigures(db: Database, ruleIds: number[]) {
  if (ruleIds.length === 0) return new Map<number, { total: number; last: Date | null }>();
  const rows = await db
    .select({ ruleId: ruleTriggers.ruleId, total: count(), last: max(ruleTriggers.triggeredAt) })
    .from(ruleTriggers)
    .where(inArray(ruleTriggers.ruleId, ruleIds))
    .groupBy(ruleTriggers.ruleId);
  return new Map(rows.map((row) => [row.ruleId, { total: row.total, last: row.last }]));
}

function toRuleRow(found: RuleSelection, figures: { total: number; last: Date | null } | undefined): RuleRow {
  const { rule } = found;
  return {
    ...rule,
    companyName: found.companyName,
    ownerAccount: found.ownerAccount,
    evaluated: isEvaluated(rule.ruleType as RuleTypeCode, rule.scope),
    triggerCount: figures?.total ?? 0,
    lastTriggeredAt: figures?.last?.toISOString() ?? null,
    createdAt: rule.createdAt.toISOString(),
    updatedAt: rule.updatedAt.toISOString(),
  };
}

/** What a rule states, as the add and update calls and the demo give it. */
export interface RuleFields {
  name: string;
  ruleType: number;
  parameters: RuleParameters;
  scope: RuleScope;
  actions: RuleAction[];
}

/** The operator a rule belongs to: it sees their company and org subtree only. */
export interface RuleOwner {
  operatorId: number;
  companyId: number;
  orgId: number | null;
  orgPath: string | null;
}

/** Stores a new rule of an owner; a status-change rule starts after the newest change recorded. */
export async function insertRule(
  db: Database,
  owner: RuleOwner,
  fields: RuleFields & { enabled: boolean; eventWatermark: number },
): Promise<number> {
  const [created] = await db
    .insert(automationRules)
    .values({
      operatorId: owner.operatorId,
      companyId: owner.companyId,
      orgId: owner.orgId,
      orgPath: owner.orgPath,
      ...fields,
    })
    .returning({ id: automationRules.id });
  if (!created) throw new Error('the rule was not stored');
  return created.id;
}

/** A rule the caller may see; another company's or org's is "not found" to them. */
export async function findVisibleRule(db: Database, caller: OperatorContext, id: number) {
  const [found] = await ruleSelect(db).where(and(eq(automationRules.id, id), ruleScopeOf(caller)));
  if (!found) throw notFound('no such rule');
  return found;
}

export async function ruleRowOf(db: Database, caller: OperatorContext, id: number): Promise<RuleRow> {
  const found = await findVisibleRule(db, caller, id);
  return toRuleRow(found, (await triggerFigures(db, [id])).get(id));
}

export interface RuleFilter {
  companyId?: number;
  name?: string;
  ruleType?: number;
  enabled?: boolean;
}

export async function listVisibleRules(
  db: Database,
  caller: OperatorContext,
  filter: RuleFilter,
  page: Page | undefined,
) {
  if (filter.companyId !== undefined && !caller.crossCompany && filter.companyId !== caller.companyId) {
    throw forbidden('only carrier staff choose a company');
  }
  const where = and(
    ruleScopeOf(caller),
    filter.companyId === undefined ? undefined : eq(automationRules.companyId, filter.companyId),
    filter.name ? ilike(automationRules.name, containsPattern(filter.name)) : undefined,
    filter.ruleType === undefined ? undefined : eq(automationRules.ruleType, filter.ruleType),
    filter.enabled === undefined ? undefined : eq(automationRules.enabled, filter.enabled),
  );
  const { rows, total } = await pagedRows(
    db,
    page,
    ruleSelect(db).where(where).orderBy(desc(automationRules.id)).$dynamic(),
    { table: automationRules, where },
  );
  const figures = await triggerFigures(
    db,
    rows.map((row) => row.rule.id),
  );
  return { rows: rows.map((row) => toRuleRow(row, figures.get(row.rule.id))), total };
}
