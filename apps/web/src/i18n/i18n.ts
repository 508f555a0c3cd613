import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { defaultLocale, localeCodes, localeNamespaces, localeResources } from '@simdesk/contract/locales';
import { getSettings } from '../settings/settings-store';

/** The one i18next instance: every text a user reads comes from the contract's locale files. */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: Object.fromEntries(localeCodes.map((locale) => [locale, localeResources[locale]])),
  lng: getSettings().language,
  fallbackLng: defaultLocale,
  supportedLngs: [...localeCodes],
  ns: [...localeNamespaces],
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
  // Resources are bundled, so start synchronously: texts are ready before the first render.
  initAsync: false,
});

/** Translates a key, or says there is none (for texts that may come from the server instead). */
export function translateIfKnown(key: string, options?: Record<string, unknown>): string | undefined {
  return i18n.exists(key) ? i18n.t(key, options) : undefined;
}
