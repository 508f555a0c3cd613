import { contractModules } from '../modules/contract-modules';
import { productMap, type DrawnPageName } from './product-map';
import type { PageDeclaration, PageDefinition } from './types';

/** Pages the platform's shell draws itself: the full-screen wait between two steps of a flow. */
const shellBuilds = ['processing'] as const satisfies readonly DrawnPageName[];

/** A page some module (or the shell) draws; the web's page-component map is keyed by these names. */
export type BuiltPageName = (typeof shellBuilds)[number] | (typeof contractModules)[number]['builds'][number];

/** The names of the drawn pages: the shell's and every module's. */
export const builtPageNames: ReadonlySet<BuiltPageName> = new Set<BuiltPageName>([
  ...shellBuilds,
  ...contractModules.flatMap((module) => module.builds),
]);

/**
 * Marks what is built: a page a module draws, and a group (it only redirects) once its redirect target or a
 * child is built. Everything else stays in the registry unbuilt, for role trees, page codes and shortcuts.
 */
export function markBuilt(
  pages: readonly PageDeclaration[],
  drawn: ReadonlySet<string>,
): readonly PageDefinition[] {
  const byName = new Map(pages.map((page) => [page.name, page]));
  const children = new Map<string, PageDeclaration[]>();
  for (const page of pages) {
    if (page.parent !== undefined) children.set(page.parent, [...(children.get(page.parent) ?? []), page]);
  }
  const known = new Map<string, boolean>();
  const isBuilt = (page: PageDeclaration, visiting: ReadonlySet<string>): boolean => {
    const memo = known.get(page.name);
    if (memo !== undefined) return memo;
    // A redirect loop would recurse forever; it leads nowhere built.
    if (visiting.has(page.name)) return false;
    const inside = new Set([...visiting, page.name]);
    const target = page.redirect === undefined ? undefined : byName.get(page.redirect);
    const built =
      drawn.has(page.name) ||
      (page.redirect !== undefined &&
        ((target !== undefined && isBuilt(target, inside)) ||
          (children.get(page.name) ?? []).some((child) => isBuilt(child, inside))));
    known.set(page.name, built);
    return built;
  };
  return pages.map((page) => ({ ...page, built: isBuilt(page, new Set()) }));
}

/** Every route of the console (spec §2) in menu order, with whether it is built. */
export const pageRegistry: readonly PageDefinition[] = markBuilt(productMap, builtPageNames);
