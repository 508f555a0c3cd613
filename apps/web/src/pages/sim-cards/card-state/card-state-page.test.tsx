import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cardStatePageCode, type ChangeItemRow, type ChangeOrderRow } from '@simdesk/contract';
import { okAnswer, okPageAnswer, stubFetch } from '../../../test/api-fixtures';
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

setUpEachTest({ grants: { [cardStatePageCode]: ['query', 'get'] }, testTimeout: 20_000 });

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
});
