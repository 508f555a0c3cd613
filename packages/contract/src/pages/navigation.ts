import { hasPage } from '../access/access';
import { indexPages, type PageIndex } from './page-index';
import { pageRegistry } from './registry';
import type { PageDefinition, PageIcon } from './types';

/** One entry of the side or top menu. */
export interface MenuNode {
  name: string;
  path: string;
  titleKey: string;
  icon?: PageIcon;
  children: MenuNode[];
}

/** A group gathers menu entries: it redirects, or it has children that show in menus. */
function isGroup(page: PageDefinition, index: PageIndex): boolean {
  return page.redirect !== undefined || index.childrenOf(page.name).some((child) => child.hidden !== true);
}

function routable(page: PageDefinition, index: PageIndex, visiting: Set<string>): boolean {
  const known = index.routable.get(page.name);
  if (known !== undefined) return known;
  let result = page.built;
  if (result && isGroup(page, index)) {
    // A redirect loop would recurse forever; treat it as leading nowhere.
    if (visiting.has(page.name)) return false;
    visiting.add(page.name);
    const target = page.redirect === undefined ? undefined : index.byName.get(page.redirect);
    result =
      index.childrenOf(page.name).some((child) => routable(child, index, visiting)) ||
      (target !== undefined && routable(target, index, visiting));
    visiting.delete(page.name);
  }
  index.routable.set(page.name, result);
  return result;
}

/** Built, and for a group: leading somewhere built (a child or its redirect target). */
export function isRoutable(page: PageDefinition, pages: readonly PageDefinition[] = pageRegistry): boolean {
  return routable(page, indexPages(pages), new Set());
}

/** May the operator be sent here from a menu or a parent redirect? */
function isNavigable(page: PageDefinition, granted: ReadonlySet<string>, pages: readonly PageDefinition[]) {
  return (
    page.hidden !== true &&
    page.public !== true &&
    page.layout !== 'user' &&
    hasPage(granted, page.pageCode) &&
    isRoutable(page, pages)
  );
}

function menuNodes(
  parentName: string | undefined,
  granted: ReadonlySet<string>,
  pages: readonly PageDefinition[],
): MenuNode[] {
  const index = indexPages(pages);
  const nodes: MenuNode[] = [];
  for (const page of index.childrenOf(parentName)) {
    if (!isNavigable(page, granted, pages)) continue;
    const children = menuNodes(page.name, granted, pages);
    if (children.length === 0 && isGroup(page, index)) continue;
    const node: MenuNode = { name: page.name, path: page.path, titleKey: page.titleKey, children };
    if (page.icon !== undefined) node.icon = page.icon;
    nodes.push(node);
  }
  return nodes;
}

/**
 * The menu an operator sees: pages that are not hidden, routable and granted (or without a code), with
 * groups left out when nothing in them shows. The full-screen overview (blank layout) is included.
 */
export function visibleMenuTree(
  granted: ReadonlySet<string>,
  pages: readonly PageDefinition[] = pageRegistry,
): MenuNode[] {
  return menuNodes(undefined, granted, pages);
}

/**
 * Where a redirect from a parent lands (spec §2): the first visible, granted, routable child that
 * needs a login, looking inside groups until a page is found.
 */
export function firstVisibleChild(
  name: string,
  granted: ReadonlySet<string>,
  pages: readonly PageDefinition[] = pageRegistry,
): PageDefinition | undefined {
  const index = indexPages(pages);
  for (const child of index.childrenOf(name)) {
    if (!isNavigable(child, granted, pages)) continue;
    if (!isGroup(child, index)) return child;
    const inner = firstVisibleChild(child.name, granted, pages);
    if (inner) return inner;
  }
  return undefined;
}
