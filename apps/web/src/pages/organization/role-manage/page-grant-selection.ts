import type { ButtonAction, PageCodeTreeRow, RolePageGrant } from '@simdesk/contract';

/** The role editor's state: the ticked page codes (the tree's fully checked keys) and the actions ticked on each. */
export interface GrantSelection {
  checkedCodes: readonly string[];
  actionsByCode: Readonly<Record<string, readonly ButtonAction[]>>;
}

export const emptySelection: GrantSelection = { checkedCodes: [], actionsByCode: {} };

/** Every row of the tree, parents before children, in tree order. */
export function flattenTree(rows: readonly PageCodeTreeRow[]): PageCodeTreeRow[] {
  return rows.flatMap((row) => [row, ...flattenTree(row.childList)]);
}

/**
 * A stored role as the editor shows it. Pages without sub-pages are ticked from storage and groups follow from
 * them, so a stored group never ticks sub-pages the role does not have. Codes and actions the caller cannot
 * grant are not shown (the server keeps them).
 */
export function selectionFromGrants(
  tree: readonly PageCodeTreeRow[],
  grants: readonly RolePageGrant[],
): GrantSelection {
  const rows = new Map(flattenTree(tree).map((row) => [row.menuCode, row]));
  const checkedCodes: string[] = [];
  const actionsByCode: Record<string, ButtonAction[]> = {};
  for (const grant of grants) {
    const row = rows.get(grant.pageCode);
    if (!row) continue;
    if (row.childList.length === 0) checkedCodes.push(row.menuCode);
    actionsByCode[row.menuCode] = row.actions.filter((action) => grant.actions.includes(action));
  }
  return { checkedCodes: withFullGroups(tree, new Set(checkedCodes)), actionsByCode };
}

/** The ticked pages plus every group whose pages are all ticked, in tree order (as the tree shows them). */
function withFullGroups(tree: readonly PageCodeTreeRow[], ticked: ReadonlySet<string>): string[] {
  const full = new Set<string>();
  const visit = (row: PageCodeTreeRow): boolean => {
    const childrenFull = row.childList.map(visit);
    const isFull = row.childList.length === 0 ? ticked.has(row.menuCode) : childrenFull.every(Boolean);
    if (isFull) full.add(row.menuCode);
    return isFull;
  };
  tree.forEach(visit);
  return flattenTree(tree)
    .map((row) => row.menuCode)
    .filter((code) => full.has(code));
}

/** After a tick in the tree: a newly ticked page gets every action it offers, an unticked one loses them. */
export function withCheckedCodes(
  tree: readonly PageCodeTreeRow[],
  selection: GrantSelection,
  nextChecked: readonly string[],
): GrantSelection {
  const rows = new Map(flattenTree(tree).map((row) => [row.menuCode, row]));
  const before = new Set(selection.checkedCodes);
  const actionsByCode: Record<string, readonly ButtonAction[]> = {};
  for (const code of nextChecked) {
    actionsByCode[code] = before.has(code)
      ? (selection.actionsByCode[code] ?? [])
      : (rows.get(code)?.actions ?? []);
  }
  return { checkedCodes: [...nextChecked], actionsByCode };
}

/** Ticks or unticks one action of a ticked page. */
export function withAction(
  selection: GrantSelection,
  pageCode: string,
  action: ButtonAction,
  ticked: boolean,
): GrantSelection {
  const current = selection.actionsByCode[pageCode] ?? [];
  const next = ticked ? [...new Set([...current, action])] : current.filter((held) => held !== action);
  return { ...selection, actionsByCode: { ...selection.actionsByCode, [pageCode]: next } };
}

/** What the role stores: each ticked code in tree order with its ticked actions in the page's order. */
export function grantsFromSelection(
  tree: readonly PageCodeTreeRow[],
  selection: GrantSelection,
): RolePageGrant[] {
  const checked = new Set(selection.checkedCodes);
  return flattenTree(tree)
    .filter((row) => checked.has(row.menuCode))
    .map((row) => {
      const ticked = selection.actionsByCode[row.menuCode] ?? [];
      return { pageCode: row.menuCode, actions: row.actions.filter((action) => ticked.includes(action)) };
    });
}
