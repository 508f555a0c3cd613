import type { LocaleNamespace } from '@simdesk/contract/locales';

/**
 * The namespaces of the pages outside the console (sign-in, password recovery, failures): the first render
 * waits for these alone, and the build puts them in one chunk per language. The rest arrive before the
 * console is drawn (console-texts.ts). Only a type import here: the build configuration reads this file.
 */
export const signInNamespaces = [
  'common',
  'errors',
  'rules',
  'pages',
  'shell',
  'auth',
] as const satisfies readonly LocaleNamespace[];
