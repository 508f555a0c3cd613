import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChangeItemRow, ChangeOrderRow } from '@simdesk/contract';
import { cardChangeOrders } from '../schema/card-changes-schema';
import {
  cardsIn,
  changeCallsSince,
  lastCallLogId,
  startCardChangeWorld,
  waitForOrder,
  type CardChangeWorld,
} from './card-change-test-support';

let world: CardChangeWorld;
let simToken: string;

beforeAll(async () => {
  world = await startCardChangeWorld();
  simToken = await world.carrierSim.sim.signIn();
});
afterAll(async () => {
  await world?.close();
});

const switchVoice = (account: string, obj: Record<string, unknown>) =>
  world.client.call<ChangeOrderRow>(account, 'simcard/switch-voice', obj);

const voiceHistory = (account: string, cardId: number) =>
  world.client.call<ChangeItemRow>(account, 'simcard/voice-change-history', { cardId });

/** The voice switch of a card as the carrier has it now. */
async function voiceAtCarrier(iccid: string): Promise<boolean> {
  const answer = await world.carrierSim.sim.get(`/v1/query/sim-service-switches?iccids=${iccid}`, simToken);
  return answer.json<{ cards: { voice: boolean }[] }>().cards[0]?.voice ?? false;
}

async function voiceOrderCount(): Promise<number> {
  const db = world.testApp.database.db;
  return (await db.select().from(cardChangeOrders).where(eq(cardChangeOrders.kind, 'voice'))).length;
}

describe('simcard/switch-voice', () => {
  it('switches the voice service at the carrier and follows the order to the end', async () => {
    const [card] = await cardsIn(world, world.makerId, 2, 1);
    if (!card) throw new Error('no card');
    const wanted = !(await voiceAtCarrier(card.iccid));
    const answer = await switchVoice('demo.company', {
      cardId: card.id,
      open: wanted,
      reason: 'fleet calls',
    });
    expect(answer.status, answer.msg).toBe('0');
    expect(answer.rows[0]).toMatchObject({ kind: 'voice', state: 'pending', request: { open: wanted } });
    const order = await waitForOrder(world, 'demo.company', answer.rows[0]?.id ?? 0);
    expect(order).toMatchObject({ state: 'success', reason: 'fleet calls' });
    expect(await voiceAtCarrier(card.iccid)).toBe(wanted);

    const history = await voiceHistory('demo.company', card.id);
    expect(history.total).toBe(1);
    expect(history.rows[0]).toMatchObject({
      kind: 'voice',
      state: 'success',
      request: { open: wanted },
      operatorAccount: 'demo.company',
    });
    expect(history.rows[0]?.carrierOrderNumber).toMatch(/^\d+$/);
    const listed = await world.client.call<ChangeOrderRow>('demo.company', 'card-state/list', {
      iccid: card.iccid,
      kind: 'voice',
    });
    expect(listed.rows.map((row) => row.id)).toEqual([order.id]);

    // The carrier refuses the same switch on the card within its interval: a clear 409, nothing changes.
    const again = await switchVoice('demo.company', { cardId: card.id, open: !wanted });
    expect(again.status).toBe('409');
    expect(again.msg).toContain(card.iccid);
    expect(await voiceAtCarrier(card.iccid)).toBe(wanted);
  });

  it('refuses a card whose status freezes its services, and sends nothing to the carrier', async () => {
    const [suspended] = await cardsIn(world, world.makerId, 4, 1);
    if (!suspended) throw new Error('no suspended card');
    const since = await lastCallLogId(world);
    const before = await voiceOrderCount();
    const answer = await switchVoice('demo.company', { cardId: suspended.id, open: true });
    expect(answer.status).toBe('400');
    expect(answer.msg).toContain(suspended.iccid);
    expect(answer.msg).toMatch(/Suspended \(4\).*voice service cannot change/);
    expect(await changeCallsSince(world, since)).toEqual([]);
    expect(await voiceOrderCount()).toBe(before);
  });

  it("answers another company's card as unknown, and refuses an operator without the edit right", async () => {
    const [foreign] = await cardsIn(world, world.carrierCompanyId, 2, 1);
    const [own] = await cardsIn(world, world.makerId, 2, 1);
    const since = await lastCallLogId(world);
    const before = await voiceOrderCount();
    const answer = await switchVoice('demo.company', { cardId: foreign?.id, open: true });
    expect(answer.status).toBe('404');
    expect((await voiceHistory('demo.company', foreign?.id ?? 0)).status).toBe('404');
    expect((await switchVoice('demo.dealer', { cardId: own?.id, open: true })).status).toBe('403');
    expect(await changeCallsSince(world, since)).toEqual([]);
    expect(await voiceOrderCount()).toBe(before);
  });

  it('refuses bad input with a clear message', async () => {
    const [card] = await cardsIn(world, world.makerId, 2, 1);
    for (const obj of [
      { cardId: card?.id },
      { cardId: card?.id, open: 'yes' },
      { cardId: card?.id, open: true, reason: '   ' },
      { cardId: card?.id, open: true, service: 'data' },
    ]) {
      const answer = await switchVoice('demo.company', obj);
      expect(answer.status, JSON.stringify(obj)).toBe('400');
      expect(answer.msg).not.toBe('');
    }
  });

  it('answers a carrier that is down with a clear error, and the voice switch stays as it was', async () => {
    const [card] = await cardsIn(world, world.makerId, 2, 1);
    if (!card) throw new Error('no card');
    const before = await voiceAtCarrier(card.iccid);
    await world.carrierSim.setFaults({
      endpoints: { '/v1/change/service-switch': { errorRate: 1, errorStatus: 503 } },
    });
    try {
      const answer = await switchVoice('demo.company', { cardId: card.id, open: !before });
      expect(answer.status).toBe('400');
      expect(answer.msg).toContain(card.iccid);
      expect(answer.msg).toMatch(/Nothing was changed/);
    } finally {
      await world.carrierSim.setFaults({});
    }
    expect(await voiceAtCarrier(card.iccid)).toBe(before);
    const history = await voiceHistory('demo.company', card.id);
    expect(history.rows[0]?.state).toBe('failed');
  });

  it('reports the order failed when the carrier refuses it on taking effect (card suspended at the carrier)', async () => {
    const [card] = await cardsIn(world, world.makerId, 2, 1);
    if (!card) throw new Error('no card');
    // Suspended at the carrier behind the console's back: the console still has it activated.
    const stop = await world.carrierSim.sim.post('/v1/change/sim-status', simToken, {
      iccids: [card.iccid],
      targetStatus: 4,
      reason: 'carrier side',
    });
    expect(stop.statusCode, stop.body).toBe(200);
    await waitForCarrierOrder(stop.json<{ orderNumber: string }>().orderNumber);
    const before = await voiceAtCarrier(card.iccid);
    const answer = await switchVoice('demo.company', { cardId: card.id, open: !before });
    expect(answer.status).toBe('0');
    const order = await waitForOrder(world, 'demo.company', answer.rows[0]?.id ?? 0);
    expect(order.state).toBe('failed');
    const item = (await voiceHistory('demo.company', card.id)).rows[0];
    expect(item).toMatchObject({ state: 'failed', reasonCode: 'SERVICE_FROZEN' });
    expect(item?.reason).toMatch(/keeps its voice service/);
    expect(await voiceAtCarrier(card.iccid)).toBe(before);
  });
});

async function waitForCarrierOrder(orderNumber: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const order = await world.carrierSim.sim.get(`/v1/orders/${orderNumber}`, simToken);
    if (order.json<{ state: string }>().state !== 'pending') return;
    if (Date.now() > deadline) throw new Error(`carrier order ${orderNumber} still pending`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
