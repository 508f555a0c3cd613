import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  messageTab,
  messageType,
  ruleActionKind,
  ruleScope,
  ruleType,
  type MessageRow,
} from '@simdesk/contract';
import type { DataPoolRow } from '@simdesk/contract/modules/data-pools';
import type { RuleDryRunRow, RuleTriggerRow } from '@simdesk/contract/modules/rules';
import { simDemoAppId } from '../carrier-account/testing';
import { simCards } from '../sim-cards/testing';
import { ruleTestTools, startRulesWorld, type RulesWorld } from './rules-test-support';

let world: RulesWorld;
let makerToken: string;
let adminToken: string;

beforeAll(async () => {
  world = await startRulesWorld();
  makerToken = (await world.testApp.login('demo.company')).token;
  adminToken = (await world.testApp.login('admin')).token;
}, 120_000);
afterAll(async () => {
  await world?.close();
});

const { call, addRule, ruleCount, triggersOf } = ruleTestTools(() => world);

/** A pool-usage rule of the company's pools at a percent, raising an alarm (message type 6). */
const poolRule = (name: string, percent: number, extra: Record<string, unknown> = {}) => ({
  name,
  ruleType: ruleType.byName.poolUsage,
  parameters: { percent },
  scope: { kind: ruleScope.byName.allCards },
  actions: [{ kind: ruleActionKind.byName.alarmMessage }],
  ...extra,
});

/** Reads every pool again from the carrier; the pool rules are evaluated when it ends. */
async function syncPools(): Promise<void> {
  const answer = await call(adminToken, 'data-pool/sync', {});
  expect(answer.status, answer.msg).toBe('0');
}

async function allPools(): Promise<DataPoolRow[]> {
  const answer = await call<{ pools: DataPoolRow[] }>(adminToken, 'data-pool/list', { pageSize: 100 });
  return answer.rows[0]?.pools ?? [];
}

const carrierQuery = (text: string, values: unknown[]) =>
  world.carrierSim.sim.services.database.query(text, values);

/** Sets a pool's quota per member at the carrier: 1 KB puts what it used this month over every percent. */
async function setCarrierQuota(groupId: string, kilobytesPerMember: number): Promise<void> {
  await carrierQuery('UPDATE carrier_sim.pools SET quota_kb_per_member = $2 WHERE pool_id = $1', [
    groupId,
    kilobytesPerMember,
  ]);
}

/** A pool at the carrier whose members are cards another company holds in the console: that company's pool. */
async function addForeignPool(groupId: string): Promise<void> {
  const { db } = world.testApp.database;
  const cards = await db
    .select({ iccid: simCards.iccid })
    .from(simCards)
    .where(and(ne(simCards.companyId, world.makerId), eq(simCards.carrierAccountId, world.accountId)))
    .limit(5);
  expect(cards.length).toBeGreaterThan(0);
  await carrierQuery(
    `INSERT INTO carrier_sim.pools (pool_id, app_id, name, quota_kb_per_member, created_at)
     VALUES ($1, $2, 'Another company pool', 1, now())`,
    [groupId, simDemoAppId],
  );
  await carrierQuery('UPDATE carrier_sim.cards SET pool_id = $1 WHERE iccid = ANY($2::text[])', [
    groupId,
    cards.map((card) => card.iccid),
  ]);
}

describe('pool-usage rules', () => {
  const foreignGroupId = 'G-OTHER-COMPANY';
  let ruleId: number;
  let own: DataPoolRow;

  it('refuses card-only actions and a tag scope for a pool rule, and stores nothing', async () => {
    const before = await ruleCount();
    for (const bad of [
      poolRule('suspends', 90, {
        actions: [{ kind: ruleActionKind.byName.statusChange, targetStatus: 3, undo: 'never' }],
      }),
      poolRule('unsubscribes', 90, { actions: [{ kind: ruleActionKind.byName.unsubscribePackage }] }),
      poolRule('tags', 90, { scope: { kind: ruleScope.byName.tags, tags: ['fleet'] } }),
      poolRule('over 100', 101),
    ]) {
      const answer = await call(makerToken, 'rule/add', bad);
      expect(answer.status, JSON.stringify(bad)).toBe('400');
    }
    expect(await ruleCount()).toBe(before);
  });

  it('triggers once for a pool of the company that crosses the percent after a sync', async () => {
    await syncPools();
    const found = (await allPools()).find((pool) => pool.companyId === world.makerId && pool.usedKb > 0);
    if (!found) throw new Error('the company has no pool in use');
    own = found;
    // Room to spare first: the pool is under the percent when the rule is made.
    await setCarrierQuota(own.groupId, own.usedKb);
    await addForeignPool(foreignGroupId);
    await syncPools();
    const below = await allPools();
    expect(below.find((pool) => pool.groupId === own.groupId)?.usedPercent).toBeLessThan(90);
    const foreign = below.find((pool) => pool.groupId === foreignGroupId);
    expect(foreign?.companyId).not.toBe(world.makerId);
    expect(foreign?.usedPercent).toBeGreaterThanOrEqual(90);
    ruleId = await addRule(makerToken, poolRule('Pool over 90 %', 90));
    const before = (await triggersOf(ruleId)).map((trigger) => trigger.groupId);
    expect(before).not.toContain(own.groupId);

    await setCarrierQuota(own.groupId, 1);
    await syncPools();
    const triggers = await triggersOf(ruleId);
    const ownTriggers = triggers.filter((trigger) => trigger.groupId === own.groupId);
    expect(ownTriggers).toHaveLength(1);
    expect(ownTriggers[0]).toMatchObject({ cardId: null, poolName: own.name, companyId: world.makerId });
    expect(ownTriggers[0]?.observed).toBeGreaterThanOrEqual(90);
    expect(triggers.every((trigger) => trigger.companyId === world.makerId)).toBe(true);
    expect(triggers.map((trigger) => trigger.groupId)).not.toContain(foreignGroupId);
  });

  it("raises the alarm (type 6) in the pool's company message centre and names the pool in the history", async () => {
    const messages = await call<MessageRow>(makerToken, 'message/query-list', {
      moduleType: messageTab.byName.ruleAlarms,
    });
    const alarm = messages.rows.find((message) => message.ruleName === 'Pool over 90 %');
    expect(alarm?.messageType).toBe(messageType.byName.trafficPoolAlarm);
    expect(alarm?.content).toContain(own.groupId);
    const history = await call<RuleTriggerRow>(makerToken, 'rule-history/list', { ruleId });
    expect(history.rows.find((row) => row.groupId === own.groupId)).toMatchObject({
      poolName: own.name,
      iccid: null,
      ruleType: ruleType.byName.poolUsage,
    });
    const foreignAlarms = await call<MessageRow>(adminToken, 'message/query-list', {
      moduleType: messageTab.byName.ruleAlarms,
    });
    expect(foreignAlarms.rows.some((message) => message.ruleName === 'Pool over 90 %')).toBe(false);
  });

  it('does not trigger again in the month: a second sync adds nothing, and the dry run says so', async () => {
    const before = (await triggersOf(ruleId)).length;
    await syncPools();
    expect((await triggersOf(ruleId)).length).toBe(before);
    const dry = await call<RuleDryRunRow>(makerToken, 'rule/dry-run', { id: ruleId, ...poolRule('x', 90) });
    expect(dry.rows[0]?.matchingCount).toBe(before);
    expect(dry.rows[0]?.alreadyTriggeredCount).toBe(before);
    expect(dry.rows[0]?.sample.map((row) => row.groupId)).toContain(own.groupId);
  });

  it('watches one pool when scoped to it', async () => {
    const onePool = { scope: { kind: ruleScope.byName.pool, poolId: own.groupId } };
    const id = await addRule(makerToken, poolRule('One pool', 50, onePool));
    await syncPools();
    const triggers = await triggersOf(id);
    expect(triggers.map((trigger) => trigger.groupId)).toEqual([own.groupId]);
  });
});
