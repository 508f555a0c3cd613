import {
  canRemoveSelectedShortcut,
  isEntryVisible,
  withSelectedShortcuts,
  type LifecycleEntry,
  type LifecycleGroup,
} from '@simdesk/contract';

/** What the customisation dialog edits: per group name, the urls of the shortcuts shown, in order. */
export type ShortcutSelection = Readonly<Record<string, readonly string[]>>;

export function selectionOf(visibleGroups: readonly LifecycleGroup[]): ShortcutSelection {
  return Object.fromEntries(
    visibleGroups.map((group) => [group.name, group.selectedList.map((entry) => entry.url)]),
  );
}

export function addShortcut(selection: ShortcutSelection, groupName: string, url: string): ShortcutSelection {
  const current = selection[groupName] ?? [];
  return current.includes(url) ? selection : { ...selection, [groupName]: [...current, url] };
}

/** Undefined when the shortcut is the group's last: a group keeps at least one (spec §5). */
export function removeShortcut(
  selection: ShortcutSelection,
  groupName: string,
  url: string,
): ShortcutSelection | undefined {
  const current = selection[groupName] ?? [];
  if (!canRemoveSelectedShortcut(current.length)) return undefined;
  return { ...selection, [groupName]: current.filter((selected) => selected !== url) };
}

/** A visible group as the dialog shows it now: chosen shortcuts, then what may be added (recommended first). */
export function previewGroup(
  visibleGroup: LifecycleGroup,
  selection: ShortcutSelection,
): { selected: LifecycleEntry[]; recommended: LifecycleEntry[]; optional: LifecycleEntry[] } {
  const preview = withSelectedShortcuts(visibleGroup, selection[visibleGroup.name] ?? [], () => true);
  return {
    selected: preview.selectedList,
    recommended: preview.recommendList,
    optional: preview.optionalList,
  };
}

/** Every stored group with the operator's choice applied; shortcuts they cannot see are left as they were. */
export function applySelection(
  groups: readonly LifecycleGroup[],
  selection: ShortcutSelection,
  granted: ReadonlySet<string>,
): LifecycleGroup[] {
  return groups.map((group) => {
    const chosen = selection[group.name];
    if (chosen === undefined) return group;
    return withSelectedShortcuts(group, chosen, (entry) => isEntryVisible(entry, granted));
  });
}
