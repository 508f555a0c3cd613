import { useState } from 'react';
import { Button, Layout } from 'antd';
import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { layoutSizes } from '@simdesk/contract';
import { useSettings } from '../../settings/settings-store';
import { NavigationMenu } from '../menu/navigation-menu';
import { BreadcrumbTrail } from './breadcrumb-trail';
import { HeaderActions } from './header-actions';
import { ShellLogo } from './shell-logo';
import type { ShellLayoutProps } from './shell-layout-props';
import { useAutoHideHeader } from './use-auto-hide-header';

function classNames(...names: (string | false)[]): string {
  return names.filter(Boolean).join(' ');
}

/**
 * The default layout: a collapsible sidebar (256 px, 80 px collapsed — the spec's sidebar sizes; its other
 * layout's 224 px side menu is not used) with the menu, and a header with breadcrumb and actions.
 */
export function SideMenuLayout({ page, onOpenSettings, children }: ShellLayoutProps) {
  const { t } = useTranslation();
  const settings = useSettings();
  const [collapsed, setCollapsed] = useState(false);
  const headerHidden = useAutoHideHeader(settings.fixedHeader && settings.autoHideHeader);
  const dark = settings.navTheme === 'dark';
  return (
    <Layout className={classNames('main-layout', 'main-layout-side')} hasSider>
      <Layout.Sider
        width={layoutSizes.sidebarWidth}
        collapsedWidth={layoutSizes.sidebarCollapsedWidth}
        collapsed={collapsed}
        theme={settings.navTheme}
        trigger={null}
        collapsible
        className={classNames(
          'main-sider',
          settings.fixedSidebar && 'main-sider-fixed',
          dark && 'main-sider-dark',
        )}
      >
        <ShellLogo collapsed={collapsed} />
        <NavigationMenu mode="inline" theme={settings.navTheme} page={page} collapsed={collapsed} />
      </Layout.Sider>
      <Layout className="main-column">
        <Layout.Header
          className={classNames(
            'main-header',
            settings.fixedHeader && 'main-header-fixed',
            headerHidden && 'main-header-hidden',
          )}
        >
          <Button
            type="text"
            className="header-action"
            icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
            aria-label={t(collapsed ? 'shell:sider.expand' : 'shell:sider.collapse')}
            aria-expanded={!collapsed}
            onClick={() => setCollapsed((value) => !value)}
          />
          <div className="main-header-breadcrumb">
            <BreadcrumbTrail page={page} />
          </div>
          <HeaderActions onOpenSettings={onOpenSettings} />
        </Layout.Header>
        <Layout.Content className="main-body">{children}</Layout.Content>
      </Layout>
    </Layout>
  );
}
