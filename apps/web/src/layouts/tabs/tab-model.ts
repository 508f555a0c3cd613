import type { PageDefinition } from '@simdesk/contract';

/** One visited page in the tab bar. */
export interface PageTab {
  /** The page's path: one tab per path, so the same page opened with another query reuses its tab. */
  key: string;
  /** The address last shown in this tab (path and query), where clicking the tab goes back to. */
  address: string;
  page: PageDefinition;
  params: Readonly<Record<string, string>>;
  search: string;
}

/** Why a close did nothing; each is a message of spec §2 (shell:tabs.*). */
export type TabNotice = 'lastTab' | 'noLeft' | 'noRight';

export interface TabChange {
  tabs: readonly PageTab[];
  notice?: TabNotice;
  /** Set when the open tab was closed: the address of the tab to show instead. */
  navigateTo?: string;
}

/** Whether a page gets a tab when visited (the home page and the full-screen overview do not). */
export function showsTab(page: PageDefinition): boolean {
  return page.showTab !== false;
}

/** Adds the tab when it is new; an open tab keeps its place and takes the latest address. */
export function openTab(tabs: readonly PageTab[], tab: PageTab): readonly PageTab[] {
  const index = tabs.findIndex((open) => open.key === tab.key);
  if (index === -1) return [...tabs, tab];
  if (tabs[index]?.address === tab.address) return tabs;
  return tabs.map((open, position) => (position === index ? tab : open));
}

function keepOnly(
  tabs: readonly PageTab[],
  kept: readonly PageTab[],
  activeKey: string | undefined,
  preferred?: PageTab,
): TabChange {
  if (activeKey === undefined || kept.some((tab) => tab.key === activeKey)) return { tabs: kept };
  // The open tab went: show the one the action was about, else the nearest survivor.
  const closedIndex = tabs.findIndex((tab) => tab.key === activeKey);
  const survivor = preferred ?? kept[Math.min(closedIndex, kept.length - 1)] ?? kept[kept.length - 1];
  return survivor ? { tabs: kept, navigateTo: survivor.address } : { tabs: kept };
}

/** Closes one tab; the last one never closes. */
export function closeTab(tabs: readonly PageTab[], key: string, activeKey: string | undefined): TabChange {
  if (tabs.length <= 1) return { tabs, notice: 'lastTab' };
  return keepOnly(
    tabs,
    tabs.filter((tab) => tab.key !== key),
    activeKey,
  );
}

export function closeTabsLeftOf(
  tabs: readonly PageTab[],
  key: string,
  activeKey: string | undefined,
): TabChange {
  const index = tabs.findIndex((tab) => tab.key === key);
  if (index <= 0) return { tabs, notice: 'noLeft' };
  return keepOnly(tabs, tabs.slice(index), activeKey, tabs[index]);
}

export function closeTabsRightOf(
  tabs: readonly PageTab[],
  key: string,
  activeKey: string | undefined,
): TabChange {
  const index = tabs.findIndex((tab) => tab.key === key);
  if (index === -1 || index >= tabs.length - 1) return { tabs, notice: 'noRight' };
  return keepOnly(tabs, tabs.slice(0, index + 1), activeKey, tabs[index]);
}

/** "Close all": every tab but the one acted on, since the last tab never closes. */
export function closeAllTabs(
  tabs: readonly PageTab[],
  key: string,
  activeKey: string | undefined,
): TabChange {
  const kept = tabs.filter((tab) => tab.key === key);
  if (kept.length === 0 || tabs.length <= 1) return { tabs, notice: 'lastTab' };
  return keepOnly(tabs, kept, activeKey, kept[0]);
}
