import { describe, expect, it } from 'vitest';
import { pageCodeTree, type PageCodeNode } from './page-code-tree';
import { rootPageCodes } from './page-test-support';
import { pageRegistry } from './registry';
import type { PageDefinition } from './types';

function flatten(nodes: readonly PageCodeNode[]): PageCodeNode[] {
  return nodes.flatMap((node) => [node, ...flatten(node.children)]);
}

describe('pageCodeTree', () => {
  const tree = pageCodeTree();
  const nodes = flatten(tree);
  const node = (code: string) => nodes.find((entry) => entry.pageCode === code);

  it('lists every page code exactly once', () => {
    const codes = new Set(pageRegistry.flatMap((page) => (page.pageCode ? [page.pageCode] : [])));
    expect(nodes.map((entry) => entry.pageCode).sort()).toEqual([...codes].sort());
  });

  it('nests codes by page ancestry, the module codes at the top', () => {
    expect(tree.map((entry) => entry.pageCode)).toEqual(rootPageCodes);
    for (const parent of nodes) {
      for (const child of parent.children)
        expect(child.pageCode.startsWith(`${parent.pageCode}-`)).toBe(true);
    }
  });

  it('folds hidden pages into the list that owns the code', () => {
    const list = node('vehicleCardManagement-cardLink-simCardManagement-simCardList');
    expect(list).toEqual({
      pageCode: 'vehicleCardManagement-cardLink-simCardManagement-simCardList',
      titleKey: 'simCardList',
      actions: ['edit', 'query', 'get', 'import', 'export'],
      children: [],
    });
  });

  it('merges the actions of pages sharing a code in canonical order', () => {
    const base = { layout: 'main', built: true } as const;
    const pages: PageDefinition[] = [
      { ...base, name: 'list', path: '/list', pageCode: 'a', titleKey: 'list', actions: ['export', 'query'] },
      {
        ...base,
        name: 'edit',
        path: '/list/edit',
        parent: 'list',
        pageCode: 'a',
        titleKey: 'edit',
        hidden: true,
        actions: ['edit'],
      },
      { ...base, name: 'child', path: '/list/child', parent: 'list', pageCode: 'a-child', titleKey: 'child' },
    ];
    expect(pageCodeTree(pages)).toEqual([
      {
        pageCode: 'a',
        titleKey: 'list',
        actions: ['edit', 'query', 'export'],
        children: [{ pageCode: 'a-child', titleKey: 'child', actions: [], children: [] }],
      },
    ]);
  });
});
