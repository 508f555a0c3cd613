import { useState } from 'react';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { MainView } from '../main-layout/main-view';
import {
  closeAllTabs,
  closeTab,
  closeTabsLeftOf,
  closeTabsRightOf,
  openTab,
  showsTab,
  type PageTab,
  type TabChange,
} from './tab-model';

export type TabAction = 'close' | 'closeLeft' | 'closeRight' | 'closeAll';

export interface PageTabs {
  tabs: readonly PageTab[];
  /** The current page's tab, when it has one. */
  activeKey: string | undefined;
  select(key: string): void;
  act(action: TabAction, key: string): void;
}

const actions: Record<
  TabAction,
  (tabs: readonly PageTab[], key: string, active: string | undefined) => TabChange
> = {
  close: closeTab,
  closeLeft: closeTabsLeftOf,
  closeRight: closeTabsRightOf,
  closeAll: closeAllTabs,
};

interface TabsState {
  tabs: readonly PageTab[];
  /** A tab just closed while open: not reopened while the router moves away from it. */
  closingKey: string | undefined;
}

/** The visited pages of the main layout (multi-tab setting), opened as the operator navigates. */
export function usePageTabs(view: MainView, multiTab: boolean): PageTabs {
  const { message } = App.useApp();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [state, setState] = useState<TabsState>({ tabs: [], closingKey: undefined });

  const current: PageTab | undefined =
    view.kind === 'page' && multiTab && showsTab(view.page)
      ? { key: view.pathname, address: view.key, page: view.page, params: view.params, search: view.search }
      : undefined;
  // Opened while rendering, so a new page mounts straight into its kept-alive slot.
  let next = state;
  if (!multiTab && state.tabs.length > 0) next = { tabs: [], closingKey: undefined };
  if (next.closingKey !== undefined && next.closingKey !== current?.key) {
    next = { ...next, closingKey: undefined };
  }
  if (current && current.key !== next.closingKey) next = { ...next, tabs: openTab(next.tabs, current) };
  if (next.tabs !== state.tabs || next.closingKey !== state.closingKey) setState(next);

  const activeKey = current?.key;
  return {
    tabs: next.tabs,
    activeKey,
    select: (key) => {
      const tab = next.tabs.find((open) => open.key === key);
      if (tab && tab.address !== view.key) void navigate(tab.address);
    },
    act: (action, key) => {
      const change = actions[action](next.tabs, key, activeKey);
      if (change.notice) {
        void message.info(t(`shell:tabs.${change.notice}`));
        return;
      }
      setState({ tabs: change.tabs, closingKey: change.navigateTo === undefined ? undefined : activeKey });
      if (change.navigateTo !== undefined) void navigate(change.navigateTo);
    },
  };
}
