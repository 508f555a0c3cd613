import { localeNamespaces } from '@simdesk/contract/locales';
import { i18n, i18nReady } from './i18n';
import { signInNamespaces } from './sign-in-namespaces';

const signIn: readonly string[] = signInNamespaces;

/** The namespaces the sign-in pages do without: every module's texts and the code tables. */
export const consoleNamespaces = localeNamespaces.filter((namespace) => !signIn.includes(namespace));

let consoleTexts: Promise<void> | undefined;

/**
 * Loads the console's namespaces in the language shown, once; i18next then keeps them for every language it
 * switches to. The same promise each time, so React's `use` can wait on it.
 */
export function loadConsoleTexts(): Promise<void> {
  consoleTexts ??= i18nReady.then(() => i18n.loadNamespaces([...consoleNamespaces]));
  return consoleTexts;
}
