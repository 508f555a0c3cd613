import type { OrganizationTreeRow } from '@simdesk/contract';

/** One choice of an org picker (TreeSelect), nested like the tree. */
export interface OrgChoice {
  value: number;
  title: string;
  disabled?: boolean;
  children: OrgChoice[];
}

export function findOrg(rows: readonly OrganizationTreeRow[], id: number): OrganizationTreeRow | undefined {
  for (const row of rows) {
    if (row.id === id) return row;
    const found = findOrg(row.childList, id);
    if (found) return found;
  }
  return undefined;
}

/** The org and everything below it. */
export function subtreeIds(row: OrganizationTreeRow): Set<number> {
  const ids = new Set<number>([row.id]);
  for (const child of row.childList) for (const id of subtreeIds(child)) ids.add(id);
  return ids;
}

/** The tree as picker choices, with the given orgs shown but not choosable. */
export function orgChoices(
  rows: readonly OrganizationTreeRow[],
  excluded: ReadonlySet<number> = new Set(),
): OrgChoice[] {
  return rows.map((row) => ({
    value: row.id,
    title: row.name,
    disabled: excluded.has(row.id),
    children: orgChoices(row.childList, excluded),
  }));
}

/** Where an org may move: anywhere in the tree except itself, below itself, or where it already is. */
export function moveTargets(rows: readonly OrganizationTreeRow[], org: OrganizationTreeRow): OrgChoice[] {
  const excluded = subtreeIds(org);
  if (org.parentId !== null) excluded.add(org.parentId);
  return orgChoices(rows, excluded);
}

/** A drop onto another org (not between two) moves the dragged org below it, unless that makes a cycle. */
export function dropTarget(
  rows: readonly OrganizationTreeRow[],
  draggedId: number,
  targetId: number,
): number | undefined {
  const dragged = findOrg(rows, draggedId);
  if (!dragged || dragged.parentId === null || dragged.parentId === targetId) return undefined;
  return subtreeIds(dragged).has(targetId) ? undefined : targetId;
}
