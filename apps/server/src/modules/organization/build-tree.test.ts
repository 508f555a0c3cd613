import { describe, expect, it } from 'vitest';
import { buildTree } from './build-tree';

const org = (id: number, parentId: number | null, orderNum: number) => ({
  id,
  parentId,
  orderNum,
  name: `org ${id}`,
});

describe('buildTree', () => {
  it('nests rows by parent and orders siblings by orderNum, then id', () => {
    const tree = buildTree([org(4, 1, 2), org(1, null, 0), org(3, 1, 1), org(7, 4, 1), org(5, 1, 1)]);
    expect(tree.map((node) => node.id)).toEqual([1]);
    expect(tree[0]?.childList.map((node) => node.id)).toEqual([3, 5, 4]);
    expect(tree[0]?.childList[2]?.childList).toEqual([{ ...org(7, 4, 1), childList: [] }]);
  });

  it('makes a row whose parent is not given a root (a subtree seen from below its top)', () => {
    const tree = buildTree([org(7, 4, 2), org(8, 4, 1), org(9, 7, 0)]);
    expect(tree.map((node) => node.id)).toEqual([8, 7]);
    expect(tree[1]?.childList.map((node) => node.id)).toEqual([9]);
  });

  it('works with text ids and an empty list', () => {
    const tree = buildTree([
      { id: 'a-b', parentId: 'a', orderNum: 1 },
      { id: 'a', parentId: null, orderNum: 0 },
    ]);
    expect(tree).toEqual([
      {
        id: 'a',
        parentId: null,
        orderNum: 0,
        childList: [{ id: 'a-b', parentId: 'a', orderNum: 1, childList: [] }],
      },
    ]);
    expect(buildTree([])).toEqual([]);
  });

  it('does not loop on a row that names itself as parent', () => {
    expect(buildTree([org(1, 1, 0)]).map((node) => node.id)).toEqual([1]);
  });
});
