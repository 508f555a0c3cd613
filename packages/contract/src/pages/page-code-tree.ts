import { buttonActions, type ButtonAction } from '../access/actions';
import { ancestorsOf } from './lookup';
import { pageRegistry } from './registry';
import type { PageDefinition } from './types';

/** One page code as a role editor shows it: its title, the actions it can grant and its sub-codes. */
export interface PageCodeNode {
  pageCode: string;
  titleKey: string;
  actions: readonly ButtonAction[];
  children: PageCodeNode[];
}

function mergeActions(first: readonly ButtonAction[], second: readonly ButtonAction[]): ButtonAction[] {
  // Canonical order, so a role editor lists actions the same way on every page.
  return buttonActions.filter((action) => first.includes(action) || second.includes(action));
}

/**
 * Every page code in registry order, nested by page ancestry. The first page with a code owns it; the
 * hidden create and detail pages that share their list's code are folded into it.
 */
export function pageCodeTree(pages: readonly PageDefinition[] = pageRegistry): PageCodeNode[] {
  const roots: PageCodeNode[] = [];
  const nodes = new Map<string, PageCodeNode>();
  for (const page of pages) {
    const code = page.pageCode;
    if (code === undefined) continue;
    const owner = nodes.get(code);
    if (owner) {
      owner.actions = mergeActions(owner.actions, page.actions ?? []);
      continue;
    }
    const node: PageCodeNode = {
      pageCode: code,
      titleKey: page.titleKey,
      actions: mergeActions(page.actions ?? [], []),
      children: [],
    };
    nodes.set(code, node);
    const parentCode = ancestorsOf(page.name, pages)
      .map((ancestor) => ancestor.pageCode)
      .filter((ancestorCode) => ancestorCode !== undefined && ancestorCode !== code)
      .at(-1);
    const parentNode = parentCode === undefined ? undefined : nodes.get(parentCode);
    if (parentNode) parentNode.children.push(node);
    else roots.push(node);
  }
  return roots;
}
