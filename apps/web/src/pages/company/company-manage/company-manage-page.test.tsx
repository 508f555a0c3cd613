import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CompanyRow } from '@simdesk/contract';
import { fakeApiEnvironment, okPageAnswer, sentObjs, stubFetch } from '../../../test/api-fixtures';
import { signInWithGrants } from '../../../test/session-fixture';
import { renderWithProviders } from '../../../test/render';
import { CompanyManagePage } from './company-manage-page';

const manageCode = 'sysManagement-companyManage';
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

beforeEach(() => fakeApiEnvironment());

describe('CompanyManagePage', () => {
  it('deletes a company after confirmation, and offers no delete for the carrier', async () => {
    signInWithGrants({ [manageCode]: ['query', 'add', 'edit', 'delete'] });
    const fetchMock = stubFetch({
      'company/list': okPageAnswer([
        row({ companyId: 1, companyName: 'simdesk Mobile', isCarrier: true }),
        row({}),
      ]),
      'company/delete': okPageAnswer([{ ok: true }]),
    });
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
    await waitFor(() => expect(sentObjs(fetchMock, 'company/delete')).toEqual([{ companyId: 2 }]));
    await waitFor(() => expect(sentObjs(fetchMock, 'company/list').length).toBe(2));
  }, 20_000);

  it('hides add, edit and delete without those actions', async () => {
    signInWithGrants({ [manageCode]: ['query'] });
    stubFetch({ 'company/list': okPageAnswer([row({})]) });
    renderWithProviders(<CompanyManagePage />);
    await screen.findByText('Aurora Motors');
    expect(screen.queryByRole('button', { name: /Add company/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  }, 20_000);
});
