import { describe, expect, it } from 'vitest';
import { findPageByName } from '@simdesk/contract';
import {
  closeAllTabs,
  closeTab,
  closeTabsLeftOf,
  closeTabsRightOf,
  openTab,
  showsTab,
  type PageTab,
} from './tab-model';

const profile = findPageByName('sysProfile');
if (!profile) throw new Error('the registry has no sysProfile');

function tab(key: string, search = ''): PageTab {
  return {
    key,
    address: `${key}${search}`,
    page: profile as NonNullable<typeof profile>,
    params: {},
    search,
  };
}

const [a, b, c, d] = ['/a', '/b', '/c', '/d'].map((key) => tab(key)) as [PageTab, PageTab, PageTab, PageTab];
const keys = (tabs: readonly PageTab[]) => tabs.map((entry) => entry.key);

describe('opening tabs', () => {
  it('adds a new path at the end and keeps an open one where it is', () => {
    const tabs = openTab(openTab(openTab([], a), b), a);
    expect(keys(tabs)).toEqual(['/a', '/b']);
  });

  it('reuses the tab of a path opened with another query, remembering the latest address', () => {
    const tabs = openTab([a, b], tab('/a', '?focus=password'));
    expect(keys(tabs)).toEqual(['/a', '/b']);
    expect(tabs[0]?.address).toBe('/a?focus=password');
    expect(closeTab(tabs, '/b', '/b')).toEqual({ tabs: [tabs[0]], navigateTo: '/a?focus=password' });
  });

  it('gives no tab to the home page and the full-screen overview', () => {
    expect(showsTab(findPageByName('dashboard') ?? profile)).toBe(false);
    expect(showsTab(findPageByName('situationAwareness-vis') ?? profile)).toBe(false);
    expect(showsTab(profile)).toBe(true);
  });
});

describe('closing tabs', () => {
  it('never closes the last tab', () => {
    expect(closeTab([a], '/a', '/a')).toEqual({ tabs: [a], notice: 'lastTab' });
    expect(closeAllTabs([a], '/a', '/a')).toEqual({ tabs: [a], notice: 'lastTab' });
  });

  it('closes a background tab without moving', () => {
    expect(closeTab([a, b, c], '/a', '/c')).toEqual({ tabs: [b, c] });
  });

  it('closing the open tab shows its right neighbour, or the left one at the end', () => {
    expect(closeTab([a, b, c], '/b', '/b')).toEqual({ tabs: [a, c], navigateTo: '/c' });
    expect(closeTab([a, b, c], '/c', '/c')).toEqual({ tabs: [a, b], navigateTo: '/b' });
  });

  it('close left: says so when there is none, else keeps the tab and those right of it', () => {
    expect(closeTabsLeftOf([a, b, c], '/a', '/a')).toEqual({ tabs: [a, b, c], notice: 'noLeft' });
    expect(closeTabsLeftOf([a, b, c, d], '/c', '/d')).toEqual({ tabs: [c, d] });
    // The open tab was among the closed: the tab acted on shows.
    expect(closeTabsLeftOf([a, b, c, d], '/c', '/a')).toEqual({ tabs: [c, d], navigateTo: '/c' });
  });

  it('close right: says so when there is none, else keeps the tab and those left of it', () => {
    expect(closeTabsRightOf([a, b, c], '/c', '/c')).toEqual({ tabs: [a, b, c], notice: 'noRight' });
    expect(closeTabsRightOf([a, b, c, d], '/b', '/a')).toEqual({ tabs: [a, b] });
    expect(closeTabsRightOf([a, b, c, d], '/b', '/d')).toEqual({ tabs: [a, b], navigateTo: '/b' });
  });

  it('close all keeps only the tab acted on, which becomes the open one', () => {
    expect(closeAllTabs([a, b, c], '/b', '/b')).toEqual({ tabs: [b] });
    expect(closeAllTabs([a, b, c], '/b', '/c')).toEqual({ tabs: [b], navigateTo: '/b' });
  });

  it('when the open page has no tab (the home page), closing never navigates', () => {
    expect(closeTab([a, b], '/a', undefined)).toEqual({ tabs: [b] });
    expect(closeAllTabs([a, b, c], '/a', undefined)).toEqual({ tabs: [a] });
  });
});
