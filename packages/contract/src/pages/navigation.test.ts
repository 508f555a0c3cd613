import { describe, expect, it } from 'vitest';
import { firstVisibleChild, isRoutable, visibleMenuTree } from './navigation';
import { findPageByName } from './lookup';
import { pageRegistry } from './registry';
import type { PageDefinition } from './types';

function page(name: string, path: string, fields: Partial<PageDefinition> = {}): PageDefinition {
  return { name, path, titleKey: name, layout: 'main', built: true, ...fields };
}

// A small registry: a module with a group whose first child is unbuilt, a hidden page, a public page,
// a page behind another code and a group with nothing built in it.
const pages: readonly PageDefinition[] = [
  page('module', '/module', { pageCode: 'module', redirect: 'group', icon: 'simCard' }),
  page('group', '/module/group', { parent: 'module', pageCode: 'module-group', redirect: 'draft' }),
  page('draft', '/module/group/draft', { parent: 'group', pageCode: 'module-group-draft', built: false }),
  page('secret', '/module/group/secret', { parent: 'group', pageCode: 'module-group-secret' }),
  page('list', '/module/group/list', { parent: 'group', pageCode: 'module-group-list' }),
  page('detail', '/module/group/list/detail', {
    parent: 'list',
    pageCode: 'module-group-list',
    hidden: true,
    built: false,
  }),
  page('open', '/module/open', { parent: 'module', public: true }),
  page('empty', '/module/empty', { parent: 'module', pageCode: 'module-empty', redirect: 'stub' }),
  page('stub', '/module/empty/stub', { parent: 'empty', pageCode: 'module-empty-stub', built: false }),
  page('free', '/module/free', { parent: 'module' }),
  page('forward', '/', { redirect: 'module', hidden: true }),
];

const everything = new Set(pages.flatMap((entry) => (entry.pageCode ? [entry.pageCode] : [])));
const without = (...codes: string[]) => new Set([...everything].filter((code) => !codes.includes(code)));

describe('isRoutable', () => {
  const named = (name: string) => pages.find((entry) => entry.name === name) as PageDefinition;

  it('needs a built page', () => {
    expect(isRoutable(named('list'), pages)).toBe(true);
    expect(isRoutable(named('draft'), pages)).toBe(false);
  });

  it('needs a group to lead to something built', () => {
    expect(isRoutable(named('group'), pages)).toBe(true);
    expect(isRoutable(named('empty'), pages)).toBe(false);
    expect(isRoutable(named('forward'), pages)).toBe(true);
  });

  it('does not count hidden children as making a list page a group', () => {
    expect(isRoutable(named('list'), pages)).toBe(true);
  });
});

describe('visibleMenuTree', () => {
  it('shows granted, built, shown pages and drops empty groups', () => {
    expect(visibleMenuTree(everything, pages)).toEqual([
      {
        name: 'module',
        path: '/module',
        titleKey: 'module',
        icon: 'simCard',
        children: [
          {
            name: 'group',
            path: '/module/group',
            titleKey: 'group',
            children: [
              { name: 'secret', path: '/module/group/secret', titleKey: 'secret', children: [] },
              { name: 'list', path: '/module/group/list', titleKey: 'list', children: [] },
            ],
          },
          { name: 'free', path: '/module/free', titleKey: 'free', children: [] },
        ],
      },
    ]);
  });

  it('filters by page code and drops a group left empty', () => {
    const tree = visibleMenuTree(without('module-group-secret', 'module-group-list'), pages);
    expect(tree[0]?.children.map((node) => node.name)).toEqual(['free']);
    expect(visibleMenuTree(without('module'), pages)).toEqual([]);
  });

  it('shows only the built pages of the real registry', () => {
    const allCodes = new Set(pageRegistry.flatMap((entry) => (entry.pageCode ? [entry.pageCode] : [])));
    const tree = visibleMenuTree(allCodes);
    expect(tree.map((node) => node.name)).toEqual(['vehicleCard', 'sys']);
    expect(tree[0]?.children.map((node) => node.name)).toEqual([
      'dashboard',
      'cardLink',
      'enhancedNetwork',
      'realname',
      'callDetailRecord',
    ]);
    expect(tree[0]?.children[1]?.children.map((node) => node.name)).toEqual([
      'simCardManagement',
      'vehicleCardDataPoolManage',
      'securityManagement',
      'billManagement',
      'ruleManagement',
    ]);
    expect(tree[0]?.children[2]?.children.map((node) => node.name)).toEqual([
      'enhancedNetwork-cardDiagnose',
      'enhancedNetwork-cardStatusReset',
      'enhancedNetwork-complaintEntry',
      'vehicleRemoteControl',
      'ipCertification',
    ]);
    expect(tree[0]?.children[3]?.children.map((node) => node.name)).toEqual([
      'realnameApiManagement',
      'vehicleManagement',
      'realnameManagement',
      'testingManagement',
      'realnameCardState',
    ]);
    expect(firstVisibleChild('realnameApiManagement', allCodes)?.name).toBe('upload');
    expect(firstVisibleChild('testingManagement', allCodes)?.name).toBe('testingCardManagement');
    expect(firstVisibleChild('realnameCardState', allCodes)?.name).toBe('realnameCardStateList');
    expect(tree[0]?.children[4]?.children.map((node) => node.name)).toEqual([
      'receiveRecord',
      'pushRecord',
      'alarmRecord',
    ]);
    expect(firstVisibleChild('cardLink', allCodes)?.name).toBe('simCardList');
    expect(tree[1]?.children.map((node) => node.name)).toEqual([
      'userManage',
      'roleManage',
      'orgManage',
      'dealer',
      'mission',
      'logManage',
      'dictionary',
      'accountSetting',
      'companyManage',
      'carrierAccount',
    ]);
    expect(firstVisibleChild('sys', allCodes)?.name).toBe('userManage');
    expect(visibleMenuTree(new Set(['vehicleCardManagement']))).toEqual([]);
  });
});

describe('firstVisibleChild', () => {
  it('skips unbuilt children and looks inside groups', () => {
    expect(firstVisibleChild('module', everything, pages)?.name).toBe('secret');
  });

  it('skips children without the code', () => {
    expect(firstVisibleChild('module', without('module-group-secret'), pages)?.name).toBe('list');
  });

  it('passes over an empty group, the no-login page and hidden pages', () => {
    const onlyFree = without('module-group', 'module-group-secret', 'module-group-list');
    expect(firstVisibleChild('module', onlyFree, pages)?.name).toBe('free');
    expect(firstVisibleChild('list', everything, pages)).toBeUndefined();
  });

  it('finds the home page for the SIM card module', () => {
    const granted = new Set(['vehicleCardManagement', 'vehicleCardManagement-dashboard']);
    expect(firstVisibleChild('vehicleCard', granted)).toBe(findPageByName('dashboard'));
    expect(firstVisibleChild('vehicleCard', new Set(['vehicleCardManagement']))).toBeUndefined();
  });
});
