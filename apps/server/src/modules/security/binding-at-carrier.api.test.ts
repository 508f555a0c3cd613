// @module-tag pglite (a separated card rebound at the carrier from its diagnosis: the order, the binding following it)
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ChangeOrderRow } from '@simdesk/contract';
import type { BindingPage } from '@simdesk/contract/modules/security';
import { checkOf, diagnose } from '../enhanced-network/testing';
import {
  cardsIn,
  changeCallsSince,
  lastCallLogId,
  startCardChangeWorld,
  waitForOrder,
  type CardChangeWorld,
} from '../sim-cards/testing';
import { enhancedNetworkModule } from '../enhanced-network';
import { securityModule } from '.';

let world: CardChangeWorld;
let carrierToken: string;

interface DeviceState {
  iccid: string;
  imei: string | null;
  boundImei: string | null;
  bindStatus: string;
}

/** Live cards of the maker the carrier sees in another device than the bound one, each handed out once. */
let separated: { id: number; iccid: string; imei: string }[] = [];

async function deviceStates(iccids: readonly string[]): Promise<DeviceState[]> {
  const answer = await world.carrierSim.sim.get(
    `/v1/query/sim-device-state?iccids=${iccids.join(',')}`,
    carrierToken,
  );
  return answer.json<{ cards: DeviceState[] }>().cards;
}

function nextSeparated() {
  const card = separated.shift();
  if (!card) throw new Error('no separated card left');
  return card;
}

const rebind = (cardId: unknown, account = 'demo.company') =>
  world.client.call<ChangeOrderRow>(account, 'binding/rebind-at-carrier', { cardId });

async function bindingOf(iccid: string) {
  const answer = await world.client.call<BindingPage>('demo.company', 'binding/list', {
    cardNumber: iccid,
    pageSize: 10,
  });
  expect(answer.status, answer.msg).toBe('0');
  return answer.rows[0]?.bindings[0];
}

beforeAll(async () => {
  // Every card moves to another device now and then here, so the maker has many separated cards.
  world = await startCardChangeWorld({
    alsoModules: [securityModule, enhancedNetworkModule],
    imeiChangeShare: 1,
  });
  carrierToken = await world.carrierSim.sim.signIn();
  const live = await cardsIn(world, world.makerId, 2, 60);
  const states = new Map((await deviceStates(live.map((card) => card.iccid))).map((row) => [row.iccid, row]));
  separated = live.flatMap((card) => {
    const state = states.get(card.iccid);
    return state?.bindStatus === 'separated' && state.imei ? [{ ...card, imei: state.imei }] : [];
  });
});
afterEach(async () => {
  await world.carrierSim.setFaults({});
});
afterAll(async () => {
  await world?.close();
});

describe('the suggested fix of a separated card', () => {
  it('rebinds the card at the carrier with one order; the device check and the binding turn bound', async () => {
    const card = nextSeparated();
    const device = checkOf(await diagnose(world, card.iccid), 'device');
    expect(device).toMatchObject({
      verdict: 'problem',
      finding: 'imeiSeparated',
      stopReason: 'imeiSeparated',
      remedy: 'rebindImei',
      fix: { kind: 'rebindImei', blockedByOrderId: null },
      facts: { imei: card.imei },
    });

    const since = await lastCallLogId(world);
    const answer = await rebind(card.id);
    expect(answer.status, answer.msg).toBe('0');
    const order = await waitForOrder(world, 'demo.company', answer.rows[0]?.id ?? 0);
    expect(order).toMatchObject({ kind: 'imeiBinding', state: 'success' });
    const sent = await changeCallsSince(world, since);
    expect(sent.map((call) => call.endpoint)).toEqual(['/v1/change/imei-binding']);

    const after = await diagnose(world, card.iccid);
    expect(checkOf(after, 'device')).toMatchObject({
      verdict: 'ok',
      finding: 'imeiBound',
      fix: null,
      facts: { imei: card.imei, boundImei: card.imei },
    });
    expect(await bindingOf(card.iccid)).toMatchObject({ boundImei: card.imei, bindingStatus: 1 });

    // Bound to the device it is in: nothing more to fix, and nothing is sent.
    const again = await rebind(card.id);
    expect(again.status).toBe('400');
    expect(again.msg).toContain('already');
  });

  it('refuses a second fix while the first order is open, as a change in progress', async () => {
    const card = nextSeparated();
    // No answer to the change: the order stays open while the console asks the carrier about the card.
    await world.carrierSim.setFaults({
      endpoints: { '/v1/change/imei-binding': { errorRate: 1, errorStatus: 500 } },
    });
    const first = await rebind(card.id);
    expect(first.status, first.msg).toBe('0');
    const open = first.rows[0];
    expect(checkOf(await diagnose(world, card.iccid), 'device').fix?.blockedByOrderId).toBe(open?.id);
    const second = await rebind(card.id);
    expect(second.status).toBe('409');
    expect(second.msg).toContain('in progress');
  });
});

describe('rights, scope and bad input', () => {
  it("refuses another company's card and a card the network never saw, sending nothing", async () => {
    const [foreign] = await cardsIn(world, world.carrierCompanyId, 2, 1);
    const [stock] = await cardsIn(world, world.makerId, 7, 1);
    const since = await lastCallLogId(world);
    const foreignAnswer = await rebind(foreign?.id);
    expect(foreignAnswer.status).not.toBe('0');
    expect(foreignAnswer.msg).toContain(`no card ${foreign?.id}`);
    const stockAnswer = await rebind(stock?.id);
    expect(stockAnswer.status).toBe('400');
    expect(stockAnswer.msg).toContain('never seen');
    expect(await changeCallsSince(world, since)).toEqual([]);
  });

  it('refuses an operator without the binding page and bad input in the envelope, changing nothing', async () => {
    const card = nextSeparated();
    const since = await lastCallLogId(world);
    for (const account of ['demo.dealer', 'demo.restricted']) {
      expect((await rebind(card.id, account)).status, account).not.toBe('0');
    }
    for (const obj of [{}, { cardId: 'one' }, { cardId: card.id, imei: card.imei }]) {
      const answer = await world.client.call('demo.company', 'binding/rebind-at-carrier', obj);
      expect(answer.status, JSON.stringify(obj)).toBe('400');
    }
    expect(await changeCallsSince(world, since)).toEqual([]);
    expect((await bindingOf(card.iccid))?.boundImei).not.toBe(card.imei);
  });
});
