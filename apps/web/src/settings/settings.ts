import { displayTimeZones, type DisplayTimeZone } from '@simdesk/contract';
import { localeCodes, pickLocale, type LocaleCode } from '@simdesk/contract/locales';

export const layoutModes = ['side', 'top'] as const;
export type LayoutMode = (typeof layoutModes)[number];

export const navThemes = ['light', 'dark'] as const;
export type NavTheme = (typeof navThemes)[number];

export const contentWidths = ['fluid', 'fixed'] as const;
export type ContentWidth = (typeof contentWidths)[number];

/** The brand blue of the console (spec §9) and a few alternatives offered in the settings drawer. */
export const defaultPrimaryColor = '#196eff';
export const primaryColorPresets = [
  defaultPrimaryColor,
  '#13c2c2',
  '#52c41a',
  '#722ed1',
  '#eb2f96',
  '#fa541c',
  '#faad14',
  '#2f54eb',
] as const;

/** What the settings drawer controls; restored from localStorage at start-up (spec §7). */
export interface ConsoleSettings {
  layout: LayoutMode;
  navTheme: NavTheme;
  primaryColor: string;
  contentWidth: ContentWidth;
  fixedHeader: boolean;
  fixedSidebar: boolean;
  autoHideHeader: boolean;
  colorWeak: boolean;
  multiTab: boolean;
  /**
   * Route permission (spec §6): on, routes, menus and breadcrumbs show only the pages the operator's page codes
   * grant; off, every built page is routed (the server still refuses the calls of pages not granted).
   */
  routePermission: boolean;
  /** Where times are shown: the browser's own zone, or one of the display zones (spec §9's 14-hour display). */
  timeZone: 'browser' | DisplayTimeZone;
  language: LocaleCode;
}

export const settingsStorageKey = 'simdesk.settings';

/** Defaults of spec §9, its second reading as a whole (the first reading's dark theme is not taken). */
export function defaultSettings(browserLanguages: readonly string[]): ConsoleSettings {
  return {
    layout: 'top',
    navTheme: 'light',
    primaryColor: defaultPrimaryColor,
    contentWidth: 'fluid',
    fixedHeader: false,
    fixedSidebar: false,
    autoHideHeader: false,
    colorWeak: false,
    multiTab: true,
    routePermission: true,
    timeZone: 'browser',
    language: pickLocale(browserLanguages),
  };
}

const hexColorPattern = /^#[0-9a-fA-F]{6}$/;

function oneOf<Value extends string>(allowed: readonly Value[], value: unknown): value is Value {
  return typeof value === 'string' && (allowed as readonly string[]).includes(value);
}

/** Keeps each stored field that is valid; anything else falls back to its default. */
export function mergeStoredSettings(defaults: ConsoleSettings, stored: unknown): ConsoleSettings {
  if (typeof stored !== 'object' || stored === null) return defaults;
  const value = stored as Record<string, unknown>;
  const flag = (key: keyof ConsoleSettings, fallback: boolean) =>
    typeof value[key] === 'boolean' ? (value[key] as boolean) : fallback;
  return {
    layout: oneOf(layoutModes, value.layout) ? value.layout : defaults.layout,
    navTheme: oneOf(navThemes, value.navTheme) ? value.navTheme : defaults.navTheme,
    primaryColor:
      typeof value.primaryColor === 'string' && hexColorPattern.test(value.primaryColor)
        ? value.primaryColor
        : defaults.primaryColor,
    contentWidth: oneOf(contentWidths, value.contentWidth) ? value.contentWidth : defaults.contentWidth,
    fixedHeader: flag('fixedHeader', defaults.fixedHeader),
    fixedSidebar: flag('fixedSidebar', defaults.fixedSidebar),
    autoHideHeader: flag('autoHideHeader', defaults.autoHideHeader),
    colorWeak: flag('colorWeak', defaults.colorWeak),
    multiTab: flag('multiTab', defaults.multiTab),
    routePermission: flag('routePermission', defaults.routePermission),
    timeZone: oneOf(displayTimeZones, value.timeZone) ? value.timeZone : defaults.timeZone,
    language: oneOf(localeCodes, value.language) ? value.language : defaults.language,
  };
}

export function readSettings(storage: Storage, browserLanguages: readonly string[]): ConsoleSettings {
  const defaults = defaultSettings(browserLanguages);
  const raw = storage.getItem(settingsStorageKey);
  if (raw === null) return defaults;
  try {
    return mergeStoredSettings(defaults, JSON.parse(raw));
  } catch {
    // A hand-edited or truncated value must not keep the console from starting.
    return defaults;
  }
}

export function writeSettings(storage: Storage, settings: ConsoleSettings): void {
  storage.setItem(settingsStorageKey, JSON.stringify(settings));
}

/** The browser's preferred languages, best first. */
export function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}
