import { eq, sql } from 'drizzle-orm';
import {
  addCarrierDays,
  carrierDayOf,
  cardStatus,
  ruleActionKind,
  ruleActionOutcome,
  ruleScope,
  ruleType,
  type RuleTypeCode,
} from '@simdesk/contract';
import type { RuleAction, RuleParameters } from '@simdesk/contract/modules/rules';
import type { Database } from '../../platform/database/connect';
import { executedRows } from '../../platform/database/driver-rows';
import type { DemoWorld } from '../../platform/demo/demo-world';
import { operators, organizations } from '../../platform/database/schema';
import { crossingCards } from '../sim-cards';
import { newestEventId } from './rule-events';
import { insertRule } from './rule-store';
import { ruleRuns, ruleTriggers, type StoredActionOutcome } from './rules-schema';

interface DemoRule {
  name: string;
  ruleType: RuleTypeCode;
  parameters: RuleParameters;
  actions: RuleAction[];
  enabled: boolean;
  /** Past triggers to show: how many cards, and the figure of the first. */
  history?: { cards: number; observed: number; outcomes: StoredActionOutcome[] };
}

const { alarmMessage, mail, webhook, statusChange } = ruleActionKind.byName;
const { done, failed, scheduled } = ruleActionOutcome.byName;

function demoRules(mailDomain: string): DemoRule[] {
  return [
    {
      name: 'Monthly data over 5 GB',
      ruleType: ruleType.byName.dataUsageCycle,
      parameters: { thresholdMegabytes: 5120, projectedHours: 12 },
      actions: [{ kind: alarmMessage }, { kind: webhook }],
      enabled: true,
      history: {
        cards: 4,
        observed: 5230.5,
        outcomes: [
          { kind: alarmMessage, outcome: done, detail: '3 operator(s) told' },
          {
            kind: webhook,
            outcome: failed,
            detail: "the company's API push is off or does not take card.usage.alarm events",
          },
        ],
      },
    },
    {
      name: 'Daily data over 500 MB',
      ruleType: ruleType.byName.dataUsageDay,
      parameters: { thresholdMegabytes: 500 },
      actions: [{ kind: alarmMessage }, { kind: mail, addresses: [`fleet-ops@${mailDomain}`] }],
      enabled: true,
      history: {
        cards: 2,
        observed: 612.25,
        outcomes: [
          { kind: alarmMessage, outcome: done, detail: '3 operator(s) told' },
          { kind: mail, outcome: done, detail: '1 mail(s) sent' },
        ],
      },
    },
    {
      name: 'Suspend above 20 GB, resume on the 1st',
      ruleType: ruleType.byName.dataUsageCycle,
      parameters: { thresholdMegabytes: 20480 },
      actions: [
        { kind: alarmMessage },
        { kind: statusChange, targetStatus: cardStatus.byName.suspended, undo: 'nextMonthStart' },
      ],
      enabled: false,
      history: {
        cards: 1,
        observed: 20733,
        outcomes: [
          { kind: alarmMessage, outcome: done, detail: '3 operator(s) told' },
          { kind: statusChange, outcome: done, detail: '1 card(s) sent, 0 refused' },
          { kind: statusChange, outcome: scheduled, detail: 'undo on the 1st of the month' },
        ],
      },
    },
    {
      name: 'Card suspended',
      ruleType: ruleType.byName.statusChange,
      parameters: { toStatus: cardStatus.byName.suspended },
      actions: [{ kind: alarmMessage }],
      enabled: true,
    },
    {
      name: 'Card left its vehicle',
      ruleType: ruleType.byName.imeiChange,
      parameters: {},
      actions: [{ kind: alarmMessage }],
      enabled: true,
    },
    {
      name: 'Data pool over 90 %',
      ruleType: ruleType.byName.poolUsage,
      parameters: { percent: 90 },
      actions: [{ kind: alarmMessage }],
      enabled: true,
    },
  ];
}

async function ownerOf(db: Database, account: string) {
  const [owner] = await db
    .select({
      operatorId: operators.id,
      companyId: operators.companyId,
      orgId: operators.orgId,
      orgPath: organizations.path,
    })
    .from(operators)
    .leftJoin(organizations, eq(organizations.id, operators.orgId))
    .where(eq(operators.account, account));
  return owner;
}

/** A rule's past run in the previous month, on the first live cards of its owner's scope. */
async function seedHistory(
  db: Database,
  ruleId: number,
  owner: { companyId: number; orgPath: string | null },
  rule: DemoRule,
) {
  if (!rule.history) return;
  const lastMonthDay = addCarrierDays(carrierDayOf(new Date()).slice(0, 8) + '01', -1);
  const [run] = await db
    .insert(ruleRuns)
    .values({
      ruleId,
      companyId: owner.companyId,
      source: 'usage-sync',
      triggerCount: rule.history.cards,
      actions: rule.history.outcomes,
      startedAt: new Date(`${lastMonthDay}T02:00:00Z`),
      finishedAt: new Date(`${lastMonthDay}T02:00:01Z`),
    })
    .returning({ id: ruleRuns.id });
  if (!run) return;
  const cards = crossingCards(
    { companyId: owner.companyId, ownerOrgPath: owner.orgPath },
    { kind: 'dataMonth', thresholdKilobytes: 0 },
    lastMonthDay,
  );
  const period = rule.ruleType === ruleType.byName.dataUsageDay ? lastMonthDay : lastMonthDay.slice(0, 7);
  executedRows(
    await db.execute(sql`
      insert into ${ruleTriggers} (rule_id, run_id, company_id, org_path, card_id, iccid, msisdn, period,
        observed, triggered_at)
      select ${ruleId}, ${run.id}, c."companyId", c."orgPath", c."cardId", c.iccid, c.msisdn, ${period},
        ${rule.history.observed} + row_number() over (order by c."cardId") * 37.5,
        ${`${lastMonthDay}T02:00:00Z`}::timestamptz
      from (${cards}) c order by c."cardId" limit ${rule.history.cards}`),
  );
}

/** A few rules per demo company (one of them not yet available: pools), with last month's triggers. */
export async function seedDemoRules(db: Database, world: DemoWorld): Promise<void> {
  for (const [account, domain] of [
    ['demo.company', 'aurora-motors.example'],
    ['admin', 'simdesk-mobile.example'],
  ] as const) {
    const owner = await ownerOf(db, account);
    if (!owner || ![world.makerCompanyId, world.carrierCompanyId].includes(owner.companyId)) continue;
    for (const rule of demoRules(domain)) {
      const { history: _history, enabled, ...fields } = rule;
      const scope = { kind: ruleScope.byName.allCards };
      // An event rule watches the events after the seed's own: the demo's history raises no alarm.
      const eventWatermark = await newestEventId(db, rule.ruleType);
      const id = await insertRule(db, owner, { ...fields, scope, enabled, eventWatermark });
      await seedHistory(db, id, owner, rule);
    }
  }
}
