import { Activity } from 'react';
import { PageView } from '../../routing/page-view';
import { FailurePage } from '../../pages/shell/failure/failure-page';
import type { MainView } from '../main-layout/main-view';
import type { PageTabs } from './use-page-tabs';

/**
 * Every open tab's page stays mounted, hidden by <Activity> while another tab shows, so form input and
 * scroll state survive a tab switch. Pages with keepAlive false mount only while shown; closing a tab
 * unmounts its page and drops its state.
 */
export function KeptAlivePages({ view, tabs }: { view: MainView; tabs: PageTabs }) {
  return (
    <>
      {tabs.tabs.map((tab) => {
        const active = tab.key === tabs.activeKey;
        if (!active && tab.page.keepAlive === false) return null;
        return (
          <Activity key={`tab:${tab.key}`} mode={active ? 'visible' : 'hidden'}>
            <PageView page={tab.page} params={tab.params} search={tab.search} />
          </Activity>
        );
      })}
      {view.kind === 'page' && tabs.activeKey === undefined && (
        <PageView key={`page:${view.key}`} page={view.page} params={view.params} search={view.search} />
      )}
      {view.kind === 'failure' && (
        <FailurePage key={`failure:${view.key}`} status={view.status} page={view.page} />
      )}
    </>
  );
}
