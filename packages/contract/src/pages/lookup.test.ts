import { describe, expect, it } from 'vitest';
import {
  ancestorsOf,
  childPages,
  findPageByName,
  findPageByPath,
  matchPageByPath,
  noLoginRouteNames,
  pathOfPage,
} from './lookup';
import type { PageDefinition } from './types';

describe('findPageByPath', () => {
  it('matches an exact path, ignoring a trailing slash', () => {
    expect(findPageByPath('/sys/mission')?.name).toBe('mission');
    expect(findPageByPath('/sys/mission/')?.name).toBe('mission');
    expect(findPageByPath('/')?.name).toBe('root');
  });

  it('fills :param segments and decodes them', () => {
    const match = matchPageByPath('/vehicleCard/cardLink/dataPoolManage/dataPoolDetail/pool%2042');
    expect(match?.page.name).toBe('dataPoolDetail');
    expect(match?.params).toEqual({ groupId: 'pool 42' });
  });

  it('matches neither a prefix nor a longer path', () => {
    expect(findPageByPath('/sys/mission/extra')).toBeUndefined();
    expect(findPageByPath('/vehicleCard/cardLink/dataPoolManage/dataPoolDetail')).toBeUndefined();
    expect(findPageByPath('/sys/missio')).toBeUndefined();
  });

  it('ignores the query string and is case sensitive like the router', () => {
    expect(findPageByPath('/vehicleCard/cardLink/ruleManagement/ruleHistory?ruleType=1')?.name).toBe(
      'ruleHistory',
    );
    expect(findPageByPath('/vehicleCard/cardLink/cardResources/ledger/Equipment')?.name).toBe(
      'LedgerEquipment',
    );
    expect(findPageByPath('/vehicleCard/cardLink/cardResources/ledger/equipment')).toBeUndefined();
  });

  it('prefers a literal segment over a parameter', () => {
    const pages: PageDefinition[] = [
      { name: 'create', path: '/items/new', titleKey: 'create', layout: 'main', built: true },
      { name: 'detail', path: '/items/:id', titleKey: 'detail', layout: 'main', built: true },
    ];
    expect(findPageByPath('/items/new', pages)?.name).toBe('create');
    expect(matchPageByPath('/items/7', pages)?.params).toEqual({ id: '7' });
  });
});

describe('pathOfPage', () => {
  it('returns a plain path for a route without params', () => {
    expect(pathOfPage('simCardList')).toBe('/vehicleCard/cardLink/simCardManagement/simCardList');
  });

  it('fills params (encoded) and appends the query, leaving out empty values', () => {
    expect(pathOfPage('dataPoolDetail', { groupId: 'a/b' }, { tab: 'cards', page: 2, keep: undefined })).toBe(
      '/vehicleCard/cardLink/dataPoolManage/dataPoolDetail/a%2Fb?tab=cards&page=2',
    );
    expect(pathOfPage('ruleHistory', {}, { ruleType: 1 })).toBe(
      '/vehicleCard/cardLink/ruleManagement/ruleHistory?ruleType=1',
    );
  });

  it('round-trips through findPageByPath', () => {
    const path = pathOfPage('dataPoolDetail', { groupId: 'G-7' });
    expect(matchPageByPath(path)).toEqual({
      page: findPageByName('dataPoolDetail'),
      params: { groupId: 'G-7' },
    });
  });

  it('throws on an unknown route or a missing param', () => {
    expect(() => pathOfPage('noSuchPage')).toThrow(/noSuchPage/);
    expect(() => pathOfPage('dataPoolDetail')).toThrow(/groupId/);
  });
});

describe('tree lookups', () => {
  it('lists children in registry order, hidden ones included', () => {
    expect(childPages('simCardManagement').map((page) => page.name)).toEqual(['simCardList', 'cardState']);
    expect(childPages('simCardList').map((page) => page.name)).toEqual([
      'cardDetail',
      'simCardVehicleDetail',
    ]);
  });

  it('gives the breadcrumb ancestors root first, without the page itself', () => {
    expect(ancestorsOf('dataPoolDetail').map((page) => page.name)).toEqual([
      'vehicleCard',
      'cardLink',
      'vehicleCardDataPoolManage',
    ]);
    expect(ancestorsOf('vehicleCard')).toEqual([]);
    expect(ancestorsOf('noSuchPage')).toEqual([]);
  });

  it('derives the no-login list from the public pages: exactly the seven of the spec', () => {
    expect([...noLoginRouteNames].sort()).toEqual(
      ['forgetPass', 'login', 'middlePage', 'resetPass', 'serviceHall', 'sysProfile', 'systemMessage'].sort(),
    );
  });
});
