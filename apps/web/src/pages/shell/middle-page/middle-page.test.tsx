import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useLocation } from 'react-router';
import { findPageByName, isRoutable } from '@simdesk/contract';
import { PageContext } from '../../../routing/page-context';
import { fakeApiEnvironment } from '../../../test/api-fixtures';
import { renderWithProviders } from '../../../test/render';
import { signInToPages } from '../../../test/session-fixture';
import { MiddlePage } from './middle-page';

const simCardList = 'vehicleCardManagement-cardLink-simCardManagement-simCardList';
const middlePage = findPageByName('middlePage');
const cardList = findPageByName('simCardList');
const cardTargetBuilt = cardList !== undefined && isRoutable(cardList);

function Location() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

function renderMiddlePage(search: string, pageCodes: string[] = [simCardList]) {
  signInToPages(pageCodes);
  if (!middlePage) throw new Error('the registry has no middlePage');
  renderWithProviders(
    <PageContext value={{ page: middlePage, params: {}, search }}>
      <MiddlePage />
      <Location />
    </PageContext>,
    { path: `/middlePage${search}` },
  );
}

const search = (cardNumber: string) =>
  `?targetName=simCardList&targetParams=${encodeURIComponent(JSON.stringify({ cardNumber }))}`;

beforeEach(() => fakeApiEnvironment());

describe('MiddlePage', () => {
  it('forwards a valid search to the card list, or says the list is not available yet', async () => {
    renderMiddlePage(search('8986001234567890123'));
    if (cardTargetBuilt) {
      expect((await screen.findByTestId('location')).textContent).toContain('/simCardList?cardNumber=');
    } else {
      expect(await screen.findByText('SIM card list is not available yet')).toBeTruthy();
    }
  });

  it('says so when the operator may not open the list', async () => {
    renderMiddlePage(search('8986001234567890123'), ['sysManagement']);
    expect(await screen.findByText('No access to SIM card list')).toBeTruthy();
  });

  it('refuses a broken search link', async () => {
    renderMiddlePage(search('12'));
    expect(await screen.findByText('This search cannot be opened')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toContain('/middlePage');
  });
});
