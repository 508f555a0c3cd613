import { describe, expect, it } from 'vitest';
import {
  customPlatformFirstPageCodes,
  homeRouteNameForDeployType,
  taskCentrePageCode,
} from '../access/access';
import { rootPageCodes } from './page-test-support';
import { pageRegistry } from './registry';
import { pageIcons, type PageDefinition } from './types';

const byName = new Map(pageRegistry.map((page) => [page.name, page]));
const parentOf = (page: PageDefinition) => (page.parent === undefined ? undefined : byName.get(page.parent));
const lastSegment = (path: string) => path.split('/').at(-1) ?? '';
const isHiddenChild = (page: PageDefinition) => page.hidden === true && page.parent !== undefined;

// Route names the spec states (no-login list, layouts and shortcuts of §2).
const specNames = [
  'login',
  'forgetPass',
  'serviceHall',
  'resetPass',
  'middlePage',
  'sysProfile',
  'systemMessage',
  'simCardList',
  'cardState',
  'formCreate-vendors',
  'formCreate-equipment',
  'process-carMaker',
  'process-equipment',
  'process-vendors',
  'ledgerCarMaker',
  'LedgerEquipment',
  'LedgerVendors',
  'addWayBill-equipment',
  'addWayBill-vendors',
  'orderManagement',
  'profile',
  'testingCardManagement',
  'testRnRecord',
  'enhancedNetwork-cardDiagnose',
  'enhancedNetwork-complaintEntry',
  'enhancedNetwork-cardStatusReset',
  'upload',
  'realnameList',
  'vehicleManagement',
  'orgBatchRn',
  'vehicleChangeCard',
  'vehicleList',
  'packageConfig',
  'mallManagement',
  'goodsOrdersMgt',
  'vehicleCardDataPoolManage',
  'statisticalAnalysisCompanyBillMonthReport',
  'customPlatform',
  'apiConfig',
  'operationManagement',
  'vehicleCard',
  'dashboard',
  'situationAwareness-vis',
];

describe('page registry shape', () => {
  it('has unique names and unique paths', () => {
    expect(new Set(pageRegistry.map((page) => page.name)).size).toBe(pageRegistry.length);
    expect(new Set(pageRegistry.map((page) => page.path)).size).toBe(pageRegistry.length);
  });

  it('holds every route name the spec gives', () => {
    expect(specNames.filter((name) => !byName.has(name))).toEqual([]);
  });

  it('lists every parent before its children', () => {
    pageRegistry.forEach((page, position) => {
      if (page.parent === undefined) return;
      const parentPosition = pageRegistry.findIndex((candidate) => candidate.name === page.parent);
      expect(parentPosition, page.name).toBeGreaterThanOrEqual(0);
      expect(parentPosition, page.name).toBeLessThan(position);
    });
  });

  it('nests each path one literal segment under its parent (hidden pages may add :params)', () => {
    for (const page of pageRegistry) {
      const parent = parentOf(page);
      if (!parent) continue;
      const rest = page.path.slice(parent.path.length + 1).split('/');
      expect(page.path.startsWith(`${parent.path}/`), page.name).toBe(true);
      expect(rest[0]?.startsWith(':'), page.name).toBe(false);
      const extra = rest.slice(1);
      expect(
        extra.every((segment) => segment.startsWith(':')) && (extra.length === 0 || page.hidden),
        page.name,
      ).toBe(true);
    }
  });

  it('redirects only to existing routes, groups to their first shown child, without loops', () => {
    for (const page of pageRegistry) {
      if (page.redirect === undefined) continue;
      expect(byName.has(page.redirect), page.name).toBe(true);
      const firstShown = pageRegistry.find((child) => child.parent === page.name && child.hidden !== true);
      if (firstShown) expect(page.redirect, page.name).toBe(firstShown.name);
      const seen = new Set<string>();
      let current: PageDefinition | undefined = page;
      while (current?.redirect !== undefined && !seen.has(current.name)) {
        seen.add(current.name);
        current = byName.get(current.redirect);
      }
      expect(current?.redirect, page.name).toBeUndefined();
    }
  });

  it('builds each shown page code from its parent code and path segment, or uses a root code', () => {
    for (const page of pageRegistry) {
      if (page.pageCode === undefined || isHiddenChild(page)) continue;
      const parentCode = parentOf(page)?.pageCode;
      const expected = parentCode === undefined ? page.pageCode : `${parentCode}-${lastSegment(page.path)}`;
      expect(page.pageCode, page.name).toBe(expected);
      if (parentCode === undefined) expect(rootPageCodes, page.name).toContain(page.pageCode);
    }
  });

  it('gives hidden detail and create pages the code of their list, and no actions of their own', () => {
    const hiddenChildren = pageRegistry.filter(isHiddenChild);
    expect(hiddenChildren.length).toBeGreaterThan(50);
    for (const page of hiddenChildren) {
      expect(page.pageCode, page.name).toBe(parentOf(page)?.pageCode);
      expect(page.pageCode, page.name).toBeDefined();
      expect(page.actions, page.name).toBeUndefined();
    }
  });

  it('has one owning page per page code', () => {
    const owners = pageRegistry.filter((page) => page.pageCode !== undefined && !isHiddenChild(page));
    expect(new Set(owners.map((page) => page.pageCode)).size).toBe(owners.length);
  });

  it('carries the codes and route names the access rules refer to', () => {
    const codes = new Set(pageRegistry.map((page) => page.pageCode));
    expect(byName.get('mission')?.pageCode).toBe(taskCentrePageCode);
    expect(byName.get('ruleManagement')?.pageCode).toBe('vehicleCardManagement-cardLink-ruleManagement');
    for (const code of customPlatformFirstPageCodes) expect(codes).toContain(code);
    for (const deployType of [1, 2, 3, 4])
      expect(byName.has(homeRouteNameForDeployType(deployType))).toBe(true);
    expect(codes).not.toContain('chatbot');
  });

  it('gives no page code to public pages and /processing', () => {
    for (const page of pageRegistry.filter((entry) => entry.public === true || entry.name === 'processing')) {
      expect(page.pageCode, page.name).toBeUndefined();
    }
  });

  it('uses the user and blank layouts exactly where the spec draws them', () => {
    const namesWith = (layout: PageDefinition['layout']) =>
      pageRegistry.filter((page) => page.layout === layout).map((page) => page.name);
    expect(namesWith('user').sort()).toEqual(['forgetPass', 'login', 'resetPass', 'user']);
    expect(namesWith('blank').sort()).toEqual(['processing', 'serviceHall', 'situationAwareness-vis']);
  });

  it('shows no tab bar on the home page and the overview', () => {
    expect(byName.get('dashboard')?.showTab).toBe(false);
    expect(byName.get('situationAwareness-vis')?.showTab).toBe(false);
    expect(byName.get('simCardList')?.showTab).toBeUndefined();
  });

  it('states actions only on coded pages, without repeats', () => {
    for (const page of pageRegistry) {
      if (page.actions === undefined) continue;
      expect(page.pageCode, page.name).toBeDefined();
      expect(new Set(page.actions).size, page.name).toBe(page.actions.length);
    }
  });

  it('puts icons only on shown first- and second-level entries', () => {
    for (const page of pageRegistry) {
      if (page.icon === undefined) continue;
      const depth = page.parent === undefined ? 1 : parentOf(page)?.parent === undefined ? 2 : 3;
      expect(depth, page.name).toBeLessThanOrEqual(2);
      expect(page.hidden, page.name).not.toBe(true);
      expect(pageIcons).toContain(page.icon);
    }
  });

  it('builds no page under an unbuilt parent', () => {
    for (const page of pageRegistry.filter((entry) => entry.built)) {
      expect(parentOf(page)?.built ?? true, page.name).toBe(true);
    }
  });

  it('keys every title by the route name', () => {
    for (const page of pageRegistry) expect(page.titleKey).toBe(page.name);
  });
});
