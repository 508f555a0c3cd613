import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pageTitleKey } from '../../i18n/text-key';
import { useSettings } from '../../settings/settings-store';
import { AgreementGate } from '../../shell/user-agreement/agreement-gate';
import { SettingsDrawer } from '../settings-drawer/settings-drawer';
import { KeptAlivePages } from '../tabs/kept-alive-pages';
import { TabBar } from '../tabs/tab-bar';
import { showsTab } from '../tabs/tab-model';
import { usePageTabs } from '../tabs/use-page-tabs';
import { SideMenuLayout } from './side-menu-layout';
import { TopMenuLayout } from './top-menu-layout';
import type { MainView } from './main-view';
import './main-layout.css';

/** The signed-in shell: side-menu or top-menu layout (a setting), tab bar, and the kept-alive pages. */
export function MainLayout({ view }: { view: MainView }) {
  const { t } = useTranslation();
  const settings = useSettings();
  const tabs = usePageTabs(view, settings.multiTab);
  // Held here, above the layout switch, so changing the layout in the drawer keeps the drawer open.
  const [settingsOpen, setSettingsOpen] = useState(false);
  const page = view.page;
  // No tab bar on pages that take no tab (the home page).
  const showTabBar =
    settings.multiTab && tabs.tabs.length > 0 && !(view.kind === 'page' && !showsTab(view.page));
  const content = (
    <div className={`main-content main-width-${settings.contentWidth}`}>
      {/* Each page's one level-one heading: its title, which the tab and breadcrumb already show. */}
      {page && <h1 className="visually-hidden">{t(pageTitleKey(page))}</h1>}
      {showTabBar && <TabBar tabs={tabs} />}
      <div className="main-page">
        <KeptAlivePages view={view} tabs={tabs} />
      </div>
    </div>
  );
  const Shell = settings.layout === 'top' ? TopMenuLayout : SideMenuLayout;
  return (
    <>
      <Shell page={page} onOpenSettings={() => setSettingsOpen(true)}>
        {content}
      </Shell>
      <SettingsDrawer open={settingsOpen} onClose={() => setSettingsOpen(false)} />
      <AgreementGate />
    </>
  );
}
