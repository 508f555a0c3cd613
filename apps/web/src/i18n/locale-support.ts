import { useSyncExternalStore } from 'react';
import type { Locale } from 'antd/es/locale';
import type { LocaleCode } from '@simdesk/contract/locales';
import { i18n, i18nReady } from './i18n';

/** Ant Design's built-in texts (pickers, tables, modals) in each language, fetched with its texts. */
const antdLocaleLoaders: Record<LocaleCode, () => Promise<Locale>> = {
  'en-US': () => import('antd/locale/en_US').then((module) => module.default),
  'zh-CN': () => import('antd/locale/zh_CN').then((module) => module.default),
  'zh-TW': () => import('antd/locale/zh_TW').then((module) => module.default),
  'pt-BR': () => import('antd/locale/pt_BR').then((module) => module.default),
};

/**
 * dayjs's month and day names: loading a locale file registers it under the returned name. dayjs itself comes
 * with them (only the console's pickers and dates use it), not with the login page's first load.
 */
const dayjsLocaleLoaders: Record<LocaleCode, () => Promise<string>> = {
  'en-US': () => Promise.resolve('en'),
  'zh-CN': () => import('dayjs/locale/zh-cn').then(() => 'zh-cn'),
  'zh-TW': () => import('dayjs/locale/zh-tw').then(() => 'zh-tw'),
  'pt-BR': () => import('dayjs/locale/pt-br').then(() => 'pt-br'),
};

let antdLocale: Locale | undefined;
let requestedLocale: LocaleCode | undefined;
const antdLocaleListeners = new Set<() => void>();

function subscribeToAntdLocale(listener: () => void): () => void {
  antdLocaleListeners.add(listener);
  return () => antdLocaleListeners.delete(listener);
}

/** The Ant Design locale of the language shown; undefined (Ant Design's English) until one is applied. */
export function useAntdLocale(): Locale | undefined {
  return useSyncExternalStore(subscribeToAntdLocale, () => antdLocale);
}

/**
 * Switches i18next, Ant Design, dayjs and the document language together, once all of the language's texts
 * are loaded: until then the previous language stays on screen rather than raw keys.
 */
export async function applyLocale(locale: LocaleCode): Promise<void> {
  requestedLocale = locale;
  const [antd, dayjsName, { default: dayjs }] = await Promise.all([
    antdLocaleLoaders[locale](),
    dayjsLocaleLoaders[locale](),
    import('dayjs'),
    i18nReady.then(() => i18n.loadLanguages(locale)),
  ]);
  // A later choice wins: a slow load of an earlier one must not switch back.
  if (requestedLocale !== locale) return;
  await i18n.changeLanguage(locale);
  dayjs.locale(dayjsName);
  document.documentElement.lang = locale;
  antdLocale = antd;
  for (const listener of antdLocaleListeners) listener();
}
