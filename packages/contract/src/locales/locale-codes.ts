/** The four locales of the console (spec §2). */
export const localeCodes = ['zh-CN', 'zh-TW', 'en-US', 'pt-BR'] as const;
export type LocaleCode = (typeof localeCodes)[number];

/** Whether a language code is one of the console's four locales. */
export function isLocaleCode(value: string): value is LocaleCode {
  return localeCodes.some((code) => code === value);
}

/** The default when the browser asks for none of ours. */
export const defaultLocale: LocaleCode = 'en-US';

/** Picks the first of the browser's languages that we have (exact, then by language). */
export function pickLocale(preferred: readonly string[]): LocaleCode {
  for (const wanted of preferred) {
    const exact = localeCodes.find((code) => code.toLowerCase() === wanted.toLowerCase());
    if (exact) return exact;
  }
  for (const wanted of preferred) {
    const language = wanted.toLowerCase();
    if (language === 'zh-hk' || language === 'zh-mo' || language === 'zh-hant') return 'zh-TW';
    const prefix = language.split('-')[0];
    const sameLanguage = localeCodes.find((code) => code.toLowerCase().startsWith(`${prefix}-`));
    if (sameLanguage) return sameLanguage;
  }
  return defaultLocale;
}
