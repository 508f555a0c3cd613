import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cardStatePageCode, simCardListPageCode, type ChangeOrderRow } from '@simdesk/contract';
import { sessionStore } from '../../../session/session-store';
import { fakeApiEnvironment, fetchByPath, jsonResponse } from '../../../test/api-fixtures';
import { testOperator } from '../../../test/operator-fixture';
import { renderWithProviders } from '../../../test/render';
import { CardActionsBar } from './card-actions-bar';

const card = { id: 7, iccid: '89860424000000000074', cardStatus: 2, carrier: 1 };

function order(overrides: Partial<ChangeOrderRow> = {}): ChangeOrderRow {
  return {
    id: 31,
    kind: 'status',
    state: 'pending',
    request: { targetStatus: 4 },
    targetStatus: 4,
    reason: 'stolen',
    batch: false,
    taskId: null,
    operatorAccount: 'admin',
    scheduledAt: null,
    createdAt: '2026-11-22T08:00:00.000Z',
    finishedAt: null,
    firstIccid: card.iccid,
    cardCount: 1,
    counts: { queued: 0, pending: 1, unknown: 0, success: 0, failed: 0 },
    unmatchedNumbers: [],
    ...overrides,
  };
}

function signIn(grants: { pageCode: string; actions: string[] }[]) {
  sessionStore.signIn({
    token: 'token-1',
    pageCodeList: grants.map((grant) => grant.pageCode),
    permissionVoList: grants.map((grant) => ({ pageCode: grant.pageCode, actions: grant.actions as never })),
    operatorVo: testOperator(),
  });
}

function bodyOf(
  fetchMock: ReturnType<typeof fetchByPath>,
  path: string,
): Record<string, unknown> | undefined {
  const call = fetchMock.mock.calls.find(([input]) => String(input).endsWith(path));
  return call ? (JSON.parse(String(call[1]?.body)) as { obj: Record<string, unknown> }).obj : undefined;
}

beforeEach(() => fakeApiEnvironment());
afterEach(() => {
  cleanup();
  sessionStore.clear();
  vi.unstubAllGlobals();
});

vi.setConfig({ testTimeout: 20_000 });

describe('CardActionsBar', () => {
  it('shows no action without the rights to change cards', () => {
    signIn([{ pageCode: simCardListPageCode, actions: ['query', 'get'] }]);
    renderWithProviders(<CardActionsBar card={card} onChanged={() => undefined} />);
    expect(screen.queryByRole('button', { name: 'Change status' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send SMS' })).toBeNull();
  });

  it('offers only the allowed statuses, needs a reason, confirms, then sends the change', async () => {
    signIn([
      { pageCode: simCardListPageCode, actions: ['query', 'get', 'edit'] },
      { pageCode: cardStatePageCode, actions: ['query', 'get', 'add'] },
    ]);
    const fetchMock = fetchByPath({
      'simcard/change-card-status': () => jsonResponse({ status: '0', msg: 'success', rows: [order()] }),
    });
    vi.stubGlobal('fetch', fetchMock);
    const onChanged = vi.fn();
    renderWithProviders(<CardActionsBar card={card} onChanged={onChanged} />);
    fireEvent.click(screen.getByRole('button', { name: 'Change status' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'New status' }));
    await screen.findAllByRole('option');
    const offered = [...document.querySelectorAll('.ant-select-item-option-content')].map(
      (item) => item.textContent,
    );
    expect(offered).toEqual(['Suspended', 'Pre-cancelled']);
    fireEvent.click(screen.getAllByText('Suspended').at(-1) as HTMLElement);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change status' }));
    expect(await within(dialog).findByText('Enter the reason for the change')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason' }), {
      target: { value: 'stolen' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change status' }));
    expect(await screen.findByText(/goes from Activated to Suspended/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(bodyOf(fetchMock, 'simcard/change-card-status')).toEqual({
      cardId: 7,
      targetStatus: 4,
      reason: 'stolen',
    });
  });

  it('sends an SMS with the typed text', async () => {
    signIn([{ pageCode: simCardListPageCode, actions: ['query', 'get', 'edit'] }]);
    const fetchMock = fetchByPath({
      'simcard/send-sms': () =>
        jsonResponse({
          status: '0',
          msg: 'success',
          rows: [order({ kind: 'sms', request: { content: 'hi' } })],
        }),
    });
    vi.stubGlobal('fetch', fetchMock);
    const onChanged = vi.fn();
    renderWithProviders(<CardActionsBar card={card} onChanged={onChanged} />);
    expect(screen.queryByRole('button', { name: 'Change status' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Send SMS' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Message' }), { target: { value: 'hi' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(bodyOf(fetchMock, 'simcard/send-sms')).toEqual({ cardId: 7, content: 'hi' });
  });
});
