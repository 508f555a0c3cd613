// @module-tag pglite (the card diagnosis: carrier checks in parallel, fixes through the change orders)
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ChangeOrderRow } from '@simdesk/contract';
import { diagnosisChecks } from '@simdesk/contract/modules/enhanced-network';
import {
  cardsIn,
  changeCallsSince,
  lastCallLogId,
  waitForOrder,
  type CardChangeWorld,
} from '../../sim-cards/testing';
import { cardsOnlyAccount, checkOf, diagnose, startNetworkToolsWorld } from './diagnosis-test-support';

let world: CardChangeWorld;

beforeAll(async () => {
  world = await startNetworkToolsWorld();
});
afterEach(async () => {
  await world.carrierSim.setFaults({});
});
afterAll(async () => {
  await world?.close();
});

async function changeAndWait(path: string, obj: Record<string, unknown>): Promise<ChangeOrderRow> {
  const answer = await world.client.call<ChangeOrderRow>('demo.company', path, obj);
  const order = answer.rows[0];
  if (answer.status !== '0' || !order) throw new Error(`${path} refused: ${answer.status} ${answer.msg}`);
  return waitForOrder(world, 'demo.company', order.id);
}

describe('rights, scope and bad input', () => {
  it('refuses an operator without the diagnosis page, and asks the carrier nothing', async () => {
    const [card] = await cardsIn(world, world.makerId, 2, 1);
    const since = await lastCallLogId(world);
    const answer = await world.client.call(cardsOnlyAccount, 'card-diagnosis/diagnose', {
      cardNumber: card?.iccid,
    });
    expect(answer.status).toBe('403');
    expect(await changeCallsSince(world, since)).toEqual([]);
  });

  it("answers another company's card as unknown, by any of its numbers", async () => {
    const [foreign] = await cardsIn(world, world.carrierCompanyId, 2, 1);
    for (const cardNumber of [foreign?.iccid, foreign?.msisdn]) {
      const answer = await world.client.call('demo.company', 'card-diagnosis/diagnose', { cardNumber });
      expect(answer.status).toBe('400');
      expect(answer.msg).toContain('no card you can see');
    }
  });

  it('refuses a missing number and unknown fields in the envelope', async () => {
    expect((await world.client.call('demo.company', 'card-diagnosis/diagnose', {})).status).toBe('400');
    const extra = await world.client.call('demo.company', 'card-diagnosis/diagnose', {
      cardNumber: '8986',
      fix: 'resume',
    });
    expect(extra.status).toBe('400');
  });
});

describe('a live card', () => {
  it('answers every check, each carrier check with the time it was read', async () => {
    const [card] = await cardsIn(world, world.makerId, 2, 1);
    const diagnosis = await diagnose(world, card?.msisdn ?? '');
    expect(diagnosis.card.iccid).toBe(card?.iccid);
    expect(diagnosis.checks.map((check) => check.check)).toEqual([...diagnosisChecks]);
    expect(checkOf(diagnosis, 'status')).toMatchObject({ verdict: 'ok', finding: 'live' });
    for (const check of diagnosis.checks.filter((row) => row.check !== 'orders')) {
      expect(check.verdict).not.toBe('unchecked');
      expect(Date.parse(check.asOf ?? '')).not.toBeNaN();
    }
  });

  it('shows a failing carrier query as a check it could not make, the others standing', async () => {
    const [card] = await cardsIn(world, world.makerId, 2, 1);
    await world.carrierSim.setFaults({
      endpoints: { '/v1/query/sim-session': { errorRate: 1, errorStatus: 500 } },
    });
    const diagnosis = await diagnose(world, card?.iccid ?? '');
    expect(checkOf(diagnosis, 'session')).toMatchObject({ verdict: 'unchecked', finding: 'couldNotCheck' });
    expect(checkOf(diagnosis, 'status').verdict).toBe('ok');
    expect(diagnosis.verdict).not.toBe('ok');
  });
});

describe('suggested fixes through the change orders', () => {
  it('finds data switched off, suggests opening it, and turns ok once the fix is applied', async () => {
    const [card] = await cardsIn(world, world.makerId, 2, 1);
    await changeAndWait('card/open-or-close-communication', { cardId: card?.id, open: false });
    const before = checkOf(await diagnose(world, card?.iccid ?? ''), 'services');
    expect(before).toMatchObject({
      verdict: 'problem',
      finding: 'dataOff',
      stopReason: 'dataSwitchedOff',
      remedy: 'openData',
      fix: { kind: 'openData', blockedByOrderId: null },
    });
    expect(before.limits).toContain('openOrderConflict');
    const fixed = await changeAndWait('card/open-or-close-communication', { cardId: card?.id, open: true });
    expect(fixed.state).toBe('success');
    const after = await diagnose(world, card?.iccid ?? '');
    expect(checkOf(after, 'services')).toMatchObject({ verdict: 'ok', finding: 'dataOn', fix: null });
    expect(after.changes.map((change) => change.orderId)).toContain(fixed.id);
  });

  it("reads a suspended card's carrier stop code on the one list and suggests resuming it", async () => {
    const [card] = await cardsIn(world, world.makerId, 2, 1);
    await changeAndWait('simcard/change-card-status', { cardId: card?.id, targetStatus: 4, reason: 'test' });
    const diagnosis = await diagnose(world, card?.iccid ?? '');
    expect(checkOf(diagnosis, 'status')).toMatchObject({
      verdict: 'problem',
      finding: 'stopped',
      stopReason: 'enterpriseRequest',
      remedy: 'resume',
      facts: { stopReasonCode: '01' },
      fix: { kind: 'resume' },
    });
    expect(checkOf(diagnosis, 'session').finding).toBe('offlineWhileStopped');
    expect(diagnosis.verdict).toBe('problem');
  });

  it('names the open order that blocks a fix of its kind', async () => {
    const [card] = await cardsIn(world, world.makerId, 2, 1);
    await changeAndWait('card/open-or-close-communication', { cardId: card?.id, open: false });
    // No answer to the change: the order stays open while the console asks the carrier about the card.
    await world.carrierSim.setFaults({
      endpoints: { '/v1/change/service-switch': { errorRate: 1, errorStatus: 500 } },
    });
    const answer = await world.client.call<ChangeOrderRow>(
      'demo.company',
      'card/open-or-close-communication',
      {
        cardId: card?.id,
        open: true,
      },
    );
    const open = answer.rows[0];
    const services = checkOf(await diagnose(world, card?.iccid ?? ''), 'services');
    expect(services.fix?.blockedByOrderId).toBe(open?.id);
  });
});
