import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { isLocaleCode, isLocaleNamespace, loadLocaleTexts, localeCodes } from '@simdesk/contract/locales';
import { getSettings } from '../settings/settings-store';
import { signInNamespaces } from './sign-in-namespaces';
import { textKey } from './text-key';

/**
 * Reads a namespace of one language from the contract's locale files, fetched the first time its language is
 * used, so the entry chunk carries no texts.
 */
const contractTexts: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language, namespace, callback) => {
    if (!isLocaleCode(language) || !isLocaleNamespace(namespace)) {
      callback(new Error(`no locale file ${language}/${namespace}`), false);
      return;
    }
    loadLocaleTexts(language, namespace).then(
      (texts) => callback(null, texts),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/** The one i18next instance: every text a user reads comes from the contract's locale files. */
export const i18n = i18next.createInstance();

/**
 * Settles once the stored language's sign-in texts are loaded; the console renders nothing before (no raw keys).
 * The console's namespaces come later, before it is drawn (console-texts.ts).
 */
export const i18nReady: Promise<unknown> = i18n
  .use(contractTexts)
  .use(initReactI18next)
  .init({
    lng: getSettings().language,
    // Every locale has every key (the locale tests see to it), so no second language is fetched as a fallback.
    fallbackLng: false,
    supportedLngs: [...localeCodes],
    load: 'currentOnly',
    ns: [...signInNamespaces],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
  });

/** Translates a key, or says there is none (for texts that may come from the server instead). */
export function translateIfKnown(key: string, options?: Record<string, unknown>): string | undefined {
  return i18n.exists(key) ? i18n.t(textKey(key), options) : undefined;
}
