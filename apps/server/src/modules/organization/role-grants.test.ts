import { describe, expect, it } from 'vitest';
import { expandPageCodes, type ButtonAction, type PageCodeTreeRow } from '@simdesk/contract';
import { checkGrants, grantableTree, keepBeyondReach, type GrantHolder } from './role-grants';

function holder(grants: Record<string, ButtonAction[]>): GrantHolder {
  return { grantedPageCodes: expandPageCodes(Object.keys(grants)), actionGrants: grants };
}

function flatten(rows: readonly PageCodeTreeRow[]): PageCodeTreeRow[] {
  return rows.flatMap((row) => [row, ...flatten(row.childList)]);
}

const dictionary = 'sysManagement-dictionary';
const logs = 'sysManagement-logManage';
const companyAdmin = holder({ [dictionary]: ['query', 'add', 'edit'], [logs]: ['query'] });

describe('grantableTree', () => {
  it('shows only the codes and actions the holder holds, in the spec tree shape', () => {
    const tree = grantableTree(companyAdmin);
    expect(tree.map((row) => row.id)).toEqual(['vehicleCardManagement', 'sysManagement']);
    const system = tree[1];
    expect(system).toMatchObject({
      id: 'sysManagement',
      menuCode: 'sysManagement',
      parentId: null,
      actions: [],
    });
    expect(system?.childList.map((row) => [row.id, row.parentId, row.actions])).toEqual([
      [logs, 'sysManagement', ['query']],
      [dictionary, 'sysManagement', ['add', 'edit', 'query']],
    ]);
    expect(system?.childList[1]?.titleKey).toBe('dictionary');
  });

  it('numbers rows in registry order', () => {
    const orders = flatten(grantableTree(companyAdmin)).map((row) => row.orderNum);
    expect(orders).toEqual([...orders].sort((first, second) => first - second));
    expect(new Set(orders).size).toBe(orders.length);
  });
});

describe('checkGrants', () => {
  it('accepts a subset and orders actions canonically', () => {
    expect(checkGrants(companyAdmin, [{ pageCode: dictionary, actions: ['edit', 'query'] }])).toEqual([
      { pageCode: dictionary, actions: ['edit', 'query'] },
    ]);
  });

  it('refuses an unknown code, an action the page does not offer and a repeated code', () => {
    expect(() => checkGrants(companyAdmin, [{ pageCode: 'noSuchPage', actions: [] }])).toThrow(/unknown/);
    expect(() => checkGrants(companyAdmin, [{ pageCode: logs, actions: ['delete'] }])).toThrow(/offers only/);
    const twice = [
      { pageCode: logs, actions: [] },
      { pageCode: logs, actions: [] },
    ];
    expect(() => checkGrants(companyAdmin, twice)).toThrow(/twice/);
  });

  it('refuses a code or an action beyond what the holder holds', () => {
    expect(() => checkGrants(companyAdmin, [{ pageCode: 'sysManagement-roleManage', actions: [] }])).toThrow(
      /do not hold/,
    );
    expect(() => checkGrants(companyAdmin, [{ pageCode: logs, actions: ['export'] }])).toThrow(/export/);
  });
});

describe('keepBeyondReach', () => {
  it('keeps the codes and actions of a role that the editor does not hold', () => {
    const existing = [
      { pageCode: logs, actions: ['query', 'export'] as ButtonAction[] },
      { pageCode: 'sysManagement-roleManage', actions: ['query'] as ButtonAction[] },
      { pageCode: dictionary, actions: ['query'] as ButtonAction[] },
    ];
    const submitted = [{ pageCode: logs, actions: ['query'] as ButtonAction[] }];
    expect(keepBeyondReach(companyAdmin, existing, submitted)).toEqual([
      { pageCode: logs, actions: ['query', 'export'] },
      { pageCode: 'sysManagement-roleManage', actions: ['query'] },
    ]);
  });
});
