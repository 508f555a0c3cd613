import type { ContractModule } from '../modules/contract-module';
import { contractModules } from '../modules/contract-modules';
import type { LocaleCode } from './locale-codes';
import type { NamespaceFiles } from './locale-texts';
import { platformTexts } from './platform-texts';

type TextFilesOf<Modules> = Modules extends readonly [
  infer First extends ContractModule,
  ...infer Rest extends readonly ContractModule[],
]
  ? First['texts'] & TextFilesOf<Rest>
  : unknown;

/** Every locale namespace's files: the platform's and every module's. */
export type LocaleTextFiles = typeof platformTexts & TextFilesOf<typeof contractModules>;

/** The name of a locale namespace. */
export type LocaleNamespace = keyof LocaleTextFiles & string;

/** The texts of every namespace as English has them: the shape every locale must have, and the typed keys. */
export type EnglishTexts = {
  [Namespace in LocaleNamespace]: Awaited<ReturnType<LocaleTextFiles[Namespace]['en-US']>>['default'];
};

const namespaceSources = [platformTexts, ...contractModules.map((module) => module.texts)];

/** The files of every namespace, from the platform and the modules; a namespace belongs to one of them. */
export const localeTextFiles: Readonly<Record<LocaleNamespace, NamespaceFiles>> = Object.fromEntries(
  namespaceSources.flatMap((texts) => Object.entries(texts)),
) as Record<LocaleNamespace, NamespaceFiles>;

/** Namespaces every locale provides; each is one JSON file per locale. */
export const localeNamespaces: readonly LocaleNamespace[] = namespaceSources.flatMap(
  (texts) => Object.keys(texts) as LocaleNamespace[],
);

/** Whether a name is one of the locale namespaces. */
export function isLocaleNamespace(value: string): value is LocaleNamespace {
  return localeNamespaces.some((namespace) => namespace === value);
}

/** Loads one namespace of one locale: the web asks for the current language's, the server for all. */
export async function loadLocaleTexts<Namespace extends LocaleNamespace>(
  locale: LocaleCode,
  namespace: Namespace,
): Promise<EnglishTexts[Namespace]> {
  const texts = await localeTextFiles[namespace][locale]();
  // The file is the one declared for this namespace, whose English type EnglishTexts is derived from.
  return texts.default as EnglishTexts[Namespace];
}
