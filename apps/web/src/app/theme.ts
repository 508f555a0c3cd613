import { theme, type ThemeConfig } from 'antd';
import { layoutSizes } from '@simdesk/contract';
import type { ConsoleSettings } from '../settings/settings';

/** Ant Design tokens follow the chosen primary colour; the navigation theme colours sider and top bar. */
export function themeOf(settings: ConsoleSettings): ThemeConfig {
  return {
    algorithm: theme.defaultAlgorithm,
    token: {
      colorPrimary: settings.primaryColor,
      colorInfo: settings.primaryColor,
      colorLink: settings.primaryColor,
      borderRadius: 6,
    },
    components: {
      Layout: {
        headerBg: settings.navTheme === 'dark' ? '#001529' : '#ffffff',
        headerPadding: '0 16px',
        headerHeight: layoutSizes.headerHeight,
        siderBg: settings.navTheme === 'dark' ? '#001529' : '#ffffff',
        bodyBg: '#f4f6fa',
      },
    },
  };
}
