import { describe, expect, it } from 'vitest';
import type { VehicleStateRow } from '@simdesk/contract';
import { demoCard, firstDemoCard, useCardDetailWorld } from './card-detail-test-support';

const world = useCardDetailWorld();

const vehicleState = (account: string, cardId: number) =>
  world.client.call<VehicleStateRow>(account, 'simcard/vehicle-state', { cardId });

describe('simcard/vehicle-state', () => {
  it("answers a live card's terminal: the vehicle on record, the IMEI seen against the one bound", async () => {
    const live = await firstDemoCard(world.testApp, (card) => card.cardStatus === 2 && card.vin !== null);
    const answer = await vehicleState('demo.company', live.id);
    expect(answer.status, answer.msg).toBe('0');
    const state = answer.rows[0];
    if (!state) throw new Error('no vehicle state');
    expect(state).toMatchObject({ vin: live.vin, vehicleStatus: live.vehicleStatus });
    expect(state.imei.recorded).toBe(live.imei);
    expect(state.imei.bound).toMatch(/^\d{15}$/);
    expect(state.imei.current).toMatch(/^\d{15}$/);
    expect(state.binding).toBe(state.imei.current === state.imei.bound ? 'bound' : 'separated');
    expect(state.separatedSince).toBe(state.binding === 'separated' ? state.imei.currentSince : null);
    // Seen now while online (by the carrier's clock, not the console's).
    if (state.online) expect(state.lastSeenAt).not.toBeNull();
    else expect(state.rat).toBeNull();
    expect(Date.parse(state.askedAt)).not.toBeNaN();
  });

  it('answers a stock card that never came on the network as unbound and never seen', async () => {
    const stock = await firstDemoCard(world.testApp, (card) => card.cardStatus === 7);
    const state = (await vehicleState('demo.company', stock.id)).rows[0];
    expect(state).toMatchObject({
      online: false,
      lastSeenAt: null,
      binding: 'unbound',
      separatedSince: null,
      imei: { current: null, bound: null, boundSince: null },
    });
  });

  it("answers another company's card and a card outside the org subtree as unknown", async () => {
    const foreign = await demoCard(world.testApp, 350);
    const own = await demoCard(world.testApp, 0);
    expect((await vehicleState('demo.company', foreign.id)).status).toBe('404');
    expect((await vehicleState('demo.dealer', own.id)).status).toBe('404');
    expect((await vehicleState('demo.api', own.id)).status).toBe('403');
    // The carrier's own cards are not in the simulator: the carrier admin is told so, in a 400.
    const unknown = await vehicleState('admin', foreign.id);
    expect(unknown.status).toBe('400');
    expect(unknown.rows).toEqual([{ carrierProblem: 'cardUnknown' }]);
  });

  it('answers a carrier that is down as a clear carrier problem, never a server error', async () => {
    const own = await demoCard(world.testApp, 0);
    await world.carrierSim.setFaults({
      endpoints: { '/v1/query/sim-device-state': { errorRate: 1, errorStatus: 500 } },
    });
    try {
      const answer = await vehicleState('demo.company', own.id);
      expect(answer.status).toBe('400');
      expect(answer.rows).toEqual([{ carrierProblem: 'unavailable' }]);
      expect(answer.msg).not.toBe('');
    } finally {
      await world.carrierSim.setFaults({});
    }
    expect((await vehicleState('demo.company', own.id)).status).toBe('0');
  });

  it('refuses bad input with a clear message', async () => {
    for (const obj of [{}, { cardId: 'one' }, { cardId: 1, vin: 'x' }]) {
      const answer = await world.client.call('demo.company', 'simcard/vehicle-state', obj);
      expect(answer.status, JSON.stringify(obj)).toBe('400');
      expect(answer.msg).not.toBe('');
    }
  });
});
