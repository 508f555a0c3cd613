import type { LocaleCode } from './locale-codes';
import { localeResources } from './resources';

export * from './locale-codes';
export { localeResources };

/** Namespaces every locale provides; each is one JSON file per locale. */
export const localeNamespaces = [
  'common',
  'pages',
  'codes',
  'rules',
  'errors',
  'auth',
  'shell',
  'system',
  'messages',
  'accounts',
  'organization',
  'settings',
  'home',
  'cards',
  'carrier',
  'cardDetail',
  'cardChange',
  'cardFiles',
] as const;
export type LocaleNamespace = (typeof localeNamespaces)[number];

export function resourcesFor(locale: LocaleCode) {
  return localeResources[locale];
}
