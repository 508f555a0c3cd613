import type { PageDefinition } from './types';

/** Lookups over one registry, built once per registry array. */
export interface PageIndex {
  byName: ReadonlyMap<string, PageDefinition>;
  /** Children in registry order; `undefined` gives the top-level pages. */
  childrenOf(name: string | undefined): readonly PageDefinition[];
  /** Memo for isRoutable, filled on demand. */
  routable: Map<string, boolean>;
}

const indexes = new WeakMap<readonly PageDefinition[], PageIndex>();

export function indexPages(pages: readonly PageDefinition[]): PageIndex {
  const known = indexes.get(pages);
  if (known) return known;
  const byName = new Map<string, PageDefinition>();
  const children = new Map<string | undefined, PageDefinition[]>();
  for (const page of pages) {
    byName.set(page.name, page);
    const siblings = children.get(page.parent) ?? [];
    siblings.push(page);
    children.set(page.parent, siblings);
  }
  const index: PageIndex = {
    byName,
    childrenOf: (name) => children.get(name) ?? [],
    routable: new Map(),
  };
  indexes.set(pages, index);
  return index;
}
