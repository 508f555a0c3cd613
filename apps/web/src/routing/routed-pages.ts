import { isRoutable, pageRegistry, type PageDefinition } from '@simdesk/contract';

const routedCache = new WeakMap<readonly PageDefinition[], readonly PageDefinition[]>();

/** The pages the router knows: built ones that lead somewhere built (unbuilt routes do not exist yet). */
export function routedPagesOf(pages: readonly PageDefinition[]): readonly PageDefinition[] {
  const known = routedCache.get(pages);
  if (known) return known;
  const routed = pages.filter((page) => page.built && isRoutable(page, pages));
  routedCache.set(pages, routed);
  return routed;
}

export const routedPages = routedPagesOf(pageRegistry);

/** A group only forwards to its first visible child; it is never drawn itself. */
export function isGroupPage(page: PageDefinition): boolean {
  return page.redirect !== undefined;
}
