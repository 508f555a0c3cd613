/** What a flat row needs to be nested: its id, its parent's id and its place among its siblings. */
export interface FlatTreeRow<Id extends number | string> {
  id: Id;
  parentId: Id | null;
  orderNum: number;
}

export type TreeNode<Row> = Row & { childList: TreeNode<Row>[] };

function bySiblingOrder<Id extends number | string>(first: FlatTreeRow<Id>, second: FlatTreeRow<Id>): number {
  if (first.orderNum !== second.orderNum) return first.orderNum - second.orderNum;
  if (first.id === second.id) return 0;
  return first.id < second.id ? -1 : 1;
}

/**
 * Nests flat rows into the spec's tree shape (childList), siblings by orderNum then id. A row whose parent is not
 * among the rows is a root: a caller who sees only a subtree gets that subtree's top as their root.
 */
export function buildTree<Id extends number | string, Row extends FlatTreeRow<Id>>(
  rows: readonly Row[],
): TreeNode<Row>[] {
  const nodes = new Map<Id, TreeNode<Row>>();
  for (const row of rows) nodes.set(row.id, { ...row, childList: [] });
  const roots: TreeNode<Row>[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId === null ? undefined : nodes.get(node.parentId);
    if (parent && parent !== node) parent.childList.push(node);
    else roots.push(node);
  }
  const sortLevel = (level: TreeNode<Row>[]) => {
    level.sort(bySiblingOrder);
    for (const node of level) sortLevel(node.childList);
  };
  sortLevel(roots);
  return roots;
}
