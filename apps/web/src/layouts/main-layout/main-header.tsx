import type { ReactNode } from 'react';
import { Layout } from 'antd';
import { useSettings } from '../../settings/settings-store';
import { SectionMenu } from '../menu/section-menu';
import type { MenuSections } from '../menu/use-menu-sections';
import { HeaderActions } from './header-actions';
import { ShellLogo } from './shell-logo';
import { useAutoHideHeader } from './use-auto-hide-header';

export interface MainHeaderProps {
  menu: MenuSections;
  onOpenSettings: () => void;
  /** Drawn before the logo (the side menu's collapse button). */
  leading?: ReactNode;
}

/** The header of both layouts: logo, the top menu of first-level entries, and the operator's actions. */
export function MainHeader({ menu, onOpenSettings, leading }: MainHeaderProps) {
  const settings = useSettings();
  const headerHidden = useAutoHideHeader(settings.fixedHeader && settings.autoHideHeader);
  const dark = settings.navTheme === 'dark';
  const classes = ['main-header', dark ? 'main-header-dark' : 'main-header-light'];
  if (settings.fixedHeader) classes.push('main-header-fixed');
  if (headerHidden) classes.push('main-header-hidden');
  const width = settings.layout === 'top' ? settings.contentWidth : 'fluid';
  return (
    <Layout.Header className={classes.join(' ')}>
      <div className={`main-header-inner main-width-${width}`}>
        {leading}
        <ShellLogo />
        <SectionMenu theme={settings.navTheme} sections={menu.sections} current={menu.current} />
        <HeaderActions inverse={dark} onOpenSettings={onOpenSettings} />
      </div>
    </Layout.Header>
  );
}
