import type { LocaleCode } from './locale-codes';

/** Loads the JSON file of one namespace in one locale (a chunk of its own in the web). */
export type TextsLoader<Texts = unknown> = () => Promise<{ default: Texts }>;

/** The files of one namespace, one per locale. */
export type NamespaceFiles<Texts = unknown> = Readonly<Record<LocaleCode, TextsLoader<Texts>>>;

/** Locale namespaces by name, as a module (or the platform) declares them. */
export type TextFileSet = Readonly<Record<string, NamespaceFiles>>;

/**
 * Declares the four files of one namespace. English is the reference: a locale whose file lacks one of its
 * keys does not compile (the locale tests also refuse extra or empty keys).
 */
export function namespaceFiles<Texts>(
  files: { 'en-US': TextsLoader<Texts> } & Record<Exclude<LocaleCode, 'en-US'>, TextsLoader<NoInfer<Texts>>>,
): NamespaceFiles<Texts> {
  return files;
}
