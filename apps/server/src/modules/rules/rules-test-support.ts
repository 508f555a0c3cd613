import { count, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { ruleActionKind, ruleScope, ruleType } from '@simdesk/contract';
import { carrierAccounts } from '../../platform/database/schema-carrier';
import { loadOutboundConfig } from '../../platform/outbound/outbound-policy';
import {
  simDemoAppId,
  startListeningSim,
  demoCarrierAppId,
  type ListeningSim,
} from '../carrier-account/testing';
import { companyModule } from '../company';
import { messageModule } from '../message';
import { companyIdNamed } from '../company/testing';
import { createTaskTestApp, isFinished, waitForTask, type TaskTestApp } from '../task/testing';
import { rulesModule } from '.';
import { automationRules, ruleTriggers } from './rules-schema';

/** A console with the rule engine, a carrier simulator it syncs from, and fast change and push retries. */
export interface RulesWorld {
  testApp: TaskTestApp;
  carrierSim: ListeningSim;
  accountId: number;
  makerId: number;
  close(): Promise<void>;
}

export async function startRulesWorld(): Promise<RulesWorld> {
  const carrierSim = await startListeningSim({ seedCards: 400 });
  await carrierSim.admin('PATCH', `/admin/accounts/${simDemoAppId}`, { rateLimitPerSecond: 1000 });
  const testApp = await createTaskTestApp({
    modules: [rulesModule, companyModule, messageModule],
    environment: { SIMDESK_CARD_CHANGE_POLL_MS: '100', SIMDESK_RULES_STATUS_POLL_MS: '0' },
    config: {
      outbound: {
        ...loadOutboundConfig({}),
        allowPrivateNetworks: true,
        pushTimeoutMilliseconds: 1000,
        pushRetryDelaySeconds: 1,
        pushRetryLimit: 3,
      },
    },
  });
  const db = testApp.database.db;
  const [account] = await db
    .update(carrierAccounts)
    .set({ baseUrl: carrierSim.baseUrl })
    .where(eq(carrierAccounts.appId, demoCarrierAppId))
    .returning({ id: carrierAccounts.id });
  if (!account) throw new Error('no demo carrier account');
  return {
    testApp,
    carrierSim,
    accountId: account.id,
    makerId: await companyIdNamed(db, 'Aurora Motors'),
    async close() {
      await testApp.close();
      await carrierSim.close();
    },
  };
}

/** Runs the usage sync of the demo account to its end (the rules are evaluated when it finishes). */
export async function syncUsage(world: RulesWorld, token: string): Promise<void> {
  const answer = await world.testApp.call<{ taskId: number }>(
    'card-usage/sync-now',
    { accountId: world.accountId },
    { token },
  );
  const taskId = answer.rows[0]?.taskId;
  if (answer.status !== '0' || taskId === undefined) throw new Error(`sync-now: ${answer.msg}`);
  const task = await waitForTask(world.testApp.database.db, taskId, isFinished, 60_000);
  if (task.failReason) throw new Error(`the usage sync failed: ${task.failReason}`);
}

/** A data-usage rule over a threshold this cycle, for the whole company, raising an alarm. */
export function dataRule(name: string, thresholdMegabytes: number, extra: Record<string, unknown> = {}) {
  return {
    name,
    ruleType: ruleType.byName.dataUsageCycle,
    parameters: { thresholdMegabytes },
    scope: { kind: ruleScope.byName.allCards },
    actions: [{ kind: ruleActionKind.byName.alarmMessage }],
    ...extra,
  };
}

/** The calls and reads the rule test files share, on the world their beforeAll starts. */
export function ruleTestTools(worldOf: () => RulesWorld) {
  const call = <Row>(token: string, path: string, obj: unknown) =>
    worldOf().testApp.call<Row>(path, obj, { token, page: { pageIndex: 1, pageSize: 100 } });
  const db = () => worldOf().testApp.database.db;
  return {
    call,
    async addRule(token: string, rule: unknown): Promise<number> {
      const answer = await call<{ id: number }>(token, 'rule/add', rule);
      expect(answer.status, answer.msg).toBe('0');
      return answer.rows[0]?.id ?? 0;
    },
    /** Every rule stored, deleted ones too: a refused add leaves it as it was. */
    async ruleCount(): Promise<number> {
      const [row] = await db().select({ total: count() }).from(automationRules);
      return row?.total ?? 0;
    },
    triggersOf: (ruleId: number) => db().select().from(ruleTriggers).where(eq(ruleTriggers.ruleId, ruleId)),
  };
}
