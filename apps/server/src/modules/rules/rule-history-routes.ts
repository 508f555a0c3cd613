import { and, count, desc, eq, gte, lte, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { ruleTriggerListCall, ruleUnsubscribeListCall } from '@simdesk/contract/modules/rules';
import { callerScope } from '../../platform/auth/data-scope';
import type { OperatorContext } from '../../platform/auth/operator-context';
import { pagedRows } from '../../platform/database/paged-rows';
import { companies } from '../../platform/database/schema';
import { forbidden } from '../../platform/http/app-error';
import { pageWindow, parseDateTime } from '../../platform/http/paging';
import type { CallRegistrar } from '../../platform/http/register-call';
import type { AppServices } from '../../platform/services';
import { automationRules, ruleRuns, ruleTriggers, ruleUnsubscriptions } from './rules-schema';

interface CommonFilter {
  companyId?: number | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

function companyFilter(caller: OperatorContext, companyId: number | undefined): void {
  if (companyId !== undefined && !caller.crossCompany && companyId !== caller.companyId) {
    throw forbidden('only carrier staff choose a company');
  }
}

/** The history of triggers (ruleHistory) and of unsubscriptions (ruleUnsubscribeHistory), scoped like cards. */
export function registerRuleHistoryCalls(registrar: CallRegistrar, services: AppServices): void {
  const { db } = services;

  function timeRange(column: AnyPgColumn, filter: CommonFilter): SQL[] {
    return [
      ...(filter.from ? [gte(column, parseDateTime(filter.from))] : []),
      ...(filter.to ? [lte(column, parseDateTime(filter.to))] : []),
    ];
  }

  registrar.guardedCall(ruleTriggerListCall, async ({ obj, caller, page }) => {
    companyFilter(caller, obj.companyId);
    const where = and(
      callerScope(caller, { companyId: ruleTriggers.companyId, orgPath: ruleTriggers.orgPath }),
      obj.companyId === undefined ? undefined : eq(ruleTriggers.companyId, obj.companyId),
      obj.ruleId === undefined ? undefined : eq(ruleTriggers.ruleId, obj.ruleId),
      obj.ruleType === undefined ? undefined : eq(automationRules.ruleType, obj.ruleType),
      obj.cardId === undefined ? undefined : eq(ruleTriggers.cardId, obj.cardId),
      obj.cardNumber === undefined
        ? undefined
        : or(eq(ruleTriggers.iccid, obj.cardNumber), eq(ruleTriggers.msisdn, obj.cardNumber)),
      ...timeRange(ruleTriggers.triggeredAt, obj),
    );
    const query = db
      .select({
        trigger: ruleTriggers,
        ruleName: automationRules.name,
        ruleType: automationRules.ruleType,
        companyName: companies.name,
        actions: ruleRuns.actions,
      })
      .from(ruleTriggers)
      .innerJoin(automationRules, eq(automationRules.id, ruleTriggers.ruleId))
      .innerJoin(companies, eq(companies.id, ruleTriggers.companyId))
      .innerJoin(ruleRuns, eq(ruleRuns.id, ruleTriggers.runId))
      .where(where)
      .orderBy(desc(ruleTriggers.id))
      .$dynamic();
    // The rule type filter reads the rule: the count joins it too.
    const { limit, offset } = pageWindow(page);
    const [rows, [counted]] = await Promise.all([
      query.limit(limit).offset(offset),
      db
        .select({ total: count() })
        .from(ruleTriggers)
        .innerJoin(automationRules, eq(automationRules.id, ruleTriggers.ruleId))
        .where(where),
    ]);
    const total = counted?.total ?? 0;
    // The row schema keeps the declared columns: the trigger's own ones pass through as they are.
    return {
      rows: rows.map(({ trigger, actions, ...names }) => ({
        ...trigger,
        ...names,
        observed: Math.round(trigger.observed * 100) / 100,
        triggeredAt: trigger.triggeredAt.toISOString(),
        actions: actions.map((action) => ({ ...action, outcome: action.outcome as 1 | 2 | 3 })),
      })),
      total,
    };
  });

  registrar.guardedCall(ruleUnsubscribeListCall, async ({ obj, caller, page }) => {
    companyFilter(caller, obj.companyId);
    const where = and(
      callerScope(caller, { companyId: ruleUnsubscriptions.companyId, orgPath: ruleUnsubscriptions.orgPath }),
      obj.companyId === undefined ? undefined : eq(ruleUnsubscriptions.companyId, obj.companyId),
      obj.ruleId === undefined ? undefined : eq(ruleUnsubscriptions.ruleId, obj.ruleId),
      obj.cardNumber === undefined ? undefined : eq(ruleUnsubscriptions.iccid, obj.cardNumber),
      ...timeRange(ruleUnsubscriptions.at, obj),
    );
    const { rows, total } = await pagedRows(
      db,
      page,
      db
        .select({ row: ruleUnsubscriptions, ruleName: automationRules.name, companyName: companies.name })
        .from(ruleUnsubscriptions)
        .innerJoin(automationRules, eq(automationRules.id, ruleUnsubscriptions.ruleId))
        .innerJoin(companies, eq(companies.id, ruleUnsubscriptions.companyId))
        .where(where)
        .orderBy(desc(ruleUnsubscriptions.id))
        .$dynamic(),
      { table: ruleUnsubscriptions, where },
    );
    return {
      rows: rows.map(({ row, ...names }) => ({
        ...row,
        ...names,
        outcome: row.outcome as 1 | 2 | 3,
        at: row.at.toISOString(),
      })),
      total,
    };
  });
}
