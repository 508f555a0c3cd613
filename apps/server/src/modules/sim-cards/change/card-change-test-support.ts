import { and, asc, eq, gt, like } from 'drizzle-orm';
import type { CardStatusCode, ChangeOrderRow } from '@simdesk/contract';
import { carrierAccounts, carrierCallLog } from '../../../platform/database/schema-carrier';
import { simCards } from '../schema/cards-schema';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { startListeningSim, simDemoAppId, type ListeningSim } from '../../carrier-account/testing';
import { demoCarrierAppId } from '../../carrier-account/testing';
import { companyIdNamed } from '../../company/testing';
import { cardTestClient } from '../list/sim-card-test-support';
import { simCardsModule } from '..';
import { loadCardChangeSettings, type CardChangeSettings } from './card-change-deps';
import type { ServerModule } from '../../../platform/modules/server-module';

/** A console on PGlite and a carrier simulator on a port, with the demo carrier account pointed at it. */
export interface CardChangeWorld {
  testApp: TestApp;
  carrierSim: ListeningSim;
  client: ReturnType<typeof cardTestClient>;
  makerId: number;
  carrierCompanyId: number;
  /** The pace the world's tracker runs at, for a second tracker a test starts beside it. */
  changeSettings: CardChangeSettings;
  close(): Promise<void>;
}

/**
 * Quick tracker passes and a short unknown window, so a test sees changes settle in seconds; `alsoModules` are
 * booted beside the SIM card module.
 */
export async function startCardChangeWorld(
  options: {
    unknownWindowMilliseconds?: number;
    alsoModules?: readonly ServerModule[];
    /** The simulator's seconds between two changes of a kind on a card (its default is 180). */
    changeIntervalSeconds?: number;
  } = {},
): Promise<CardChangeWorld> {
  const { unknownWindowMilliseconds = 1_500, alsoModules = [], changeIntervalSeconds } = options;
  const carrierSim = await startListeningSim({
    seedCards: 400,
    ...(changeIntervalSeconds === undefined ? {} : { config: { changeIntervalSeconds } }),
  });
  // The tests send many calls in a few seconds; rate limiting has tests of its own (carrier-gateway).
  await carrierSim.admin('PATCH', `/admin/accounts/${simDemoAppId}`, { rateLimitPerSecond: 1000 });
  const environment = {
    SIMDESK_CARD_CHANGE_POLL_MS: '100',
    SIMDESK_CARD_CHANGE_UNKNOWN_WINDOW_MS: String(unknownWindowMilliseconds),
  };
  const testApp = await createTestApp({ modules: [simCardsModule, ...alsoModules], environment });
  const db = testApp.database.db;
  await db
    .update(carrierAccounts)
    .set({ baseUrl: carrierSim.baseUrl })
    .where(eq(carrierAccounts.appId, demoCarrierAppId));
  return {
    testApp,
    carrierSim,
    client: cardTestClient(testApp),
    makerId: await companyIdNamed(db, 'Aurora Motors'),
    carrierCompanyId: await companyIdNamed(db, 'simdesk Mobile'),
    changeSettings: loadCardChangeSettings(environment),
    async close() {
      await testApp.close();
      await carrierSim.close();
    },
  };
}

/** Cards of a company in a status, skipping the ones a test already used. */
export async function cardsIn(
  world: CardChangeWorld,
  companyId: number,
  status: CardStatusCode,
  count: number,
) {
  const found = await world.testApp.database.db
    .select({ id: simCards.id, iccid: simCards.iccid, msisdn: simCards.msisdn, orgPath: simCards.orgPath })
    .from(simCards)
    .where(and(eq(simCards.companyId, companyId), eq(simCards.cardStatus, status)))
    .orderBy(asc(simCards.id));
  const fresh = found.filter((card) => !usedCards.has(card.id)).slice(0, count);
  if (fresh.length < count) throw new Error(`only ${fresh.length} cards in status ${status}`);
  for (const card of fresh) usedCards.add(card.id);
  return fresh;
}
const usedCards = new Set<number>();

export async function cardStatusOf(world: CardChangeWorld, cardId: number): Promise<number | undefined> {
  const [card] = await world.testApp.database.db
    .select({ status: simCards.cardStatus })
    .from(simCards)
    .where(eq(simCards.id, cardId));
  return card?.status;
}

/** The highest id in the carrier call log, to look at the calls made after it. */
export async function lastCallLogId(world: CardChangeWorld): Promise<number> {
  const rows = await world.testApp.database.db.select({ id: carrierCallLog.id }).from(carrierCallLog);
  return rows.reduce((highest, row) => Math.max(highest, row.id), 0);
}

export async function changeCallsSince(world: CardChangeWorld, id: number) {
  return world.testApp.database.db
    .select()
    .from(carrierCallLog)
    .where(and(gt(carrierCallLog.id, id), like(carrierCallLog.endpoint, '/v1/change/%')))
    .orderBy(asc(carrierCallLog.id));
}

/** Polls an order through card-state/detail until it is no longer open. */
export async function waitForOrder(
  world: CardChangeWorld,
  account: string,
  orderId: number,
  timeoutMs = 15_000,
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const answer = await world.client.call<{ order: ChangeOrderRow }>(account, 'card-state/detail', {
      orderId,
    });
    const order = answer.rows[0]?.order;
    if (!order) throw new Error(`order ${orderId}: ${answer.status} ${answer.msg}`);
    if (order.state !== 'pending' && order.state !== 'scheduled') return order;
    if (Date.now() > deadline) throw new Error(`order ${orderId} still ${order.state}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
