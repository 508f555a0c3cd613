import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { findPageByName, layoutSizes, type PageDefinition } from '@simdesk/contract';
import { defaultSettings } from '../../settings/settings';
import { updateSettings } from '../../settings/settings-store';
import { okAnswer, stubFetch } from '../../test/api-fixtures';
import { setUpEachTest } from '../../test/each-test';
import { renderWithProviders } from '../../test/render';
import { signInToPages } from '../../test/session-fixture';
import { SideMenuLayout } from './side-menu-layout';
import { TopMenuLayout } from './top-menu-layout';

setUpEachTest({ testTimeout: 20_000 });
afterEach(() => updateSettings(defaultSettings(['en-US'])));

function pageNamed(name: string): PageDefinition {
  const page = findPageByName(name);
  if (!page) throw new Error(`no page named ${name}`);
  return page;
}

const logPage = pageNamed('logManage');

function renderLayout(Layout: typeof SideMenuLayout, pageCodes: readonly string[]) {
  stubFetch({ 'message/unread-count': okAnswer([]) });
  signInToPages(pageCodes);
  renderWithProviders(
    <Layout page={logPage} onOpenSettings={() => undefined}>
      <p>page body</p>
    </Layout>,
    { path: logPage.path },
  );
}

function menuTitles(name: string): string[] {
  const menu = screen.getByRole('menu', { name });
  return within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent?.trim() ?? '');
}

const granted = [
  'vehicleCardManagement-dashboard',
  'sysManagement-logManage',
  'sysManagement-dictionary',
] as const;

describe('the side-menu layout', () => {
  it('shows first-level entries on top and the chosen one’s pages in a 224 px side menu, 80 px folded', async () => {
    updateSettings({ layout: 'side' });
    renderLayout(SideMenuLayout, granted);
    expect(menuTitles('Sections')).toEqual(['SIM cards', 'System']);
    expect(menuTitles('Pages of this section')).toEqual(['System logs', 'Data dictionary']);
    const sider = document.querySelector<HTMLElement>('.ant-layout-sider');
    expect(sider?.style.width).toBe(`${layoutSizes.sideMenuWidth}px`);
    fireEvent.click(screen.getByRole('button', { name: 'Collapse menu' }));
    await waitFor(() => expect(sider?.style.width).toBe(`${layoutSizes.sidebarCollapsedWidth}px`));
    expect(screen.getByText('page body')).toBeTruthy();
  });
});

describe('the top-menu layout', () => {
  it('holds first-level entries only on top, the section’s pages in a bar beneath, and no side menu', () => {
    updateSettings({ layout: 'top' });
    renderLayout(TopMenuLayout, granted);
    expect(menuTitles('Sections')).toEqual(['SIM cards', 'System']);
    expect(menuTitles('Pages of this section')).toEqual(['System logs', 'Data dictionary']);
    expect(document.querySelector('.ant-layout-sider')).toBeNull();
  });
});

describe('route permission', () => {
  it('on, the menus show only granted pages; off, every built page', () => {
    updateSettings({ layout: 'side', routePermission: false });
    renderLayout(SideMenuLayout, ['sysManagement-logManage']);
    expect(menuTitles('Pages of this section')).toEqual(
      expect.arrayContaining(['System logs', 'Data dictionary', 'Users', 'Companies']),
    );
  });

  it('is on by default', () => {
    updateSettings({ layout: 'side' });
    renderLayout(SideMenuLayout, ['sysManagement-logManage']);
    expect(menuTitles('Sections')).toEqual(['System']);
    expect(menuTitles('Pages of this section')).toEqual(['System logs']);
  });
});
