import { describe, expect, it } from 'vitest';
import type { OrganizationTreeRow } from '@simdesk/contract';
import { dropTarget, findOrg, moveTargets } from './org-tree-model';

function org(
  id: number,
  parentId: number | null,
  childList: OrganizationTreeRow[] = [],
): OrganizationTreeRow {
  return { id, parentId, orderNum: 0, name: `org ${id}`, companyId: 2, operatorCount: 0, childList };
}

const tree = [org(1, null, [org(2, 1, [org(4, 2), org(5, 2)]), org(3, 1, [org(6, 3)])])];

describe('org tree model', () => {
  it('finds an org anywhere in the tree', () => {
    expect(findOrg(tree, 6)?.name).toBe('org 6');
    expect(findOrg(tree, 9)).toBeUndefined();
  });

  it('offers every move target but the org, its subtree and its parent', () => {
    const org2 = findOrg(tree, 2) as OrganizationTreeRow;
    const flatten = (choices: ReturnType<typeof moveTargets>): [number, boolean][] =>
      choices.flatMap((choice) => [
        [choice.value, choice.disabled ?? false] as [number, boolean],
        ...flatten(choice.children),
      ]);
    expect(flatten(moveTargets(tree, org2))).toEqual([
      [1, true],
      [2, true],
      [4, true],
      [5, true],
      [3, false],
      [6, false],
    ]);
  });

  it('turns a drop onto an org into a move, refusing cycles, the root and no-op drops', () => {
    expect(dropTarget(tree, 2, 6)).toBe(6);
    expect(dropTarget(tree, 2, 4)).toBeUndefined();
    expect(dropTarget(tree, 2, 1)).toBeUndefined();
    expect(dropTarget(tree, 1, 6)).toBeUndefined();
  });
});
