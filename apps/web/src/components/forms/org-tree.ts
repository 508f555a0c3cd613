import type { AdminFormOptionsRow } from '@simdesk/contract';

/** One node of an org tree select. */
export interface OrgTreeNode {
  value: number;
  title: string;
  children: OrgTreeNode[];
}

export type FlatOrg = AdminFormOptionsRow['orgs'][number];

/**
 * The flat orgs of the caller's scope as a tree: an org whose parent is not in the list (the top of the
 * caller's subtree) becomes a root. Siblings keep the server's order (orderNum, then id).
 */
export function buildOrgTree(orgs: readonly FlatOrg[]): OrgTreeNode[] {
  const nodes = new Map<number, OrgTreeNode>();
  for (const org of orgs) nodes.set(org.orgId, { value: org.orgId, title: org.name, children: [] });
  const roots: OrgTreeNode[] = [];
  for (const org of orgs) {
    const node = nodes.get(org.orgId);
    if (!node) continue;
    const parent = org.parentId === null ? undefined : nodes.get(org.parentId);
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}
