import { cleanup, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useLocation } from 'react-router';
import type { OperatorVo } from '@simdesk/contract';
import { fakeApiEnvironment } from '../../test/api-fixtures';
import { renderWithProviders } from '../../test/render';
import { signInToPages } from '../../test/session-fixture';
import { QuickSearch } from './quick-search';

const simCardList = 'vehicleCardManagement-cardLink-simCardManagement-simCardList';
const vehicleList = 'vehicleCardManagement-realname-vehicleManagement-vehicleList';

function signIn(pageCodes: string[], operator: Partial<OperatorVo> = {}) {
  signInToPages(pageCodes, operator);
}

function Location() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

function renderSearch() {
  return renderWithProviders(
    <>
      <QuickSearch />
      <Location />
    </>,
  );
}

const searchBox = () => screen.getByRole('searchbox', { name: 'Quick search' });

beforeEach(() => fakeApiEnvironment());

describe('QuickSearch', () => {
  it('is absent for role 3212, custom-platform operators and operators holding neither list', () => {
    signIn([simCardList], { roleId: '3212' });
    const { unmount } = renderSearch();
    expect(screen.queryByRole('search')).toBeNull();
    unmount();
    signIn(['apiConfig', simCardList], { deployType: 3 });
    const second = renderSearch();
    expect(screen.queryByRole('search')).toBeNull();
    second.unmount();
    signIn(['sysManagement']);
    renderSearch();
    expect(screen.queryByRole('search')).toBeNull();
  });

  it('offers the card numbers with the SIM card list only, and the VIN with the vehicle list', () => {
    signIn([simCardList, vehicleList]);
    renderSearch();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Search by' }));
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['ICCID', 'MSISDN', 'IMSI', 'VIN']);
    cleanup();
    signIn([vehicleList]);
    renderSearch();
    expect(screen.getByPlaceholderText('Find a vehicle by VIN')).toBeTruthy();
  });

  it('refuses a number of the wrong shape, with the rule of its kind', async () => {
    signIn([simCardList]);
    renderSearch();
    fireEvent.change(searchBox(), { target: { value: '8986-123' } });
    // Its button has a name of its own, never taken for a page's "Search".
    expect(screen.queryByRole('button', { name: /search/i })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Find' }));
    expect(await screen.findByText('An ICCID has 19 or 20 digits or letters')).toBeTruthy();
    expect(searchBox().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByTestId('location').textContent).toBe('/');
  });

  it('opens the middle page with the target and the normalised number on Enter', () => {
    signIn([simCardList]);
    renderSearch();
    fireEvent.change(searchBox(), { target: { value: '8986 0012 3456 7890 123' } });
    fireEvent.keyDown(searchBox(), { key: 'Enter', code: 'Enter' });
    const url = new URL(screen.getByTestId('location').textContent ?? '', 'http://console');
    expect(url.pathname).toBe('/middlePage');
    expect(url.searchParams.get('targetName')).toBe('simCardList');
    expect(JSON.parse(url.searchParams.get('targetParams') ?? '')).toEqual({
      cardNumber: '8986001234567890123',
      numberType: 'iccid',
    });
  });
});
