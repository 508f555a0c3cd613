import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ButtonAction, CarrierAccountRow } from '@simdesk/contract';
import { fakeApiEnvironment, okPageAnswer, sentObjs, stubFetch } from '../../../test/api-fixtures';
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

function signIn(actions: ButtonAction[]) {
  signInWithGrants({ [pageCode]: actions });
}

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
});
