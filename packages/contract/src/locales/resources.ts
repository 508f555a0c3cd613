import { localeCodes, type LocaleCode } from './locale-codes';
import { loadLocaleTexts, localeNamespaces, type EnglishTexts } from './namespaces';

async function loadLocale(locale: LocaleCode): Promise<EnglishTexts> {
  const namespaces = await Promise.all(
    localeNamespaces.map(async (namespace) => [namespace, await loadLocaleTexts(locale, namespace)] as const),
  );
  // Every namespace was loaded from its declared file, whose type EnglishTexts is derived from.
  return Object.fromEntries(namespaces) as EnglishTexts;
}

async function loadAllLocales(): Promise<Record<LocaleCode, EnglishTexts>> {
  const locales = await Promise.all(
    localeCodes.map(async (locale) => [locale, await loadLocale(locale)] as const),
  );
  return Object.fromEntries(locales) as Record<LocaleCode, EnglishTexts>;
}

/**
 * All texts by locale and namespace, loaded once when this file is first imported (the server answers in each
 * caller's language; tests compare locales). English is the reference every other locale must match key for
 * key. The web never imports this: it loads one language's namespaces on demand.
 */
export const localeResources: Readonly<Record<LocaleCode, EnglishTexts>> = await loadAllLocales();
