import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CompanyRow } from '@simdesk/contract';
import { sessionStore } from '../../../session/session-store';
import { fakeApiEnvironment, fetchByPath, jsonResponse } from '../../../test/api-fixtures';
import { testOperator } from '../../../test/operator-fixture';
import { renderWithProviders } from '../../../test/render';
import { CompanyManagePage } from './company-manage-page';

const manageCode = 'sysManagement-companyManage';
const ok = (rows: unknown[]) => () => jsonResponse({ status: '0', msg: 'success', rows, total: rows.length });
const row = (overrides: Partial<CompanyRow>): CompanyRow => ({
  companyId: 2,
  companyName: 'Aurora Motors',
  platformName: 'Aurora Connected Vehicles',
  deployType: 1,
  isCarrier: false,
  operatorCount: 4,
  createTime: '2026-01-01T08:00:00.000Z',
  ...overrides,
});

function bodies(fetchMock: ReturnType<typeof fetchByPath>, path: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([input]) => String(input).endsWith(path))
    .map(([, init]) => (JSON.parse(String(init?.body)) as { obj: unknown }).obj);
}

beforeEach(() => fakeApiEnvironment());
afterEach(() => {
  cleanup();
  sessionStore.clear();
  vi.unstubAllGlobals();
});

describe('CompanyManagePage', () => {
  it('deletes a company after confirmation, and offers no delete for the carrier', async () => {
    sessionStore.signIn({
      token: 'token-1',
      pageCodeList: [manageCode],
      permissionVoList: [{ pageCode: manageCode, actions: ['query', 'add', 'edit', 'delete'] }],
      operatorVo: testOperator(),
    });
    const fetchMock = fetchByPath({
      'company/list': ok([row({ companyId: 1, companyName: 'simdesk Mobile', isCarrier: true }), row({})]),
      'company/delete': ok([{ ok: true }]),
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<CompanyManagePage />);
    const carrier = (await screen.findByText('simdesk Mobile')).closest('tr') as HTMLElement;
    expect(within(carrier).queryByRole('button', { name: 'Delete' })).toBeNull();
    const aurora = screen.getByText('Aurora Motors').closest('tr') as HTMLElement;
    fireEvent.click(within(aurora).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText('Delete Aurora Motors? A company with operators cannot be deleted.'),
    ).toBeTruthy();
    const confirm = screen.getAllByRole('button', { name: 'Delete' }).at(-1) as HTMLElement;
    fireEvent.click(confirm);
    await waitFor(() => expect(bodies(fetchMock, 'company/delete')).toEqual([{ companyId: 2 }]));
    await waitFor(() => expect(bodies(fetchMock, 'company/list').length).toBe(2));
  }, 20_000);

  it('hides add, edit and delete without those actions', async () => {
    sessionStore.signIn({
      token: 'token-1',
      pageCodeList: [manageCode],
      permissionVoList: [{ pageCode: manageCode, actions: ['query'] }],
      operatorVo: testOperator(),
    });
    vi.stubGlobal('fetch', fetchByPath({ 'company/list': ok([row({})]) }));
    renderWithProviders(<CompanyManagePage />);
    await screen.findByText('Aurora Motors');
    expect(screen.queryByRole('button', { name: /Add company/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  }, 20_000);
});
