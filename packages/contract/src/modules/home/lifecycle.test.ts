import { describe, expect, it } from 'vitest';
import { expandPageCodes } from '../../access/access';
import { findPageByName } from '../../pages/lookup';
import { defaultLifecycleGroups } from './lifecycle-defaults';
import {
  canRemoveSelectedShortcut,
  defaultLifecycleSimproperty,
  readLifecycleSettings,
  withSelectedShortcuts,
} from './lifecycle-settings';
import {
  isEntryVisible,
  isShortcutUrl,
  lifecycleGroupNames,
  lifecycleSettingsSchema,
  lifecycleShortcutsVersion,
  parseShortcutUrl,
  visibleLifecycleGroups,
  type LifecycleGroup,
} from './lifecycle-shortcuts';

const urlsOf = (entries: readonly { url: string }[]) => entries.map((entry) => entry.url);
const copyOfDefaults = (): LifecycleGroup[] => JSON.parse(defaultLifecycleSimproperty()) as LifecycleGroup[];

describe('default lifecycle shortcuts', () => {
  it('are five valid groups of the current version, each with a selected shortcut', () => {
    expect(lifecycleSettingsSchema.safeParse(defaultLifecycleGroups).success).toBe(true);
    expect(defaultLifecycleGroups.map((group) => group.name)).toEqual([...lifecycleGroupNames]);
    for (const group of defaultLifecycleGroups) {
      expect(group.version).toBe(lifecycleShortcutsVersion);
      expect(group.selectedList.length).toBeGreaterThan(0);
    }
  });

  it('lead to routes of the registry and carry their page code', () => {
    for (const entry of defaultLifecycleGroups.flatMap((group) => [
      ...group.selectedList,
      ...group.recommendList,
      ...group.optionalList,
    ])) {
      const page = findPageByName(parseShortcutUrl(entry.url).routeName);
      expect(page, entry.url).toBeDefined();
      expect(entry.pageCode).toBe(page?.pageCode);
    }
  });

  it('use the spec names for the stock-in shortcut with its query', () => {
    expect(parseShortcutUrl('process-equipment?storage=1')).toEqual({
      routeName: 'process-equipment',
      query: { storage: '1' },
    });
    expect(isShortcutUrl('process-equipment?storage=1')).toBe(true);
    expect(isShortcutUrl('noSuchRoute')).toBe(false);
    expect(isShortcutUrl('login')).toBe(false);
    expect(isShortcutUrl('dataPoolDetail')).toBe(false);
    expect(isShortcutUrl('https://example.com')).toBe(false);
  });
});

describe('the version rule', () => {
  it('applies and saves the defaults when nothing is stored', () => {
    for (const stored of [undefined, null, '', '  ']) {
      expect(readLifecycleSettings(stored)).toEqual({
        groups: defaultLifecycleGroups,
        mustSaveDefaults: true,
      });
    }
  });

  it('keeps a stored choice of the current version', () => {
    const groups = copyOfDefaults();
    groups[0] = withSelectedShortcuts(groups[0] as LifecycleGroup, ['simCardList'], () => true);
    const reading = readLifecycleSettings(JSON.stringify(groups));
    expect(reading.mustSaveDefaults).toBe(false);
    expect(urlsOf(reading.groups[0]?.selectedList ?? [])).toEqual(['simCardList']);
  });

  it('replaces another version, or what can no longer be read, with the defaults', () => {
    const older = copyOfDefaults().map((group) => ({ ...group, version: '2025.1.0' }));
    expect(readLifecycleSettings(JSON.stringify(older)).mustSaveDefaults).toBe(true);
    expect(readLifecycleSettings('{not json').mustSaveDefaults).toBe(true);
    expect(readLifecycleSettings(JSON.stringify(copyOfDefaults().slice(0, 4))).mustSaveDefaults).toBe(true);
  });
});

describe('filtering by page codes', () => {
  it('shows only the shortcuts whose pages the operator holds, and drops empty groups', () => {
    const granted = expandPageCodes([
      'vehicleCardManagement-cardLink-simCardManagement-simCardList',
      'vehicleCardManagement-cardLink-simCardManagement-cardState',
    ]);
    const groups = visibleLifecycleGroups(defaultLifecycleGroups, granted);
    expect(groups.map((group) => group.name)).toEqual([
      'home:lifecycle.groups.openCardStockIn',
      'home:lifecycle.groups.transferRepair',
      'home:lifecycle.groups.scrap',
    ]);
    expect(urlsOf(groups[0]?.selectedList ?? [])).toEqual(['simCardList']);
    expect(urlsOf(groups[0]?.optionalList ?? [])).toEqual(['cardState']);
    expect(urlsOf(groups[2]?.selectedList ?? [])).toEqual(['cardState']);
  });

  it('needs one of the codes of an entry listing several, and the code of its route', () => {
    const entry = {
      name: 'home:lifecycle.entries.simCardList',
      url: 'simCardList',
      pageCode: ['ownerOperationsManagement', 'vehicleCardManagement-cardLink-simCardManagement-simCardList'],
      icon: 'simCard' as const,
    };
    expect(isEntryVisible(entry, expandPageCodes(['ownerOperationsManagement']))).toBe(false);
    expect(
      isEntryVisible(
        entry,
        expandPageCodes(['vehicleCardManagement-cardLink-simCardManagement-simCardList']),
      ),
    ).toBe(true);
    // A code of the entry alone does not open a route behind another code.
    const elsewhere = { ...entry, pageCode: 'ownerOperationsManagement' };
    expect(isEntryVisible(elsewhere, expandPageCodes(['ownerOperationsManagement']))).toBe(false);
  });
});

describe('customising a group', () => {
  const group = defaultLifecycleGroups[0] as LifecycleGroup;

  it('keeps at least one selected shortcut', () => {
    expect(canRemoveSelectedShortcut(2)).toBe(true);
    expect(canRemoveSelectedShortcut(1)).toBe(false);
  });

  it('changes nothing when the choice is the shown selection', () => {
    const visible = (entry: { url: string }) => entry.url !== 'process-vendors';
    const shown = ['formCreate-vendors', 'process-equipment?storage=1', 'simCardList'];
    expect(withSelectedShortcuts(group, shown, visible)).toEqual(group);
    // A new order of the visible ones fills the same slots; the hidden one keeps its place.
    expect(urlsOf(withSelectedShortcuts(group, [...shown].reverse(), visible).selectedList)).toEqual([
      'simCardList',
      'process-vendors',
      'process-equipment?storage=1',
      'formCreate-vendors',
    ]);
  });

  it('selects in the chosen order and sends the rest back to recommended or optional', () => {
    const changed = withSelectedShortcuts(group, ['LedgerEquipment', 'simCardList'], () => true);
    expect(urlsOf(changed.selectedList)).toEqual(['LedgerEquipment', 'simCardList']);
    expect(urlsOf(changed.recommendList)).toEqual([
      'formCreate-vendors',
      'process-vendors',
      'process-equipment?storage=1',
      'addWayBill-vendors',
      'LedgerVendors',
    ]);
    expect(urlsOf(changed.optionalList)).toEqual(['cardState']);
    expect(lifecycleGroupSchemaAccepts(changed)).toBe(true);
  });

  it('leaves the shortcuts the operator cannot see where they were', () => {
    const seesOnlyCards = (entry: { url: string }) =>
      entry.url === 'simCardList' || entry.url === 'cardState';
    const changed = withSelectedShortcuts(group, ['cardState'], seesOnlyCards);
    expect(urlsOf(changed.selectedList)).toEqual([
      'formCreate-vendors',
      'process-vendors',
      'process-equipment?storage=1',
      'cardState',
    ]);
    expect(urlsOf(changed.recommendList)).toContain('simCardList');
  });
});

function lifecycleGroupSchemaAccepts(group: LifecycleGroup): boolean {
  const groups = copyOfDefaults();
  groups[0] = group;
  return lifecycleSettingsSchema.safeParse(groups).success;
}
