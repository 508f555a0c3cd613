import { useState } from 'react';
import { Button, Layout } from 'antd';
import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { layoutSizes } from '@simdesk/contract';
import { useSettings } from '../../settings/settings-store';
import { NavigationMenu } from '../menu/navigation-menu';
import { useMenuSections } from '../menu/use-menu-sections';
import { BreadcrumbTrail } from './breadcrumb-trail';
import { MainHeader } from './main-header';
import type { ShellLayoutProps } from './shell-layout-props';

function classNames(...names: (string | false)[]): string {
  return names.filter(Boolean).join(' ');
}

/**
 * The side-menu layout (spec §2): the top menu of first-level entries in the header, the chosen entry's pages
 * in a 224 px side menu beneath it (80 px collapsed), then breadcrumb, tabs and the page.
 */
export function SideMenuLayout({ page, onOpenSettings, children }: ShellLayoutProps) {
  const { t } = useTranslation();
  const settings = useSettings();
  const menu = useMenuSections(page);
  const [collapsed, setCollapsed] = useState(false);
  const pages = menu.current?.children ?? [];
  const collapseButton = (
    <Button
      type="text"
      className={classNames('header-action', settings.navTheme === 'dark' && 'header-action-inverse')}
      icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
      aria-label={t(collapsed ? 'shell:sider.expand' : 'shell:sider.collapse')}
      aria-expanded={!collapsed}
      onClick={() => setCollapsed((value) => !value)}
    />
  );
  return (
    <Layout className="main-layout main-layout-side">
      <MainHeader menu={menu} onOpenSettings={onOpenSettings} leading={pages.length > 0 && collapseButton} />
      <Layout hasSider>
        {pages.length > 0 && (
          <Layout.Sider
            width={layoutSizes.sideMenuWidth}
            collapsedWidth={layoutSizes.sidebarCollapsedWidth}
            collapsed={collapsed}
            theme={settings.navTheme}
            trigger={null}
            collapsible
            className={classNames(
              'main-sider',
              settings.fixedSidebar && 'main-sider-fixed',
              settings.fixedSidebar && settings.fixedHeader && 'main-sider-below-fixed-header',
            )}
          >
            <NavigationMenu
              mode="inline"
              theme={settings.navTheme}
              nodes={pages}
              page={page}
              label={t('shell:sider.sectionPages')}
              collapsed={collapsed}
            />
          </Layout.Sider>
        )}
        <Layout.Content className="main-body">
          <div className="main-top-breadcrumb">
            <BreadcrumbTrail page={page} />
          </div>
          {children}
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
