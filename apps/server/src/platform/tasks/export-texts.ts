import { defaultLocale, type LocaleCode } from '@simdesk/contract';
import { localeResources } from '@simdesk/contract/locale-resources';

/** Looks a 'namespace:path.to.key' text up in one locale of the contract's locale files. */
export type ExportTranslate = (key: string) => string;

function lookUp(locale: LocaleCode, key: string): string | undefined {
  const [namespace = '', path = ''] = key.split(':');
  let node: unknown = (localeResources[locale] as Record<string, unknown>)[namespace];
  for (const part of path.split('.')) {
    node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined;
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * The texts of a file the server writes for an operator (headers, code texts) in the operator's locale, with
 * en-US where a text is missing; a key with no text anywhere is written as is, so a gap shows, not a blank.
 */
export function exportTranslator(locale: LocaleCode): ExportTranslate {
  const known = new Map<string, string>();
  return (key) => {
    let text = known.get(key);
    if (text === undefined) {
      text = lookUp(locale, key) ?? lookUp(defaultLocale, key) ?? key;
      known.set(key, text);
    }
    return text;
  };
}
