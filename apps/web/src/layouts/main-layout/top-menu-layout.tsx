import { Layout } from 'antd';
import { useSettings } from '../../settings/settings-store';
import { NavigationMenu } from '../menu/navigation-menu';
import { BreadcrumbTrail } from './breadcrumb-trail';
import { HeaderActions } from './header-actions';
import { ShellLogo } from './shell-logo';
import type { ShellLayoutProps } from './shell-layout-props';
import { useAutoHideHeader } from './use-auto-hide-header';

/** The top-menu layout: logo and first-level menu in the top bar, breadcrumb above the page. */
export function TopMenuLayout({ page, onOpenSettings, children }: ShellLayoutProps) {
  const settings = useSettings();
  const headerHidden = useAutoHideHeader(settings.fixedHeader && settings.autoHideHeader);
  const dark = settings.navTheme === 'dark';
  const headerClasses = ['main-header', 'main-header-top', dark ? 'main-header-dark' : 'main-header-light'];
  if (settings.fixedHeader) headerClasses.push('main-header-fixed');
  if (headerHidden) headerClasses.push('main-header-hidden');
  return (
    <Layout className="main-layout main-layout-top">
      <Layout.Header className={headerClasses.join(' ')}>
        <div className={`main-header-inner main-width-${settings.contentWidth}`}>
          <ShellLogo />
          <NavigationMenu mode="horizontal" theme={settings.navTheme} page={page} />
          <HeaderActions inverse={dark} onOpenSettings={onOpenSettings} />
        </div>
      </Layout.Header>
      <Layout.Content className="main-body">
        <div className={`main-top-breadcrumb main-width-${settings.contentWidth}`}>
          <BreadcrumbTrail page={page} />
        </div>
        {children}
      </Layout.Content>
    </Layout>
  );
}
