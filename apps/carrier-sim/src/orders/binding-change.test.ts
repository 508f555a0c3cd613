// @module-tag pglite (the simulator's rebind and unbind orders on its embedded default database)
import { luhnCheckDigit } from '@simdesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advanceClock, createTestSim, seededCards, waitForOrder, type TestSim } from '../test/test-sim';

let sim: TestSim;
let token: string;

interface DeviceState {
  iccid: string;
  imei: string | null;
  boundImei: string | null;
  boundSince: string | null;
  bindStatus: 'bound' | 'separated' | 'unbound';
}

const deviceStates = async (iccids: readonly string[]): Promise<DeviceState[]> =>
  (await sim.get(`/v1/query/sim-device-state?iccids=${iccids.join(',')}`, token)).json().cards;
const deviceState = async (iccid: string) => (await deviceStates([iccid]))[0] as DeviceState;

async function changeBinding(body: Record<string, unknown>) {
  const accepted = await sim.post('/v1/change/imei-binding', token, body);
  expect(accepted.statusCode, accepted.body).toBe(200);
  return waitForOrder(sim, token, accepted.json().orderNumber);
}

/** Live cards the network now sees in another device than the bound one. */
async function separatedCards(): Promise<string[]> {
  const live = seededCards(200, (card) => card.status === 2).slice(0, 60);
  const states = await deviceStates(live);
  return states.filter((state) => state.bindStatus === 'separated').map((state) => state.iccid);
}

beforeAll(async () => {
  // Every card moves to another device now and then here, so separated cards are many.
  sim = await createTestSim({
    seedCards: 200,
    config: { rateLimitPerSecond: 0, imeiChangeShare: 1, changeIntervalSeconds: 0 },
  });
  token = await sim.signIn();
});
afterAll(() => sim.close());

describe('IMEI binding orders', () => {
  it('rebinds a separated card to the device the network sees, until it moves again', async () => {
    const [iccid = '', other = ''] = await separatedCards();
    const before = await deviceState(iccid);
    expect(before.imei).not.toBeNull();
    expect(before.imei).not.toBe(before.boundImei);

    const order = await changeBinding({ iccids: [iccid], action: 'rebind', imei: before.imei });
    expect(order.state).toBe('success');
    expect(await deviceState(iccid)).toMatchObject({ boundImei: before.imei, bindStatus: 'bound' });
    // The other separated card is left as it was.
    expect((await deviceState(other)).bindStatus).toBe('separated');

    // Every card here moves within 90 days: the new device is not the rebound one.
    await advanceClock(sim, 90 * 24);
    token = await sim.signIn();
    const later = await deviceState(iccid);
    expect(later.boundImei).toBe(before.imei);
    expect(later.imei).not.toBe(before.imei);
    expect(later.bindStatus).toBe('separated');
  });

  it('unbinds a card, and fails a second unbind and a rebind to a device the network does not see', async () => {
    const [, , iccid = ''] = await separatedCards();
    expect((await changeBinding({ iccids: [iccid], action: 'unbind' })).state).toBe('success');
    expect(await deviceState(iccid)).toMatchObject({
      boundImei: null,
      boundSince: null,
      bindStatus: 'unbound',
    });

    const again = await changeBinding({ iccids: [iccid], action: 'unbind' });
    expect(again.items[0]).toMatchObject({ state: 'failed', reasonCode: 'NOT_BOUND' });

    const seen = (await deviceState(iccid)).imei ?? '';
    const payload = `${seen.slice(0, 8)}${String((Number(seen.slice(8, 14)) + 1) % 1_000_000).padStart(6, '0')}`;
    const elsewhere = payload + String(luhnCheckDigit(payload));
    const mismatch = await changeBinding({ iccids: [iccid], action: 'rebind', imei: elsewhere });
    expect(mismatch.items[0]).toMatchObject({ state: 'failed', reasonCode: 'IMEI_MISMATCH' });
    expect((await deviceState(iccid)).bindStatus).toBe('unbound');
  });

  it('fails a rebind of a card the network never saw, and refuses a malformed request at once', async () => {
    const [stock = ''] = seededCards(200, (card) => card.status === 7);
    const order = await changeBinding({ iccids: [stock], action: 'rebind' });
    expect(order.items[0]).toMatchObject({ state: 'failed', reasonCode: 'IMEI_NOT_SEEN' });

    for (const body of [
      { iccids: [stock], action: 'swap' },
      { iccids: [stock], action: 'rebind', imei: '123' },
      { iccids: [stock], action: 'unbind', imei: '490154203237518' },
    ]) {
      const refused = await sim.post('/v1/change/imei-binding', token, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
    }
  });
});
