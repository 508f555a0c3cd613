import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CarrierAccountRow } from '@simdesk/contract';
import { sessionStore } from '../../../session/session-store';
import { fakeApiEnvironment, fetchByPath, jsonResponse } from '../../../test/api-fixtures';
import { testOperator } from '../../../test/operator-fixture';
import { renderWithProviders } from '../../../test/render';
import { CarrierAccountPage } from './carrier-account-page';

const pageCode = 'sysManagement-carrierAccount';
const ok = (rows: unknown[]) => () => jsonResponse({ status: '0', msg: 'success', rows, total: rows.length });
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

function bodies(fetchMock: ReturnType<typeof fetchByPath>, path: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([input]) => String(input).endsWith(path))
    .map(([, init]) => (JSON.parse(String(init?.body)) as { obj: unknown }).obj);
}

function signIn(actions: string[]) {
  sessionStore.signIn({
    token: 'token-1',
    pageCodeList: [pageCode],
    permissionVoList: [{ pageCode, actions }],
    operatorVo: testOperator(),
  });
}

beforeEach(() => fakeApiEnvironment());
afterEach(() => {
  cleanup();
  sessionStore.clear();
  vi.unstubAllGlobals();
});

describe('CarrierAccountPage', () => {
  it('checks an account and shows the carrier answer', async () => {
    signIn(['query', 'get', 'add', 'edit', 'delete', 'enable', 'disable']);
    const fetchMock = fetchByPath({
      'carrier-boss-account/list': ok([row({})]),
      'carrier-boss-account/check': ok([
        {
          ok: false,
          message: 'the carrier refused /v1/auth/token: 401 AUTHENTICATION_FAILED',
          latencyMs: 12,
          checkedAt: '2026-01-01T08:00:00.000Z',
        },
      ]),
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<CarrierAccountPage />);
    const account = (await screen.findByText('OneLink demo')).closest('tr') as HTMLElement;
    expect(within(account).getByText('Not checked yet')).toBeTruthy();
    fireEvent.click(within(account).getByRole('button', { name: 'Check' }));
    expect(await screen.findByText(/Check failed: .*AUTHENTICATION_FAILED/)).toBeTruthy();
    expect(bodies(fetchMock, 'carrier-boss-account/check')).toEqual([{ id: 7 }]);
    expect(screen.queryByText('carrier-demo-pass')).toBeNull();
  }, 45_000);

  it('deletes after confirmation', async () => {
    signIn(['query', 'delete']);
    const fetchMock = fetchByPath({
      'carrier-boss-account/list': ok([row({})]),
      'carrier-boss-account/delete': ok([{ ok: true }]),
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<CarrierAccountPage />);
    const account = (await screen.findByText('OneLink demo')).closest('tr') as HTMLElement;
    fireEvent.click(within(account).getByRole('button', { name: 'Delete' }));
    await screen.findByText(/Delete the carrier account OneLink demo\?/);
    fireEvent.click(screen.getAllByRole('button', { name: 'Delete' }).at(-1) as HTMLElement);
    await waitFor(() => expect(bodies(fetchMock, 'carrier-boss-account/delete')).toEqual([{ id: 7 }]));
  }, 45_000);

  it('hides the buttons whose actions the role lacks', async () => {
    signIn(['query']);
    vi.stubGlobal('fetch', fetchByPath({ 'carrier-boss-account/list': ok([row({ enabled: false })]) }));
    renderWithProviders(<CarrierAccountPage />);
    await screen.findByText('OneLink demo');
    for (const name of ['Add account', 'Check', 'Edit', 'Enable', 'Delete']) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
  }, 45_000);
});
