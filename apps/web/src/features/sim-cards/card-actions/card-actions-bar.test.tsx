import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  cardStatePageCode,
  simCardListPageCode,
  type CardServiceInfoRow,
  type ChangeOrderRow,
} from '@simdesk/contract';
import { okAnswer, sentObjs, stubFetch } from '../../../test/api-fixtures';
import { renderWithProviders } from '../../../test/render';
import { setUpEachTest } from '../../../test/each-test';
import { signInWithGrants } from '../../../test/session-fixture';
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

setUpEachTest({ testTimeout: 20_000 });

describe('CardActionsBar', () => {
  it('shows no action without the rights to change cards', () => {
    signInWithGrants({ [simCardListPageCode]: ['query', 'get'] });
    renderWithProviders(<CardActionsBar card={card} onChanged={() => undefined} />);
    expect(screen.queryByRole('button', { name: 'Change status' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send SMS' })).toBeNull();
  });

  it('draws each action once, its dialog apart from the button row (no key shared with its button)', () => {
    signInWithGrants({
      [simCardListPageCode]: ['query', 'get', 'edit'],
      [cardStatePageCode]: ['query', 'get', 'add'],
    });
    const reactErrors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      renderWithProviders(<CardActionsBar card={card} onChanged={() => undefined} />);
      for (const name of ['Change status', 'Send SMS']) {
        expect(screen.getAllByRole('button', { name })).toHaveLength(1);
      }
      expect(reactErrors).not.toHaveBeenCalled();
    } finally {
      reactErrors.mockRestore();
    }
  });

  it('offers only the allowed statuses, needs a reason, confirms, then sends the change', async () => {
    signInWithGrants({
      [simCardListPageCode]: ['query', 'get', 'edit'],
      [cardStatePageCode]: ['query', 'get', 'add'],
    });
    const fetchMock = stubFetch({
      'simcard/change-card-status': okAnswer([order()]),
    });
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
    expect(sentObjs(fetchMock, 'simcard/change-card-status')[0]).toEqual({
      cardId: 7,
      targetStatus: 4,
      reason: 'stolen',
    });
  });

  it('sends an SMS with the typed text', async () => {
    signInWithGrants({ [simCardListPageCode]: ['query', 'get', 'edit'] });
    const fetchMock = stubFetch({
      'simcard/send-sms': okAnswer([order({ kind: 'sms', request: { content: 'hi' } })]),
    });
    const onChanged = vi.fn();
    renderWithProviders(<CardActionsBar card={card} onChanged={onChanged} />);
    expect(screen.queryByRole('button', { name: 'Change status' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Send SMS' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Message' }), { target: { value: 'hi' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(sentObjs(fetchMock, 'simcard/send-sms')[0]).toEqual({ cardId: 7, content: 'hi' });
  });

  it('reads the voice switch at the carrier, offers the other way, confirms, then sends it', async () => {
    signInWithGrants({ [simCardListPageCode]: ['query', 'get', 'edit'] });
    const switches = { voice: false, sms: true, data: true, internationalRoaming: false };
    const fetchMock = stubFetch({
      'simcard-display/service-info': okAnswer([{ switches } as CardServiceInfoRow]),
      'simcard/switch-voice': okAnswer([order({ kind: 'voice', request: { open: true } })]),
    });
    const onChanged = vi.fn();
    renderWithProviders(<CardActionsBar card={card} onChanged={onChanged} />);
    fireEvent.click(screen.getByRole('button', { name: 'Voice service' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Off')).toBeTruthy();
    const openVoice = within(dialog).getByRole('radio', { name: 'Open voice' }) as HTMLInputElement;
    await waitFor(() => expect(openVoice.checked).toBe(true));
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await screen.findByText(/calls to and from the device|can make and take calls/)).toBeTruthy();
    expect(sentObjs(fetchMock, 'simcard/switch-voice')).toEqual([]);
    fireEvent.click(screen.getAllByRole('button', { name: 'OK' }).at(-1) as HTMLElement);
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(sentObjs(fetchMock, 'simcard/switch-voice')[0]).toEqual({ cardId: 7, open: true });
    expect(await screen.findByText(/Sent to the carrier as change order 31/)).toBeTruthy();
  });

  it('tells why a suspended card cannot switch voice and sends nothing', async () => {
    signInWithGrants({ [simCardListPageCode]: ['query', 'get', 'edit'] });
    const switches = { voice: true, sms: true, data: true, internationalRoaming: false };
    const fetchMock = stubFetch({
      'simcard-display/service-info': okAnswer([{ switches } as CardServiceInfoRow]),
    });
    renderWithProviders(<CardActionsBar card={{ ...card, cardStatus: 4 }} onChanged={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Voice service' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(/A card in status Suspended keeps its services/)).toBeTruthy();
    const ok = within(dialog).getByRole('button', { name: 'OK' }) as HTMLButtonElement;
    expect(ok.disabled).toBe(true);
    expect(sentObjs(fetchMock, 'simcard/switch-voice')).toEqual([]);
  });
});
