import type { ParseKeys } from 'i18next';

/** A key of the locale files as the console writes it: 'namespace:path', or a bare path of 'common'. */
export type TextKey = ParseKeys;

/**
 * A key that comes from data rather than from the source: registry titles, code tables, rule messages, stored
 * shortcuts, keys the server names. The compiler cannot check it; the locale tests check such keys exist.
 */
export function textKey(key: string): TextKey {
  return key as TextKey;
}

/** The title key of a registry page: every route name has a title in the pages namespace (a locale test). */
export function pageTitleKey(page: { titleKey: string }): TextKey {
  return textKey(`pages:${page.titleKey}`);
}
