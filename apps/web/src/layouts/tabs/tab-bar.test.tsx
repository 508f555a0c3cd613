import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { useLocation, useNavigate } from 'react-router';
import type { PageDefinition } from '@simdesk/contract';
import { renderWithProviders } from '../../test/render';
import type { MainView } from '../main-layout/main-view';
import { TabBar } from './tab-bar';
import { usePageTabs } from './use-page-tabs';

// Pages as the registry will have them once built; their titles are real page titles.
const pages: Record<string, PageDefinition> = {
  '/cards': { name: 'simCardList', path: '/cards', titleKey: 'simCardList', layout: 'main', built: true },
  '/states': { name: 'cardState', path: '/states', titleKey: 'cardState', layout: 'main', built: true },
  '/users': { name: 'userManage', path: '/users', titleKey: 'userManage', layout: 'main', built: true },
  '/home': {
    name: 'dashboard',
    path: '/home',
    titleKey: 'dashboard',
    layout: 'main',
    built: true,
    showTab: false,
  },
};

/** The tab bar as the main layout drives it: the router's address is the open page. */
function Harness() {
  const { pathname, search } = useLocation();
  const page = pages[pathname] as PageDefinition;
  const view: MainView = { kind: 'page', key: `${pathname}${search}`, pathname, page, params: {}, search };
  const tabs = usePageTabs(view, true);
  const navigate = useNavigate();
  return (
    <>
      <output aria-label="address">{`${pathname}${search}`}</output>
      {[...Object.keys(pages), '/cards?state=2'].map((path) => (
        <button key={path} type="button" onClick={() => void navigate(path)}>
          {`open ${path}`}
        </button>
      ))}
      <TabBar tabs={tabs} />
    </>
  );
}

const tabTitles = () => screen.queryAllByRole('tab').map((tab) => tab.textContent);
const address = () => screen.getByLabelText('address').textContent;

async function open(path: string) {
  await act(async () => fireEvent.click(screen.getByText(`open ${path}`)));
}

async function chooseForTab(title: string, action: string) {
  const label = screen.getByText(title, { selector: '.page-tab-title' });
  await act(async () => fireEvent.contextMenu(label));
  // Each tab keeps its own popup, and jsdom never finishes the closing motion: use the one opening now.
  const menus = await screen.findAllByRole('menu');
  const opening = (menu: HTMLElement) =>
    !/-leave|-hidden/.test(menu.closest('.ant-dropdown')?.className ?? '');
  const menu = menus.find(opening) as HTMLElement;
  await act(async () => fireEvent.click(within(menu).getByText(action)));
}

describe('tab bar', () => {
  it('says why nothing closed: last tab, nothing on the left, nothing on the right', async () => {
    renderWithProviders(<Harness />, { path: '/cards' });
    expect(tabTitles()).toEqual(['SIM card list']);
    await chooseForTab('SIM card list', 'Close');
    expect(await screen.findByText('last tab cannot be closed')).toBeTruthy();
    await chooseForTab('SIM card list', 'Close tabs to the left');
    expect(await screen.findByText('no tab on the left')).toBeTruthy();
    await chooseForTab('SIM card list', 'Close tabs to the right');
    expect(await screen.findByText('no tab on the right')).toBeTruthy();
    expect(tabTitles()).toEqual(['SIM card list']);
  });

  it('closes tabs and moves to a neighbour when the open one goes', async () => {
    renderWithProviders(<Harness />, { path: '/cards' });
    await open('/states');
    await open('/users');
    expect(tabTitles()).toEqual(['SIM card list', 'Card state changes', 'Users']);

    await chooseForTab('Users', 'Close');
    expect(tabTitles()).toEqual(['SIM card list', 'Card state changes']);
    expect(address()).toBe('/states');

    await chooseForTab('Card state changes', 'Close tabs to the left');
    expect(tabTitles()).toEqual(['Card state changes']);
    expect(address()).toBe('/states');

    await open('/cards');
    await open('/users');
    await chooseForTab('SIM card list', 'Close tabs to the right');
    expect(tabTitles()).toEqual(['Card state changes', 'SIM card list']);
    expect(address()).toBe('/cards');

    await open('/users');
    await chooseForTab('Card state changes', 'Close all');
    expect(tabTitles()).toEqual(['Card state changes']);
    expect(address()).toBe('/states');
  });

  it('gives the home page no tab and keeps one tab per path', async () => {
    renderWithProviders(<Harness />, { path: '/home' });
    expect(tabTitles()).toEqual([]);
    await open('/cards');
    await open('/cards?state=2');
    await open('/states');
    expect(tabTitles()).toEqual(['SIM card list', 'Card state changes']);
    await act(async () => fireEvent.click(screen.getByRole('tab', { name: 'SIM card list' })));
    expect(address()).toBe('/cards?state=2');
  });
});
