import { and, eq, sql } from 'drizzle-orm';
import {
  ruleAddCall,
  ruleDeleteCall,
  ruleDetailCall,
  ruleDisableCall,
  ruleDryRunCall,
  ruleEnableCall,
  ruleListCall,
  ruleUpdateCall,
  type RuleScope,
} from '@simdesk/contract/modules/rules';
import type { RuleTypeCode } from '@simdesk/contract';
import type { OperatorContext } from '../../platform/auth/operator-context';
import type { Database } from '../../platform/database/connect';
import { executedRows } from '../../platform/database/driver-rows';
import { organizations } from '../../platform/database/schema';
import { badRequest } from '../../platform/http/app-error';
import type { CallRegistrar } from '../../platform/http/register-call';
import type { AppServices } from '../../platform/services';
import { ruleCrossings } from './rule-engine';
import { newestEventId } from './rule-events';
import { isEvaluated } from './rule-measures';
import { findVisibleRule, insertRule, listVisibleRules, ruleRowOf } from './rule-store';
import { automationRules, ruleTriggers } from './rules-schema';

const drySampleSize = 10;

/** A scope's org must be one the caller sees: their company, in their org subtree. */
async function assertScopeOrg(db: Database, caller: OperatorContext, scope: RuleScope): Promise<void> {
  if (scope.orgId === undefined) return;
  const [org] = await db
    .select({ path: organizations.path })
    .from(organizations)
    .where(and(eq(organizations.id, scope.orgId), eq(organizations.companyId, caller.companyId)));
  if (!org || (caller.orgPath !== null && !org.path.startsWith(caller.orgPath))) {
    throw badRequest('the scope names an org outside your company or org subtree');
  }
}

/** Rule management (ruleManage): list, detail, add, update, delete, enable, disable and the dry run. */
export function registerRuleCalls(registrar: CallRegistrar, services: AppServices): void {
  const { db } = services;

  registrar.guardedCall(ruleListCall, async ({ obj, caller, page }) =>
    listVisibleRules(db, caller, obj, page),
  );

  registrar.guardedCall(ruleDetailCall, async ({ obj, caller }) => ({
    rows: [await ruleRowOf(db, caller, obj.id)],
  }));

  registrar.guardedCall(ruleAddCall, async ({ obj, caller }) => {
    await assertScopeOrg(db, caller, obj.scope);
    const { enabled = true, ...fields } = obj;
    const eventWatermark = await newestEventId(db, obj.ruleType as RuleTypeCode);
    const id = await insertRule(db, caller, { ...fields, enabled, eventWatermark });
    return { rows: [{ id }] };
  });

  registrar.guardedCall(ruleUpdateCall, async ({ obj, caller }) => {
    const { rule } = await findVisibleRule(db, caller, obj.id);
    await assertScopeOrg(db, caller, obj.scope);
    const { id: _id, ...fields } = obj;
    const typeChanged = rule.ruleType !== obj.ruleType;
    const watermark = typeChanged
      ? { eventWatermark: await newestEventId(db, obj.ruleType as RuleTypeCode) }
      : {};
    await db
      .update(automationRules)
      .set({ ...fields, ...watermark, updatedAt: sql`now()` })
      .where(eq(automationRules.id, rule.id));
    return { rows: [{ ok: true }] };
  });

  registrar.guardedCall(ruleDeleteCall, async ({ obj, caller }) => {
    const { rule } = await findVisibleRule(db, caller, obj.id);
    await db
      .update(automationRules)
      .set({ deletedAt: sql`now()`, enabled: false })
      .where(eq(automationRules.id, rule.id));
    return { rows: [{ ok: true }] };
  });

  for (const [call, enabled] of [
    [ruleEnableCall, true],
    [ruleDisableCall, false],
  ] as const) {
    registrar.guardedCall(call, async ({ obj, caller }) => {
      const { rule } = await findVisibleRule(db, caller, obj.id);
      await db
        .update(automationRules)
        .set({ enabled, updatedAt: sql`now()` })
        .where(eq(automationRules.id, rule.id));
      return { rows: [{ ok: true }] };
    });
  }

  registrar.guardedCall(ruleDryRunCall, async ({ obj, caller }) => {
    await assertScopeOrg(db, caller, obj.scope);
    const savedId = obj.id === undefined ? null : (await findVisibleRule(db, caller, obj.id)).rule.id;
    const draft = {
      companyId: caller.companyId,
      orgPath: caller.orgPath,
      ruleType: obj.ruleType,
      parameters: obj.parameters,
      scope: obj.scope,
      eventWatermark: await newestEventId(db, obj.ruleType as RuleTypeCode),
    };
    const found = await ruleCrossings(db, draft, services.clock.now());
    if (!found) {
      return {
        rows: [{ evaluated: false, matchingCount: 0, alreadyTriggeredCount: 0, period: '', sample: [] }],
      };
    }
    // Nothing is recorded: the same SELECT the engine inserts from, counted and sampled.
    const result = await db.execute(sql`
      with crossing as (${found.crossing})
      select count(*)::int as total,
        count(*) filter (where exists (
          select 1 from ${ruleTriggers} t
          where t.rule_id = ${savedId} and t.card_id = crossing."cardId" and t.period = ${found.period}
        ))::int as already,
        (select coalesce(json_agg(s), '[]'::json) from (
          select "cardId", iccid, msisdn, observed / ${found.observedDivisor} as observed
          from crossing order by observed desc limit ${drySampleSize}) s) as sample
      from crossing`);
    const [row] = executedRows<{
      total: number;
      already: number;
      sample: { cardId: number; iccid: string; msisdn: string | null; observed: number }[];
    }>(result);
    return {
      rows: [
        {
          evaluated: isEvaluated(obj.ruleType as RuleTypeCode, obj.scope),
          matchingCount: Number(row?.total ?? 0),
          alreadyTriggeredCount: Number(row?.already ?? 0),
          period: found.periodLabel,
          sample: (row?.sample ?? []).map((card) => ({
            ...card,
            cardId: Number(card.cardId),
            observed: Math.round(Number(card.observed) * 100) / 100,
          })),
        },
      ],
    };
  });
}
