import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cardStatePageCode, type ChangeItemRow, type ChangeOrderRow } from '@simdesk/contract';
import { jsonResponse, okAnswer, okPageAnswer, sentObjs, stubFetch } from '../../../test/api-fixtures';
import { signInWithGrants } from '../../../test/session-fixture';
import { renderWithProviders } from '../../../test/render';
import { setUpEachTest } from '../../../test/each-test';
import { CardStatePage } from './card-state-page';

const batchOrder: ChangeOrderRow = {
  id: 12,
  kind: 'status',
  state: 'partial',
  request: { targetStatus: 4 },
  targetStatus: 4,
  reason: 'winter',
  batch: true,
  taskId: 5,
  operatorAccount: 'demo.company',
  scheduledAt: null,
  createdAt: '2026-11-22T08:00:00.000Z',
  finishedAt: '2026-11-22T08:01:00.000Z',
  firstIccid: '89860424000000000009',
  cardCount: 4,
  counts: { queued: 0, pending: 0, unknown: 0, success: 3, failed: 1 },
  unmatchedNumbers: ['123'],
};

const failedItem: ChangeItemRow = {
  id: 40,
  orderId: 12,
  kind: 'status',
  cardId: 9,
  iccid: '89860424000000000017',
  msisdn: '1064800000001',
  state: 'failed',
  carrierOrderNumber: '2026112208000000000042',
  fromStatus: 2,
  toStatus: 4,
  request: { targetStatus: 4 },
  reasonCode: 'TRANSITION_NOT_ALLOWED',
  reason: 'the card is in stock',
  deliveryState: null,
  operatorAccount: 'demo.company',
  createdAt: '2026-11-22T08:00:00.000Z',
  settledAt: '2026-11-22T08:00:03.000Z',
};

const scheduledOrder: ChangeOrderRow = {
  ...batchOrder,
  id: 13,
  state: 'scheduled',
  batch: false,
  cardCount: 1,
  scheduledAt: '2026-12-01T00:00:00.000Z',
  finishedAt: null,
  counts: { queued: 1, pending: 0, unknown: 0, success: 0, failed: 0 },
  unmatchedNumbers: [],
};

/** The confirming button of the open confirmation, not the row's button of the same name. */
async function confirmButton(): Promise<HTMLElement> {
  const confirmation = await screen.findByRole('tooltip');
  return within(confirmation).getByRole('button', { name: 'Cancel order' });
}

const environment = setUpEachTest({ grants: { [cardStatePageCode]: ['query', 'get'] }, testTimeout: 40_000 });

describe('CardStatePage', () => {
  it('lists the orders with their progress and opens one with its cards and carrier order numbers', async () => {
    stubFetch({
      'card-state/list': okPageAnswer([batchOrder]),
      'card-state/detail': okAnswer([{ order: batchOrder, items: [failedItem], itemTotal: 1 }]),
    });
    renderWithProviders(<CardStatePage />);
    expect(await screen.findByText('4 cards')).toBeTruthy();
    expect(screen.getByText('Partly failed')).toBeTruthy();
    expect(screen.getByText('4/4')).toBeTruthy();
    // Without the add right there is no new batch change.
    expect(screen.queryByRole('button', { name: /New batch change/ })).toBeNull();
    fireEvent.click(screen.getByText('4 cards'));
    expect(await screen.findByText('2026112208000000000042')).toBeTruthy();
    expect(screen.getByText('TRANSITION_NOT_ALLOWED: the card is in stock')).toBeTruthy();
    expect(screen.getByText('123')).toBeTruthy();
  });

  it('asks again for the list with the chosen filters', async () => {
    const fetchMock = stubFetch({
      'card-state/list': okPageAnswer([]),
    });
    renderWithProviders(<CardStatePage />);
    fireEvent.change(screen.getByRole('textbox', { name: 'ICCID' }), { target: { value: '8986042400' } });
    fireEvent.click(screen.getByRole('button', { name: /Search/ }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([, init]) => String(init?.body).includes('"iccid":"8986042400"')),
      ).toBe(true),
    );
  });

  it('cancels a scheduled order after asking, only where the contract allows it, and reads the list again', async () => {
    signInWithGrants({ [cardStatePageCode]: ['query', 'get', 'add'] });
    let cancelled = false;
    const fetchMock = stubFetch({
      'card-state/list': () =>
        okPageAnswer([cancelled ? { ...scheduledOrder, state: 'cancelled' } : scheduledOrder, batchOrder])(),
      'card-state/cancel': () => {
        cancelled = true;
        return okAnswer([{ ...scheduledOrder, state: 'cancelled' }])();
      },
    });
    renderWithProviders(<CardStatePage />);
    await screen.findByText('Scheduled', { selector: '.ant-tag' });
    // Only the scheduled order has the action: a partly failed one was sent and cannot be called back.
    expect(screen.getAllByRole('button', { name: 'Cancel order' })).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByText(/Cancel change order 13/)).toBeTruthy();
    expect(sentObjs(fetchMock, 'card-state/cancel')).toHaveLength(0);
    fireEvent.click(await confirmButton());
    await waitFor(() => expect(sentObjs(fetchMock, 'card-state/cancel')).toEqual([{ orderId: 13 }]));
    expect(await screen.findByText('Cancelled', { selector: '.ant-tag' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
    // The confirmation belongs to the row's action: the order's drawer did not open.
    expect(sentObjs(fetchMock, 'card-state/detail')).toHaveLength(0);
  });

  it("shows the server's refusal when the order was sent in the meantime", async () => {
    signInWithGrants({ [cardStatePageCode]: ['query', 'get', 'add'] });
    stubFetch({
      'card-state/list': okPageAnswer([scheduledOrder]),
      'card-state/cancel': () =>
        jsonResponse({
          status: '409',
          msg: 'change order 13 is pending: only a scheduled order can be cancelled',
          rows: [],
        }),
    });
    renderWithProviders(<CardStatePage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    await screen.findByText(/Cancel change order 13/);
    fireEvent.click(await confirmButton());
    await waitFor(() =>
      expect(
        environment().notices.some((notice) =>
          JSON.stringify(notice.args).includes('only a scheduled order can be cancelled'),
        ),
      ).toBe(true),
    );
  });

  it('offers no cancel without the add right', async () => {
    stubFetch({ 'card-state/list': okPageAnswer([scheduledOrder]) });
    renderWithProviders(<CardStatePage />);
    await screen.findByText('Scheduled', { selector: '.ant-tag' });
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
  });

  it("offers the cancel in a scheduled order's drawer too", async () => {
    signInWithGrants({ [cardStatePageCode]: ['query', 'get', 'add'] });
    const fetchMock = stubFetch({
      'card-state/list': okPageAnswer([scheduledOrder]),
      'card-state/detail': okAnswer([{ order: scheduledOrder, items: [], itemTotal: 0 }]),
      'card-state/cancel': okAnswer([{ ...scheduledOrder, state: 'cancelled' }]),
    });
    renderWithProviders(<CardStatePage />);
    fireEvent.click(await screen.findByText(scheduledOrder.firstIccid ?? ''));
    const drawer = (await screen.findByText('Change order 13')).closest('.ant-drawer') as HTMLElement;
    fireEvent.click(await within(drawer).findByRole('button', { name: 'Cancel order' }));
    fireEvent.click(await confirmButton());
    await waitFor(() => expect(sentObjs(fetchMock, 'card-state/cancel')).toEqual([{ orderId: 13 }]));
  });
});
