// @module-tag pglite (data-session resets: a change kind of the card orders, single and by file)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChangeItemRow, ChangeOrderRow } from '@simdesk/contract';
import {
  cardsIn,
  changeCallsSince,
  lastCallLogId,
  uploadImport,
  waitForOrder,
  type CardChangeWorld,
} from '../../sim-cards/testing';
import {
  cardsOnlyAccount,
  checkOf,
  diagnose,
  startNetworkToolsWorld,
} from '../diagnosis/diagnosis-test-support';

let world: CardChangeWorld;
let token: string;

beforeAll(async () => {
  world = await startNetworkToolsWorld();
  token = (await world.testApp.login('demo.company')).token;
});
afterAll(async () => {
  await world?.close();
});

const reset = (account: string, cardNumber: string | undefined) =>
  world.client.call<ChangeOrderRow>(account, 'session-reset/reset', { cardNumber });

async function resetList(obj: Record<string, unknown> = {}) {
  const answer = await world.client.call<{ orders: ChangeOrderRow[]; nextCursor: number | null }>(
    'demo.company',
    'session-reset/list',
    obj,
  );
  const page = answer.rows[0];
  if (answer.status !== '0' || !page) throw new Error(`list refused: ${answer.status} ${answer.msg}`);
  return page;
}

const uploadFile = (content: string, name = 'cards.txt') =>
  uploadImport(world.testApp, 'session-reset/batch', token, {}, { name, content }) as Promise<
    Awaited<ReturnType<typeof uploadImport>> & {
      rows: { orderId: number; taskId: number | null; cardCount: number; unmatchedNumbers: string[] }[];
    }
  >;

describe('rights, scope and bad input', () => {
  it('refuses an operator without the reset page, and changes nothing', async () => {
    const [card] = await cardsIn(world, world.makerId, 2, 1);
    const since = await lastCallLogId(world);
    expect((await reset(cardsOnlyAccount, card?.iccid)).status).toBe('403');
    const list = await world.client.call(cardsOnlyAccount, 'session-reset/list', {});
    expect(list.status).toBe('403');
    expect(await changeCallsSince(world, since)).toEqual([]);
  });

  it("refuses another company's card and a card off the network before asking the carrier", async () => {
    const [foreign] = await cardsIn(world, world.carrierCompanyId, 2, 1);
    const [suspended] = await cardsIn(world, world.makerId, 4, 1);
    const since = await lastCallLogId(world);
    const ordersBefore = (await resetList()).orders.length;
    const foreignAnswer = await reset('demo.company', foreign?.iccid);
    expect(foreignAnswer.status).toBe('400');
    const stopped = await reset('demo.company', suspended?.msisdn ?? '');
    expect(stopped.status).toBe('400');
    expect(stopped.msg).toContain('only a card on the network');
    expect(await changeCallsSince(world, since)).toEqual([]);
    expect((await resetList()).orders.length).toBe(ordersBefore);
  });

  it('refuses a file that is not text or names no card, and stores no order', async () => {
    const ordersBefore = (await resetList()).orders.length;
    const binary = await uploadFile('\u0000\u0001\u0002PK', 'cards.csv');
    expect(binary.status).toBe('400');
    const empty = await uploadFile('ICCID\n\n');
    expect(empty.status).toBe('400');
    const wrongName = await uploadFile('8986\n', 'cards.xlsx');
    expect(wrongName.status).toBe('400');
    expect((await resetList()).orders.length).toBe(ordersBefore);
  });
});

describe('resets', () => {
  it('resets one live card through the carrier, tracks the order to the end and lists it', async () => {
    const [card] = await cardsIn(world, world.makerId, 2, 1);
    const since = await lastCallLogId(world);
    const answer = await reset('demo.company', card?.msisdn ?? '');
    const order = answer.rows[0];
    expect(answer.status).toBe('0');
    expect(order).toMatchObject({ kind: 'sessionReset', firstIccid: card?.iccid, batch: false });
    const calls = await changeCallsSince(world, since);
    expect(calls.map((call) => call.endpoint)).toEqual(['/v1/change/gprs-reset']);
    const settled = await waitForOrder(world, 'demo.company', order?.id ?? 0);
    expect(settled.state).toBe('success');
    const listed = await resetList({ cardNumber: card?.iccid });
    expect(listed.orders.map((row) => row.id)).toEqual([order?.id]);
    expect(checkOf(await diagnose(world, card?.iccid ?? ''), 'orders').verdict).toBe('ok');
  });

  it('refuses a second reset of a card while its first is open', async () => {
    const [card] = await cardsIn(world, world.makerId, 2, 1);
    await world.carrierSim.setFaults({
      endpoints: { '/v1/orders/:orderNumber': { errorRate: 1, errorStatus: 503 } },
    });
    try {
      expect((await reset('demo.company', card?.iccid)).status).toBe('0');
      const again = await reset('demo.company', card?.iccid);
      expect(again.status).toBe('409');
      expect(again.msg).toContain('in progress');
    } finally {
      await world.carrierSim.setFaults({});
    }
  });

  it('resets the cards of a file as a task, reporting every card and the numbers naming none', async () => {
    const live = await cardsIn(world, world.makerId, 2, 2);
    const [suspended] = await cardsIn(world, world.makerId, 4, 1);
    const file = [
      'ICCID',
      ...live.map((card) => card.iccid),
      `"${suspended?.iccid}"`,
      '89860000000000000000',
    ];
    const answer = await uploadFile(`${file.join('\r\n')}\r\n`, 'cards.csv');
    const started = answer.rows[0];
    expect(answer.status).toBe('0');
    expect(started).toMatchObject({ cardCount: 3, unmatchedNumbers: ['89860000000000000000'] });
    expect(started?.taskId).not.toBeNull();
    const order = await waitForOrder(world, 'demo.company', started?.orderId ?? 0, 30_000);
    expect(order.counts).toMatchObject({ success: 2, failed: 1 });
    const detail = await world.client.call<{ items: ChangeItemRow[] }>('demo.company', 'card-state/detail', {
      orderId: order.id,
    });
    const refused = detail.rows[0]?.items.find((item) => item.iccid === suspended?.iccid);
    expect(refused).toMatchObject({ state: 'failed', reasonCode: 'CARD_NOT_ACTIVE' });
  });

  it('pages the list of resets by keyset, newest first', async () => {
    const first = await resetList({ pageSize: 1 });
    expect(first.orders).toHaveLength(1);
    expect(first.nextCursor).not.toBeNull();
    const second = await resetList({ pageSize: 1, cursor: first.nextCursor });
    expect(second.orders[0]?.id).toBeLessThan(first.orders[0]?.id ?? 0);
    expect((await resetList({ state: 'failed' })).orders.every((row) => row.state === 'failed')).toBe(true);
  });
});
