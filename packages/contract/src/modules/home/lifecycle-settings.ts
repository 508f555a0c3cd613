import { lifecycleGroupMinimumSelected } from '../../rules/constants';
import { defaultLifecycleGroups } from './lifecycle-defaults';
import { lifecycleSettingsSchema, type LifecycleEntry, type LifecycleGroup } from './lifecycle-shortcuts';

/** The shortcuts to use, and whether the defaults must be stored for the operator. */
export interface LifecycleSettingsReading {
  groups: readonly LifecycleGroup[];
  mustSaveDefaults: boolean;
}

/**
 * The version rule of spec §4: when nothing is stored, or what is stored is of another version (or no longer
 * readable), the defaults apply and are saved again.
 */
export function readLifecycleSettings(simproperty: string | null | undefined): LifecycleSettingsReading {
  const defaults = { groups: defaultLifecycleGroups, mustSaveDefaults: true };
  if (simproperty === null || simproperty === undefined || simproperty.trim() === '') return defaults;
  let stored: unknown;
  try {
    stored = JSON.parse(simproperty);
  } catch {
    return defaults;
  }
  const result = lifecycleSettingsSchema.safeParse(stored);
  return result.success ? { groups: result.data, mustSaveDefaults: false } : defaults;
}

/** The defaults as the JSON string page-config stores. */
export function defaultLifecycleSimproperty(): string {
  return JSON.stringify(defaultLifecycleGroups);
}

/** Spec §5: a group keeps at least one selected shortcut; may one more be taken out of `selectedCount`? */
export function canRemoveSelectedShortcut(selectedCount: number): boolean {
  return selectedCount > lifecycleGroupMinimumSelected;
}

function defaultOrderOf(groupName: string): string[] {
  const defaults = defaultLifecycleGroups.find((group) => group.name === groupName);
  if (!defaults) return [];
  return [...defaults.selectedList, ...defaults.recommendList, ...defaults.optionalList].map(
    (entry) => entry.url,
  );
}

function recommendedByDefault(groupName: string): Set<string> {
  const defaults = defaultLifecycleGroups.find((group) => group.name === groupName);
  return new Set(
    [...(defaults?.selectedList ?? []), ...(defaults?.recommendList ?? [])].map((entry) => entry.url),
  );
}

/**
 * A group after the operator chose, in order, the shortcuts they see as selected. Shortcuts they cannot see
 * keep their place among the selected; newly chosen ones go last. Every other shortcut goes back to
 * "recommended" when the defaults offer it (selected or recommended there), else to "optional", in the
 * defaults' order.
 */
export function withSelectedShortcuts(
  group: LifecycleGroup,
  chosenUrls: readonly string[],
  isVisible: (entry: LifecycleEntry) => boolean,
): LifecycleGroup {
  const all = [...group.selectedList, ...group.recommendList, ...group.optionalList];
  const byUrl = new Map(all.map((entry) => [entry.url, entry]));
  const chosen = [...new Set(chosenUrls)]
    .map((url) => byUrl.get(url))
    .filter((entry): entry is LifecycleEntry => entry !== undefined && isVisible(entry));
  const chosenUrlSet = new Set(chosen.map((entry) => entry.url));
  // The visible slots still in use take the chosen shortcuts in their new order.
  let next = 0;
  const selectedList = group.selectedList
    .filter((entry) => !isVisible(entry) || chosenUrlSet.has(entry.url))
    .map((entry) => (isVisible(entry) ? (chosen[next++] ?? entry) : entry));
  selectedList.push(...chosen.slice(next));
  const selectedUrls = new Set(selectedList.map((entry) => entry.url));
  const order = defaultOrderOf(group.name);
  const rank = (entry: LifecycleEntry) => {
    const position = order.indexOf(entry.url);
    return position === -1 ? order.length : position;
  };
  const rest = all.filter((entry) => !selectedUrls.has(entry.url)).sort((a, b) => rank(a) - rank(b));
  const recommended = recommendedByDefault(group.name);
  return {
    ...group,
    selectedList,
    recommendList: rest.filter((entry) => recommended.has(entry.url)),
    optionalList: rest.filter((entry) => !recommended.has(entry.url)),
  };
}
