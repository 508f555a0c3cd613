// @module-tag pglite (the rule engine's main flow: its INSERT … SELECT and its once-per-period key)
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bindingStatus,
  cardStatus,
  ruleActionKind,
  ruleActionOutcome,
  ruleScope,
  ruleType,
  type MessageRow,
} from '@simdesk/contract';
import type { RuleDryRunRow, RuleRow, RuleTriggerRow } from '@simdesk/contract/modules/rules';
import { startPushReceiver, verifiesIndependently, type PushReceiver } from '../company/testing';
import { cardBindings, recordSightings } from '../security/testing';
import { simCards } from '../sim-cards/testing';
import { evaluateRules } from '.';
import { automationRules, ruleTriggers } from './rules-schema';
import { dataRule, startRulesWorld, syncUsage, type RulesWorld } from './rules-test-support';

let world: RulesWorld;
let receiver: PushReceiver;
let makerToken: string;
let adminToken: string;
let dealerToken: string;

beforeAll(async () => {
  world = await startRulesWorld();
  receiver = await startPushReceiver();
  makerToken = (await world.testApp.login('demo.company')).token;
  adminToken = (await world.testApp.login('admin')).token;
  dealerToken = (await world.testApp.login('demo.dealer')).token;
  // Usage in the console before any rule of this file exists: the rules see it on the next sync.
  await syncUsage(world, adminToken);
}, 120_000);
afterAll(async () => {
  await world?.close();
  await receiver?.close();
});

const call = <Row>(token: string, path: string, obj: unknown) =>
  world.testApp.call<Row>(path, obj, { token, page: { pageIndex: 1, pageSize: 100 } });

async function addRule(token: string, rule: unknown): Promise<number> {
  const answer = await call<{ id: number }>(token, 'rule/add', rule);
  expect(answer.status, answer.msg).toBe('0');
  return answer.rows[0]?.id ?? 0;
}

async function ruleCount(): Promise<number> {
  const [row] = await world.testApp.database.db.select({ total: count() }).from(automationRules);
  return row?.total ?? 0;
}

async function triggersOf(ruleId: number) {
  return world.testApp.database.db.select().from(ruleTriggers).where(eq(ruleTriggers.ruleId, ruleId));
}

describe('rule management', () => {
  it('is refused to an operator without the page, and bad input changes nothing', async () => {
    expect((await call(dealerToken, 'rule/list', {})).status).toBe('403');
    const before = await ruleCount();
    for (const bad of [
      dataRule('no threshold', 0),
      { ...dataRule('foreign parameter', 10), parameters: { thresholdMegabytes: 10, hours: 30 } },
      { ...dataRule('tags missing', 10), scope: { kind: ruleScope.byName.tags } },
      { ...dataRule('unknown key', 10), companyId: 1 },
      { ...dataRule('bad mail', 10), actions: [{ kind: ruleActionKind.byName.mail, addresses: ['x'] }] },
    ]) {
      const answer = await call(makerToken, 'rule/add', bad);
      expect(answer.status, JSON.stringify(bad)).toBe('400');
    }
    const otherCompanyOrg = await call(makerToken, 'rule/add', {
      ...dataRule('org of another company', 10),
      scope: { kind: ruleScope.byName.orgSubtree, orgId: 1 },
    });
    expect(otherCompanyOrg.status).toBe('400');
    expect(await ruleCount()).toBe(before);
  });

  it("shows a company its own rules only; another company's rule is not found", async () => {
    const adminRule = await addRule(adminToken, dataRule('carrier only', 100_000));
    const makerRules = await call<RuleRow>(makerToken, 'rule/list', {});
    expect(makerRules.rows.every((row) => row.companyId === world.makerId)).toBe(true);
    expect((await call(makerToken, 'rule/detail', { id: adminRule })).status).toBe('404');
    expect((await call(makerToken, 'rule/disable', { id: adminRule })).status).toBe('404');
    expect((await call(makerToken, 'rule/delete', { id: adminRule })).status).toBe('404');
    const adminView = await call<RuleRow>(adminToken, 'rule/detail', { id: adminRule });
    expect(adminView.rows[0]).toMatchObject({ enabled: true, evaluated: true, triggerCount: 0 });
  });

  it('saves a pool rule but says it is not evaluated yet', async () => {
    const id = await addRule(makerToken, {
      ...dataRule('pool at 90 %', 1),
      ruleType: ruleType.byName.poolUsage,
      parameters: { percent: 90 },
    });
    const row = (await call<RuleRow>(makerToken, 'rule/detail', { id })).rows[0];
    expect(row?.evaluated).toBe(false);
    const dry = await call<RuleDryRunRow>(makerToken, 'rule/dry-run', {
      ...dataRule('pool', 1),
      ruleType: ruleType.byName.poolUsage,
      parameters: { percent: 90 },
    });
    expect(dry.rows[0]).toMatchObject({ evaluated: false, matchingCount: 0 });
  });
});

describe('the rule engine', () => {
  let ruleId: number;
  let crossing: number;

  it('answers a dry run without recording anything', async () => {
    const dry = await call<RuleDryRunRow>(makerToken, 'rule/dry-run', dataRule('dry', 1));
    expect(dry.status, dry.msg).toBe('0');
    crossing = dry.rows[0]?.matchingCount ?? 0;
    expect(crossing).toBeGreaterThan(0);
    expect(dry.rows[0]?.sample.length).toBeGreaterThan(0);
    const [triggers] = await world.testApp.database.db.select({ total: count() }).from(ruleTriggers);
    expect(triggers?.total ?? 0).toBeGreaterThanOrEqual(0);
  });

  it('answers a dry run of every evaluated rule type', async () => {
    for (const [type, parameters] of [
      [ruleType.byName.dataUsageDay, { thresholdMegabytes: 1 }],
      [ruleType.byName.smsUsageCycle, { thresholdCount: 1 }],
      [ruleType.byName.voiceUsageCycle, { thresholdMinutes: 1 }],
      [ruleType.byName.noConnection, { hours: 48 }],
      [ruleType.byName.statusChange, { toStatus: cardStatus.byName.suspended }],
      [ruleType.byName.dataUsageCycle, { thresholdMegabytes: 1, projectedHours: 24 }],
    ] as const) {
      const dry = await call<RuleDryRunRow>(makerToken, 'rule/dry-run', {
        ...dataRule('each type', 1),
        ruleType: type,
        parameters,
      });
      expect(dry.status, `${type}: ${dry.msg}`).toBe('0');
      expect(dry.rows[0]?.evaluated).toBe(true);
    }
  });

  it('triggers each crossing card once after a usage sync, and raises the alarm', async () => {
    ruleId = await addRule(makerToken, dataRule('Over 1 MB this month', 1));
    await syncUsage(world, adminToken);
    const triggers = await triggersOf(ruleId);
    expect(triggers.length).toBeGreaterThanOrEqual(crossing);
    expect(triggers.every((trigger) => trigger.companyId === world.makerId)).toBe(true);
    const messages = await call<MessageRow>(makerToken, 'message/query-list', { moduleType: 1 });
    expect(messages.rows.some((message) => message.ruleName === 'Over 1 MB this month')).toBe(true);
    const history = await call<RuleTriggerRow>(makerToken, 'rule-history/list', { ruleId });
    expect(history.total).toBe(triggers.length);
    expect(history.rows[0]?.actions).toEqual([
      expect.objectContaining({
        kind: ruleActionKind.byName.alarmMessage,
        outcome: ruleActionOutcome.byName.done,
      }),
    ]);
  });

  it('does not fire twice in the period: a second sync and a concurrent evaluation add nothing', async () => {
    const before = (await triggersOf(ruleId)).length;
    await syncUsage(world, adminToken);
    await Promise.all([
      evaluateRules(world.testApp.services, 'request'),
      evaluateRules(world.testApp.services, 'request'),
    ]);
    expect((await triggersOf(ruleId)).length).toBe(before);
    const dry = await call<RuleDryRunRow>(makerToken, 'rule/dry-run', { id: ruleId, ...dataRule('x', 1) });
    expect(dry.rows[0]?.alreadyTriggeredCount).toBe(dry.rows[0]?.matchingCount);
  });

  it('fires an IMEI-change rule once per separation the sync records, never on the ones before it', async () => {
    const { db } = world.testApp.database;
    const id = await addRule(makerToken, {
      ...dataRule('Left its vehicle', 1),
      ruleType: ruleType.byName.imeiChange,
      parameters: {},
    });
    await evaluateRules(world.testApp.services, 'usage-sync');
    expect(await triggersOf(id)).toEqual([]);
    const [bound] = await db
      .select()
      .from(cardBindings)
      .where(
        and(
          eq(cardBindings.companyId, world.makerId),
          eq(cardBindings.bindingStatus, bindingStatus.byName.bound),
        ),
      )
      .limit(1);
    if (!bound) throw new Error('the demo binds no card of the maker');
    const seenAt = new Date().toISOString();
    // The sync's batch sees the card in another device: one separation recorded, then the rules evaluated.
    const separations = await recordSightings(db, [
      {
        ...bound,
        imei: '356938035643809',
        seenSince: seenAt,
        lastSeenAt: seenAt,
        cellArea: 'Shanghai-Pudong 4G',
      },
    ]);
    expect(separations).toHaveLength(1);
    await evaluateRules(world.testApp.services, 'usage-sync');
    await evaluateRules(world.testApp.services, 'usage-sync');
    const triggers = await triggersOf(id);
    expect(triggers.map((trigger) => trigger.cardId)).toEqual([bound.cardId]);
    const messages = await call<MessageRow>(makerToken, 'message/query-list', { moduleType: 1 });
    expect(messages.rows.some((message) => message.ruleName === 'Left its vehicle')).toBe(true);
  });

  it("filters the history by rule type and card number, within the caller's company", async () => {
    const [first] = await triggersOf(ruleId);
    const byCard = await call<RuleTriggerRow>(makerToken, 'rule-history/list', { cardNumber: first?.iccid });
    expect(byCard.rows.every((row) => row.iccid === first?.iccid)).toBe(true);
    const byType = await call<RuleTriggerRow>(makerToken, 'rule-history/list', {
      ruleType: ruleType.byName.smsUsageCycle,
    });
    expect(byType.rows.every((row) => row.ruleType === ruleType.byName.smsUsageCycle)).toBe(true);
    const adminHistory = await call<RuleTriggerRow>(adminToken, 'rule-history/list', { ruleId });
    expect(adminHistory.total).toBeGreaterThan(0);
    const dealerHistory = await call<RuleTriggerRow>(dealerToken, 'rule-history/list', {});
    expect(dealerHistory.status).toBe('403');
  });

  it('suspends a card through the carrier and schedules its resumption', async () => {
    const db = world.testApp.database.db;
    const [card] = await db
      .select({ id: simCards.id, iccid: simCards.iccid })
      .from(simCards)
      .where(and(eq(simCards.companyId, world.makerId), eq(simCards.cardStatus, cardStatus.byName.activated)))
      .limit(1);
    if (!card) throw new Error('no live card');
    await db
      .update(simCards)
      .set({ tags: ['rule-suspend'] })
      .where(eq(simCards.id, card.id));
    const suspendRule = await addRule(makerToken, {
      ...dataRule('Suspend tagged cards', 0),
      parameters: { thresholdMegabytes: 1 },
      scope: { kind: ruleScope.byName.tags, tags: ['rule-suspend'] },
      actions: [
        {
          kind: ruleActionKind.byName.statusChange,
          targetStatus: cardStatus.byName.suspended,
          undo: 'nextMonthStart',
        },
      ],
    });
    await db.update(simCards).set({ dataUsedMonthKilobytes: 4096 }).where(eq(simCards.id, card.id));
    await evaluateRules(world.testApp.services, 'request');
    const history = await call<RuleTriggerRow>(makerToken, 'rule-history/list', { ruleId: suspendRule });
    expect(history.rows.map((row) => row.iccid)).toEqual([card.iccid]);
    const outcomes = history.rows[0]?.actions ?? [];
    expect(outcomes.map((action) => action.outcome)).toEqual([
      ruleActionOutcome.byName.done,
      ruleActionOutcome.byName.scheduled,
    ]);
    const deadline = Date.now() + 30_000;
    let status: number | undefined;
    while (Date.now() < deadline) {
      [{ status } = { status: undefined }] = await db
        .select({ status: simCards.cardStatus })
        .from(simCards)
        .where(eq(simCards.id, card.id));
      if (status === cardStatus.byName.suspended) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(status).toBe(cardStatus.byName.suspended);
    const gateway = await world.testApp.services.carrier.gatewayFor(world.accountId);
    const [atCarrier] = await gateway.queryCards('sim-status', { by: 'iccid', numbers: [card.iccid] });
    expect(Number(atCarrier?.status)).toBe(cardStatus.byName.suspended);
  }, 60_000);

  it('pushes a signed event that a failing receiver gets again with the same id', async () => {
    const key = await call<{ signingSecret: string }>(makerToken, 'company/reset-app-push-key', {});
    const secret = key.rows[0]?.signingSecret ?? '';
    const saved = await call(makerToken, 'company/edit-api-push-config', {
      url: receiver.url,
      enabled: true,
      events: ['card.usage.alarm'],
    });
    expect(saved.status, saved.msg).toBe('0');
    receiver.answerWith(500);
    const pushRule = await addRule(makerToken, {
      ...dataRule('Push over 1 MB', 1),
      actions: [{ kind: ruleActionKind.byName.webhook }],
    });
    await evaluateRules(world.testApp.services, 'request');
    const deadline = Date.now() + 30_000;
    while (receiver.received.length < 2 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    receiver.answerWith(204);
    expect(receiver.received.length).toBeGreaterThanOrEqual(2);
    const ids = new Set(receiver.received.map((push) => push.headers['webhook-id']));
    expect(ids.size).toBe(1);
    for (const push of receiver.received) expect(await verifiesIndependently(secret, push)).toBe(true);
    const body = JSON.parse(receiver.received[0]?.body ?? '{}') as { type: string; data: { ruleId: number } };
    expect(body).toMatchObject({ type: 'card.usage.alarm', data: { ruleId: pushRule } });
  }, 60_000);
});
