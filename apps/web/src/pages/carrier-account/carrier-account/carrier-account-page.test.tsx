import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  simCardListPageCode,
  taskStatus,
  type ButtonAction,
  type CarrierAccountRow,
  type TaskRow,
  type UsageSyncStateRow,
} from '@simdesk/contract';
import { fakeApiEnvironment, okAnswer, okPageAnswer, sentObjs, stubFetch } from '../../../test/api-fixtures';
import { signInWithGrants } from '../../../test/session-fixture';
import { renderWithProviders } from '../../../test/render';
import { CarrierAccountPage } from './carrier-account-page';

const pageCode = 'sysManagement-carrierAccount';
const row = (overrides: Partial<CarrierAccountRow>): CarrierAccountRow => ({
  id: 7,
  companyId: 1,
  companyName: 'simdesk Mobile',
  name: 'OneLink demo',
  carrier: 1,
  baseUrl: 'http://127.0.0.1:8090',
  appId: 'simdesk-demo',
  passwordSet: true,
  enabled: true,
  lastCheckOk: null,
  lastCheckMessage: null,
  lastCheckLatencyMs: null,
  lastCheckAt: null,
  createdAt: '2026-01-01T08:00:00.000Z',
  ...overrides,
});

function signIn(actions: ButtonAction[], cardListActions: ButtonAction[] = []) {
  signInWithGrants({
    [pageCode]: actions,
    ...(cardListActions.length > 0 ? { [simCardListPageCode]: cardListActions } : {}),
  });
}

const syncState = (overrides: Partial<UsageSyncStateRow>): UsageSyncStateRow => ({
  accountId: 7,
  accountName: 'OneLink demo',
  companyId: 1,
  enabled: true,
  syncedThroughDay: '2026-11-24',
  nextScheduledAt: '2026-11-26T19:00:00.000Z',
  lastTaskId: 31,
  lastTaskStatus: taskStatus.byName.success,
  lastRunStartedAt: '2026-11-25T19:00:00.000Z',
  lastRunFinishedAt: '2026-11-25T19:02:00.000Z',
  lastRunCardCount: 120,
  ...overrides,
});

const runningTask = { id: 32, taskStatus: taskStatus.byName.processing, process: 40 } as TaskRow;

beforeEach(() => fakeApiEnvironment());

describe('CarrierAccountPage', () => {
  it('checks an account and shows the carrier answer', async () => {
    signIn(['query', 'get', 'add', 'edit', 'delete', 'enable', 'disable']);
    const fetchMock = stubFetch({
      'carrier-boss-account/list': okPageAnswer([row({})]),
      'carrier-boss-account/check': okPageAnswer([
        {
          ok: false,
          message: 'the carrier refused /v1/auth/token: 401 AUTHENTICATION_FAILED',
          latencyMs: 12,
          checkedAt: '2026-01-01T08:00:00.000Z',
        },
      ]),
    });
    renderWithProviders(<CarrierAccountPage />);
    const account = (await screen.findByText('OneLink demo')).closest('tr') as HTMLElement;
    expect(within(account).getByText('Not checked yet')).toBeTruthy();
    fireEvent.click(within(account).getByRole('button', { name: 'Check' }));
    expect(await screen.findByText(/Check failed: .*AUTHENTICATION_FAILED/)).toBeTruthy();
    expect(sentObjs(fetchMock, 'carrier-boss-account/check')).toEqual([{ id: 7 }]);
    expect(screen.queryByText('carrier-demo-pass')).toBeNull();
  }, 45_000);

  it('deletes after confirmation', async () => {
    signIn(['query', 'delete']);
    const fetchMock = stubFetch({
      'carrier-boss-account/list': okPageAnswer([row({})]),
      'carrier-boss-account/delete': okPageAnswer([{ ok: true }]),
    });
    renderWithProviders(<CarrierAccountPage />);
    const account = (await screen.findByText('OneLink demo')).closest('tr') as HTMLElement;
    fireEvent.click(within(account).getByRole('button', { name: 'Delete' }));
    await screen.findByText(/Delete the carrier account OneLink demo\?/);
    fireEvent.click(screen.getAllByRole('button', { name: 'Delete' }).at(-1) as HTMLElement);
    await waitFor(() => expect(sentObjs(fetchMock, 'carrier-boss-account/delete')).toEqual([{ id: 7 }]));
  }, 45_000);

  it('hides the buttons whose actions the role lacks', async () => {
    signIn(['query']);
    stubFetch({ 'carrier-boss-account/list': okPageAnswer([row({ enabled: false })]) });
    renderWithProviders(<CarrierAccountPage />);
    await screen.findByText('OneLink demo');
    for (const name of ['Add account', 'Check', 'Edit', 'Enable', 'Delete']) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
  }, 45_000);

  it('shows where the usage sync stands and starts one now, reading the state again', async () => {
    signIn(['query'], ['query', 'edit']);
    let started = false;
    const fetchMock = stubFetch({
      'carrier-boss-account/list': okPageAnswer([row({})]),
      'card-usage/sync-state': () =>
        okAnswer([
          started
            ? syncState({
                lastTaskId: 32,
                lastTaskStatus: taskStatus.byName.processing,
                lastRunFinishedAt: null,
              })
            : syncState({}),
        ])(),
      'card-usage/sync-now': () => {
        started = true;
        return okAnswer([{ taskId: 32, alreadyRunning: false }])();
      },
      'task/get': okAnswer([runningTask]),
    });
    renderWithProviders(<CarrierAccountPage />);
    const account = (await screen.findByText('OneLink demo')).closest('tr') as HTMLElement;
    expect(await within(account).findByText('Usage stored through 2026-11-24')).toBeTruthy();
    expect(within(account).getByText(/Last run .*: 120 cards/)).toBeTruthy();
    fireEvent.click(within(account).getByRole('button', { name: 'Sync usage now' }));
    expect(await screen.findByText(/Usage sync started \(task 32\)/)).toBeTruthy();
    expect(sentObjs(fetchMock, 'card-usage/sync-now')).toEqual([{ accountId: 7 }]);
    // The state is read again: the sync runs, its progress shows, and a second start is not offered.
    expect(await within(account).findByText(/Running since/)).toBeTruthy();
    expect(await within(account).findByText('40%')).toBeTruthy();
    expect(sentObjs(fetchMock, 'task/get')).toContainEqual({ taskId: 32 });
    expect(
      (within(account).getByRole('button', { name: 'Sync usage now' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  }, 45_000);

  it('shows no usage sync without the card list rights it needs', async () => {
    signIn(['query', 'edit']);
    const fetchMock = stubFetch({ 'carrier-boss-account/list': okPageAnswer([row({})]) });
    renderWithProviders(<CarrierAccountPage />);
    await screen.findByText('OneLink demo');
    expect(screen.queryByText('Usage sync')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sync usage now' })).toBeNull();
    expect(sentObjs(fetchMock, 'card-usage/sync-state')).toEqual([]);
  }, 45_000);
});
