import { describe, expect, it } from 'vitest';
import type { ButtonAction, PageCodeTreeRow } from '@simdesk/contract';
import {
  emptySelection,
  grantsFromSelection,
  selectionFromGrants,
  withAction,
  withCheckedCodes,
} from './page-grant-selection';

function row(menuCode: string, actions: ButtonAction[], childList: PageCodeTreeRow[] = []): PageCodeTreeRow {
  const parentId = menuCode.includes('-') ? menuCode.slice(0, menuCode.lastIndexOf('-')) : null;
  return { id: menuCode, menuCode, parentId, orderNum: 0, titleKey: menuCode, actions, childList };
}

const tree = [
  row(
    'sysManagement',
    [],
    [
      row('sysManagement-logManage', ['query', 'export']),
      row('sysManagement-dictionary', ['add', 'edit', 'query', 'enable', 'disable']),
    ],
  ),
  row('vehicleCardManagement', [], [row('vehicleCardManagement-dashboard', ['query'])]),
];

describe('role editor selection', () => {
  it('gives a newly ticked page all its actions, and keeps the actions of pages already ticked', () => {
    const ticked = withCheckedCodes(tree, emptySelection, ['sysManagement-logManage']);
    expect(ticked.actionsByCode['sysManagement-logManage']).toEqual(['query', 'export']);
    const trimmed = withAction(ticked, 'sysManagement-logManage', 'export', false);
    const more = withCheckedCodes(tree, trimmed, ['sysManagement-logManage', 'sysManagement-dictionary']);
    expect(more.actionsByCode['sysManagement-logManage']).toEqual(['query']);
    expect(withCheckedCodes(tree, more, []).actionsByCode).toEqual({});
  });

  it('maps ticks to grants in tree order, a fully ticked group included', () => {
    let selection = withCheckedCodes(tree, emptySelection, [
      'sysManagement-dictionary',
      'sysManagement-logManage',
      'sysManagement',
    ]);
    selection = withAction(selection, 'sysManagement-dictionary', 'add', false);
    selection = withAction(selection, 'sysManagement-dictionary', 'edit', false);
    selection = withAction(selection, 'sysManagement-dictionary', 'enable', false);
    selection = withAction(selection, 'sysManagement-dictionary', 'disable', false);
    selection = withAction(selection, 'sysManagement-logManage', 'export', false);
    expect(grantsFromSelection(tree, selection)).toEqual([
      { pageCode: 'sysManagement', actions: [] },
      { pageCode: 'sysManagement-logManage', actions: ['query'] },
      { pageCode: 'sysManagement-dictionary', actions: ['query'] },
    ]);
  });

  it('reads stored grants back: pages ticked, full groups follow, unknown codes and actions dropped', () => {
    const selection = selectionFromGrants(tree, [
      { pageCode: 'sysManagement', actions: [] },
      { pageCode: 'sysManagement-dictionary', actions: ['query', 'import'] },
      { pageCode: 'vehicleCardManagement-dashboard', actions: ['query'] },
      { pageCode: 'apiConfig', actions: ['query'] },
    ]);
    expect(selection.checkedCodes).toEqual([
      'sysManagement-dictionary',
      'vehicleCardManagement',
      'vehicleCardManagement-dashboard',
    ]);
    expect(selection.actionsByCode['sysManagement-dictionary']).toEqual(['query']);
    expect(grantsFromSelection(tree, selection)).toEqual([
      { pageCode: 'sysManagement-dictionary', actions: ['query'] },
      { pageCode: 'vehicleCardManagement', actions: [] },
      { pageCode: 'vehicleCardManagement-dashboard', actions: ['query'] },
    ]);
  });
});
