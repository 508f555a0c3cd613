import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChangeItemRow, ChangeOrderRow } from '@simdesk/contract';
import { cardChangeOrders } from '../schema/card-changes-schema';
import { cardStatusHistory } from '../schema/cards-schema';
import { operators } from '../../../platform/database/schema';
import {
  cardStatusOf,
  cardsIn,
  changeCallsSince,
  lastCallLogId,
  startCardChangeWorld,
  waitForOrder,
  type CardChangeWorld,
} from './card-change-test-support';

let world: CardChangeWorld;

beforeAll(async () => {
  world = await startCardChangeWorld();
});
afterAll(async () => {
  await world?.close();
});

async function orderCount(): Promise<number> {
  return (await world.testApp.database.db.select({ id: cardChangeOrders.id }).from(cardChangeOrders)).length;
}

const change = (account: string, obj: Record<string, unknown>) =>
  world.client.call<ChangeOrderRow>(account, 'simcard/change-card-status', obj);

describe('rights and scope', () => {
  it('refuses a status change without the cardState add right, and stores nothing', async () => {
    const [card] = await cardsIn(world, world.makerId, 2, 1);
    const before = await orderCount();
    const answer = await change('demo.dealer', { cardId: card?.id, targetStatus: 4, reason: 'test' });
    expect(answer.status).toBe('403');
    const list = await world.client.call('demo.restricted', 'card-state/list', {});
    expect(list.status).toBe('403');
    expect(await orderCount()).toBe(before);
  });

  it("answers another company's card as unknown and sends nothing to the carrier", async () => {
    const [foreign] = await cardsIn(world, world.carrierCompanyId, 2, 1);
    const since = await lastCallLogId(world);
    const before = await orderCount();
    const answer = await change('demo.company', { cardId: foreign?.id, targetStatus: 4, reason: 'test' });
    expect(answer.status).toBe('404');
    expect(await changeCallsSince(world, since)).toEqual([]);
    expect(await orderCount()).toBe(before);
  });

  it('refuses a transition the contract does not allow, naming the card and both statuses', async () => {
    const [card] = await cardsIn(world, world.makerId, 2, 1);
    const since = await lastCallLogId(world);
    const answer = await change('demo.company', {
      cardId: card?.id,
      targetStatus: 7,
      reason: 'back to stock',
    });
    expect(answer.status).toBe('400');
    expect(answer.msg).toContain(card?.iccid);
    expect(answer.msg).toMatch(/Activated \(2\) to Inventory \(7\)/);
    expect(await changeCallsSince(world, since)).toEqual([]);
  });

  it('refuses a change without a reason', async () => {
    const [card] = await cardsIn(world, world.makerId, 2, 1);
    const answer = await change('demo.company', { cardId: card?.id, targetStatus: 4, reason: '  ' });
    expect(answer.status).toBe('400');
    expect(answer.msg).toMatch(/reason/i);
  });
});

describe('a single status change', () => {
  it('completes through the carrier: the card moves and its history has the order number and operator', async () => {
    const [card] = await cardsIn(world, world.makerId, 2, 1);
    if (!card) throw new Error('no card');
    const answer = await change('demo.company', {
      cardId: card.id,
      targetStatus: 4,
      reason: 'vehicle stolen',
    });
    expect(answer.status).toBe('0');
    const accepted = answer.rows[0];
    expect(accepted?.state).toBe('pending');
    const order = await waitForOrder(world, 'demo.company', accepted?.id ?? 0);
    expect(order.state).toBe('success');
    expect(await cardStatusOf(world, card.id)).toBe(4);
    const detail = await world.client.call<{ items: ChangeItemRow[] }>('demo.company', 'card-state/detail', {
      orderId: order.id,
    });
    const item = detail.rows[0]?.items[0];
    expect(item?.carrierOrderNumber).toMatch(/^\d+$/);
    const [history] = await world.testApp.database.db
      .select({ history: cardStatusHistory, account: operators.account })
      .from(cardStatusHistory)
      .leftJoin(operators, eq(operators.id, cardStatusHistory.operatorId))
      .where(eq(cardStatusHistory.cardId, card.id))
      .orderBy(desc(cardStatusHistory.id))
      .limit(1);
    expect(history?.history).toMatchObject({ fromStatus: 2, toStatus: 4, reason: 'vehicle stolen' });
    expect(history?.history.orderNumber).toBe(item?.carrierOrderNumber);
    expect(history?.account).toBe('demo.company');

    // The carrier refuses the same kind of change on the card within its interval: a clear 409.
    const again = await change('demo.company', { cardId: card.id, targetStatus: 2, reason: 'found again' });
    expect(again.status).toBe('409');
    expect(again.msg).toContain(card.iccid);
    expect(again.msg).toMatch(/try again in \d+ s/);
    expect(await cardStatusOf(world, card.id)).toBe(4);
  });

  it('waits for a scheduled change until its time, and a scheduled change can be cancelled', async () => {
    const [first, second] = await cardsIn(world, world.makerId, 2, 2);
    if (!first || !second) throw new Error('no cards');
    const inAnHour = new Date(Date.now() + 3_600_000).toISOString();
    const scheduled = await change('demo.company', {
      cardId: first.id,
      targetStatus: 4,
      reason: 'end of contract',
      effectiveAt: inAnHour,
    });
    expect(scheduled.rows[0]?.state).toBe('scheduled');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await cardStatusOf(world, first.id)).toBe(2);
    // The hour passes.
    await world.testApp.database.db
      .update(cardChangeOrders)
      .set({ scheduledAt: new Date(Date.now() - 1000) })
      .where(eq(cardChangeOrders.id, scheduled.rows[0]?.id ?? 0));
    expect((await waitForOrder(world, 'demo.company', scheduled.rows[0]?.id ?? 0)).state).toBe('success');
    expect(await cardStatusOf(world, first.id)).toBe(4);

    const later = await change('demo.company', {
      cardId: second.id,
      targetStatus: 4,
      reason: 'x',
      effectiveAt: inAnHour,
    });
    const cancelled = await world.client.call<ChangeOrderRow>('demo.company', 'card-state/cancel', {
      orderId: later.rows[0]?.id,
    });
    expect(cancelled.rows[0]?.state).toBe('cancelled');
    expect(cancelled.rows[0]?.counts.failed).toBe(1);
    const twice = await world.client.call('demo.company', 'card-state/cancel', {
      orderId: later.rows[0]?.id,
    });
    expect(twice.status).toBe('409');
  });

  it('refuses an effective date in the past', async () => {
    const [card] = await cardsIn(world, world.makerId, 2, 1);
    const answer = await change('demo.company', {
      cardId: card?.id,
      targetStatus: 4,
      reason: 'late',
      effectiveAt: '2020-01-01 08:00:00',
    });
    expect(answer.status).toBe('400');
    expect(answer.msg).toMatch(/has passed/);
  });
});

describe('communication, APN/PCC and SMS', () => {
  it('closes communication, switches an APN and a PCC policy, with APN/PCC history', async () => {
    const [card] = await cardsIn(world, world.makerId, 2, 1);
    if (!card) throw new Error('no card');
    const closed = await world.client.call<ChangeOrderRow>(
      'demo.company',
      'card/open-or-close-communication',
      {
        cardId: card.id,
        open: false,
      },
    );
    expect(closed.status).toBe('0');
    expect((await waitForOrder(world, 'demo.company', closed.rows[0]?.id ?? 0)).state).toBe('success');
    const apn = await world.client.call<ChangeOrderRow>('demo.company', 'simcard/apn-pcc-change', {
      cardId: card.id,
      target: 'apn',
      apn: 'CMMTM',
      enabled: true,
    });
    const pcc = await world.client.call<ChangeOrderRow>('demo.company', 'simcard/apn-pcc-change', {
      cardId: card.id,
      target: 'pcc',
      policyCode: 'PCC-OTA-ONLY',
      enabled: true,
    });
    expect((await waitForOrder(world, 'demo.company', apn.rows[0]?.id ?? 0)).state).toBe('success');
    expect((await waitForOrder(world, 'demo.company', pcc.rows[0]?.id ?? 0)).state).toBe('success');
    const history = await world.client.call<ChangeItemRow>('demo.company', 'simcard/apn-pcc-change-history', {
      cardId: card.id,
    });
    expect(history.total).toBe(2);
    expect(history.rows.map((row) => row.kind)).toEqual(['pcc', 'apn']);
    const whiteList = await world.client.call<{ policies: { code: string; enabled: boolean }[] }>(
      'demo.company',
      'simcard/pcc-white-list',
      { cardId: card.id },
    );
    expect(whiteList.rows[0]?.policies.find((policy) => policy.code === 'PCC-OTA-ONLY')?.enabled).toBe(true);
    const badCode = await world.client.call('demo.company', 'simcard/apn-pcc-change', {
      cardId: card.id,
      target: 'apn',
      apn: 'NOPE',
      enabled: true,
    });
    expect(badCode.status).toBe('400');
  });

  it('sends an SMS and tracks its delivery; the card state list finds it by ICCID and kind', async () => {
    const [card] = await cardsIn(world, world.makerId, 2, 1);
    if (!card) throw new Error('no card');
    const sent = await world.client.call<ChangeOrderRow>('demo.company', 'simcard/send-sms', {
      cardId: card.id,
      content: 'wake up',
    });
    expect(sent.status).toBe('0');
    await waitForOrder(world, 'demo.company', sent.rows[0]?.id ?? 0);
    const detail = await world.client.call<{ items: ChangeItemRow[] }>('demo.company', 'card-state/detail', {
      orderId: sent.rows[0]?.id,
    });
    expect(detail.rows[0]?.items[0]?.deliveryState).toMatch(/delivered|failed/);
    const listed = await world.client.call<ChangeOrderRow>('demo.company', 'card-state/list', {
      iccid: card.iccid,
      kind: 'sms',
    });
    expect(listed.rows.map((row) => row.id)).toEqual([sent.rows[0]?.id]);
    const dealerView = await world.client.call<ChangeOrderRow>('demo.dealer', 'card-state/list', {
      iccid: card.iccid,
    });
    expect(dealerView.rows).toEqual([]);
    const [stored] = await world.testApp.database.db
      .select()
      .from(cardChangeOrders)
      .where(and(eq(cardChangeOrders.kind, 'sms'), eq(cardChangeOrders.id, sent.rows[0]?.id ?? 0)));
    expect(stored?.reason).toBeNull();
  });
});
