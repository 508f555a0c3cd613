import { theme, type ThemeConfig } from 'antd';
import { layoutSizes } from '@simdesk/contract';
import type { ConsoleSettings } from '../settings/settings';
import { readableOn } from './readable-colour';

const bodyBackground = '#f4f6fa';
/**
 * Secondary, tertiary and placeholder texts (descriptions, breadcrumbs, footers, empty selects): Ant Design's
 * 45 % and 25 % black read at 3.4:1 and 1.8:1.
 */
const secondaryText = 'rgba(0, 0, 0, 0.56)';
/** Ant Design's tag presets (its PresetColors): each draws its 7th shade on its 1st. */
const presetColours = [
  'blue',
  'purple',
  'cyan',
  'green',
  'magenta',
  'pink',
  'red',
  'orange',
  'yellow',
  'volcano',
  'geekblue',
  'lime',
  'gold',
] as const;
const statusColours = ['Success', 'Info', 'Warning', 'Error'] as const;
const defaults = theme.getDesignToken();
/** Red texts (danger links, form errors) and white on red buttons: Ant Design's red reads at 3.3:1. */
const readableError = readableOn(defaults.colorError, '#ffffff');

/** A tag's text on its own light background, darkened where Ant Design's shade reads below WCAG AA. */
function readableTagTokens(info: string): Record<string, string> {
  const tokens: Record<string, string> = {};
  for (const colour of presetColours) {
    tokens[`${colour}7`] = readableOn(defaults[`${colour}7`], defaults[`${colour}1`]);
  }
  for (const status of statusColours) {
    const seed = status === 'Info' ? info : status === 'Error' ? readableError : defaults[`color${status}`];
    tokens[`color${status}`] = readableOn(seed, defaults[`color${status}Bg`]);
  }
  return tokens;
}

/**
 * Ant Design tokens follow the chosen primary colour, darkened where needed so that links and white text on
 * buttons read (WCAG AA) on the page's background; the navigation theme colours sider and top bar.
 */
export function themeOf(settings: ConsoleSettings): ThemeConfig {
  const primary = readableOn(settings.primaryColor, bodyBackground);
  return {
    algorithm: theme.defaultAlgorithm,
    token: {
      colorPrimary: primary,
      colorInfo: primary,
      colorLink: primary,
      colorTextDescription: secondaryText,
      colorTextTertiary: secondaryText,
      colorTextPlaceholder: secondaryText,
      colorError: readableError,
      borderRadius: 6,
    },
    components: {
      Layout: {
        headerBg: settings.navTheme === 'dark' ? '#001529' : '#ffffff',
        headerPadding: '0 16px',
        headerHeight: layoutSizes.headerHeight,
        siderBg: settings.navTheme === 'dark' ? '#001529' : '#ffffff',
        bodyBg: bodyBackground,
      },
      Tag: readableTagTokens(primary),
      // A finished or failed progress writes its figure in the status colour.
      Progress: { colorSuccess: readableOn(defaults.colorSuccess, '#ffffff') },
    },
  };
}
