import { localeCodes, type LocaleCode } from './locale-codes';

/** Loads the JSON file of one namespace in one locale (a chunk of its own in the web). */
export type TextsLoader<Texts = unknown> = () => Promise<{ default: Texts }>;

/** The files of one namespace, one per locale. */
export type NamespaceFiles<Texts = unknown> = Readonly<Record<LocaleCode, TextsLoader<Texts>>>;

/** Locale namespaces by name, as a module (or the platform) declares them. */
export type TextFileSet = Readonly<Record<string, NamespaceFiles>>;

/**
 * Declares the files of one namespace, one per locale, from one loader: `(locale) =>
 * import(\`./locales/${locale}/<namespace>.json\`)`. The bundler follows the `${locale}` in the path and makes
 * a chunk per file, and a new locale needs no change here. `Texts` is the English file's type, from which
 * the typed keys derive; the locale tests refuse a file with a missing, extra or empty key.
 */
export function namespaceFiles<Texts>(
  load: (locale: LocaleCode) => Promise<{ default: Texts }>,
): NamespaceFiles<Texts> {
  return Object.fromEntries(
    localeCodes.map((locale) => [locale, () => load(locale)]),
  ) as NamespaceFiles<Texts>;
}
