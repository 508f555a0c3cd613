import { Layout } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../../settings/settings-store';
import { NavigationMenu } from '../menu/navigation-menu';
import { useMenuSections } from '../menu/use-menu-sections';
import { BreadcrumbTrail } from './breadcrumb-trail';
import { MainHeader } from './main-header';
import type { ShellLayoutProps } from './shell-layout-props';

/**
 * The top-menu layout (spec §2): the top menu holds the first-level entries only; the chosen entry's pages
 * sit in a bar of their own beneath the header (no side menu), then breadcrumb, tabs and the page.
 */
export function TopMenuLayout({ page, onOpenSettings, children }: ShellLayoutProps) {
  const { t } = useTranslation();
  const settings = useSettings();
  const menu = useMenuSections(page);
  const pages = menu.current?.children ?? [];
  return (
    <Layout className="main-layout main-layout-top">
      <MainHeader menu={menu} onOpenSettings={onOpenSettings} />
      {pages.length > 0 && (
        // A landmark of its own, like the header's menu and the page: nothing the page shows lies outside one.
        <nav className="main-section-bar" aria-label={t('shell:sider.sectionPages')}>
          <div className={`main-width-${settings.contentWidth}`}>
            <NavigationMenu
              mode="horizontal"
              theme="light"
              nodes={pages}
              page={page}
              label={t('shell:sider.sectionPages')}
            />
          </div>
        </nav>
      )}
      <Layout.Content className="main-body">
        <div className={`main-top-breadcrumb main-width-${settings.contentWidth}`}>
          <BreadcrumbTrail page={page} />
        </div>
        {children}
      </Layout.Content>
    </Layout>
  );
}
