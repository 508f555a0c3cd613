// @module-tag pglite (the simulator's main flow: orders on its embedded default database)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardSeedProfile } from '../seed/card-seed-profile';
import { demoCardNumbers } from '../seed/demo-cards';
import { createTestSim, waitForOrder, type TestSim } from '../test/test-sim';

let sim: TestSim;
let token: string;

// Cards of a given seeded status, each handed out once so tests do not trip over each other's throttling.
const used = new Set<number>();
function cardsWithStatus(status: number, count = 1): string[] {
  const found: string[] = [];
  for (let index = 0; found.length < count; index += 1) {
    if (used.has(index) || cardSeedProfile(index).status !== status) continue;
    used.add(index);
    found.push(demoCardNumbers(index).iccid);
  }
  return found;
}
const queryOne = async (path: string, iccid: string) =>
  (await sim.get(`/v1/query/${path}?iccids=${iccid}`, token)).json().cards[0];

beforeAll(async () => {
  sim = await createTestSim({
    seedCards: 400,
    config: { rateLimitPerSecond: 0, changeIntervalSeconds: 180 },
  });
  token = await sim.signIn();
});
afterAll(() => sim.close());

describe('status change orders', () => {
  it('answers an order number at once and changes the status when the order completes', async () => {
    const [iccid = ''] = cardsWithStatus(2);
    const accepted = await sim.post('/v1/change/sim-status', token, {
      iccids: [iccid],
      targetStatus: 4,
      reason: 'stolen',
    });
    expect(accepted.statusCode).toBe(200);
    const { orderNumber, state } = accepted.json();
    expect(orderNumber).toMatch(/^\d{22}$/);
    expect(state).toBe('pending');
    const order = await waitForOrder(sim, token, orderNumber);
    expect(order.state).toBe('success');
    expect(await queryOne('sim-status', iccid)).toMatchObject({ status: 4 });
    expect(await queryOne('sim-stop-reason', iccid)).toMatchObject({ stopReason: '01' });
    const history = (await queryOne('sim-change-history', iccid)).history;
    expect(history[0]).toMatchObject({ fromStatus: 2, toStatus: 4, orderNumber, reason: 'stolen' });
  });

  it('fails the order of a transition that is not allowed and leaves the card alone', async () => {
    const [iccid = ''] = cardsWithStatus(9);
    const accepted = await sim.post('/v1/change/sim-status', token, { iccids: [iccid], targetStatus: 2 });
    const order = await waitForOrder(sim, token, accepted.json().orderNumber);
    expect(order.state).toBe('failed');
    expect(order.items[0]).toMatchObject({ state: 'failed', reasonCode: 'TRANSITION_NOT_ALLOWED' });
    expect(await queryOne('sim-status', iccid)).toMatchObject({ status: 9 });
  });

  it('completes a batch card by card: partial when some cards may not change', async () => {
    const batch = [...cardsWithStatus(2, 3), ...cardsWithStatus(7, 2)];
    const accepted = await sim.post('/v1/change/sim-status', token, { iccids: batch, targetStatus: 4 });
    const order = await waitForOrder(sim, token, accepted.json().orderNumber);
    expect(order.state).toBe('partial');
    expect(order.items.filter((item) => item.state === 'success')).toHaveLength(3);
    expect(order.items.filter((item) => item.reasonCode === 'TRANSITION_NOT_ALLOWED')).toHaveLength(2);
  });

  it('refuses the same change on the same card within the interval, accepting nothing', async () => {
    const [first = '', second = ''] = cardsWithStatus(2, 2);
    await sim.post('/v1/change/sim-status', token, { iccids: [first], targetStatus: 4 });
    const again = await sim.post('/v1/change/sim-status', token, {
      iccids: [second, first],
      targetStatus: 8,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'CHANGE_TOO_FREQUENT', cards: [first] });
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(170);
    // Another kind of change on the same card is fine.
    expect(
      (await sim.post('/v1/change/network-speed', token, { iccids: [first], speedTier: 92 })).statusCode,
    ).toBe(200);
    // Nothing of the refused request was accepted: the second card can still change.
    expect(
      (await sim.post('/v1/change/sim-status', token, { iccids: [second], targetStatus: 4 })).statusCode,
    ).toBe(200);
  });

  it('refuses bad requests at once: too many cards, unknown cards, unknown status codes', async () => {
    const tooMany = Array.from({ length: 101 }, (_, index) => demoCardNumbers(index).iccid);
    const large = await sim.post('/v1/change/sim-status', token, { iccids: tooMany, targetStatus: 4 });
    expect(large.json().code).toBe('BATCH_TOO_LARGE');
    const unknown = await sim.post('/v1/change/sim-status', token, {
      iccids: ['89860424009999999999'],
      targetStatus: 4,
    });
    expect(unknown.json()).toMatchObject({ code: 'CARD_NOT_FOUND', cards: ['89860424009999999999'] });
    const [iccid = ''] = cardsWithStatus(2);
    const badStatus = await sim.post('/v1/change/sim-status', token, { iccids: [iccid], targetStatus: 3 });
    expect(badStatus.statusCode).toBe(400);
    expect(badStatus.json().code).toBe('INVALID_PARAMETER');
    const extra = await sim.post('/v1/change/sim-status', token, {
      iccids: [iccid],
      targetStatus: 4,
      admin: true,
    });
    expect(extra.statusCode).toBe(400);
    expect((await sim.get('/v1/orders/123', token)).json().code).toBe('ORDER_NOT_FOUND');
  });
});

describe('other changes', () => {
  it('switches APN, PCC, speed tier and services', async () => {
    const [iccid = ''] = cardsWithStatus(2);
    const orders = [
      await sim.post('/v1/change/sim-apn', token, { iccids: [iccid], apn: 'CMMTM', enabled: true }),
      await sim.post('/v1/change/sim-pcc', token, {
        iccids: [iccid],
        policyCode: 'PCC-OTA-ONLY',
        enabled: true,
      }),
      await sim.post('/v1/change/network-speed', token, { iccids: [iccid], speedTier: 91 }),
      await sim.post('/v1/change/service-switch', token, {
        iccids: [iccid],
        service: 'voice',
        enabled: true,
      }),
    ];
    for (const response of orders) {
      expect(response.statusCode, response.body).toBe(200);
      expect((await waitForOrder(sim, token, response.json().orderNumber)).state).toBe('success');
    }
    const apns = (await queryOne('sim-apn', iccid)).apns;
    expect(apns.find((apn: { name: string }) => apn.name === 'CMMTM').enabled).toBe(true);
    const pcc = await queryOne('sim-pcc', iccid);
    expect(pcc.speedTier).toBe(91);
    expect(pcc.policies.find((policy: { code: string }) => policy.code === 'PCC-OTA-ONLY').enabled).toBe(
      true,
    );
    expect((await queryOne('sim-service-switches', iccid)).voice).toBe(true);
    const unknownApn = await sim.post('/v1/change/sim-apn', token, {
      iccids: [iccid],
      apn: 'internet',
      enabled: true,
    });
    expect(unknownApn.statusCode).toBe(400);
  });

  it('switches voice on stock and live cards and fails the order for a suspended one', async () => {
    const [live = ''] = cardsWithStatus(2);
    const [stock = ''] = cardsWithStatus(7);
    const [suspended = ''] = cardsWithStatus(4);
    const before = await queryOne('sim-service-switches', suspended);
    const accepted = await sim.post('/v1/change/service-switch', token, {
      iccids: [live, stock, suspended],
      service: 'voice',
      enabled: true,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const order = await waitForOrder(sim, token, accepted.json().orderNumber);
    const outcome = Object.fromEntries(
      order.items.map((item) => [item.iccid, item.reasonCode ?? item.state]),
    );
    expect(outcome).toEqual({
      [live]: 'success',
      [stock]: 'success',
      [suspended]: 'SERVICE_FROZEN',
    });
    expect((await queryOne('sim-service-switches', live)).voice).toBe(true);
    expect(await queryOne('sim-service-switches', suspended)).toEqual(before);
  });

  it('resets a live card’s data session and refuses to reset a card off the network', async () => {
    const [live = ''] = cardsWithStatus(2);
    const [stock = ''] = cardsWithStatus(7);
    const accepted = await sim.post('/v1/change/gprs-reset', token, { iccids: [live, stock] });
    const order = await waitForOrder(sim, token, accepted.json().orderNumber);
    const outcome = Object.fromEntries(
      order.items.map((item) => [item.iccid, item.reasonCode ?? item.state]),
    );
    expect(outcome).toEqual({ [live]: 'success', [stock]: 'CARD_NOT_ACTIVE' });
  });

  it('sends SMS and reports each delivery', async () => {
    const [live = ''] = cardsWithStatus(2);
    const [suspended = ''] = cardsWithStatus(4);
    const accepted = await sim.post('/v1/sms/send', token, { iccids: [live, suspended], content: 'wake up' });
    const order = await waitForOrder(sim, token, accepted.json().orderNumber);
    const delivery = Object.fromEntries(order.items.map((item) => [item.iccid, item]));
    expect(delivery[suspended]).toMatchObject({ deliveryState: 'failed', reasonCode: 'CARD_NOT_ACTIVE' });
    const smsEnabled = (await queryOne('sim-service-switches', live)).sms;
    expect(delivery[live]).toMatchObject({ deliveryState: smsEnabled ? 'delivered' : 'failed' });
    if (smsEnabled) expect((await queryOne('sim-sms-usage', live)).smsReceived).toBe(1);
  });
});
