import { describe, expect, it } from 'vitest';
import {
  alwaysGrantedPageCode,
  canJumpHome,
  canSeeProfileLink,
  canSwitchAccount,
  canUseQuickSearch,
  canUseTaskCentre,
  expandPageCodes,
  hasAction,
  hasPage,
  homeRouteNameForDeployType,
  isCustomPlatformOperator,
  isOfCallerKind,
  type OperatorKind,
} from './access';

const ordinary: OperatorKind = {
  roleId: '1',
  deployType: 1,
  pageCodeList: ['sysManagement-mission'],
  mobile: '13800138000',
};

describe('expandPageCodes', () => {
  it('grants every hyphenated prefix of a code', () => {
    const granted = expandPageCodes(['vehicleCardManagement-cardLink-simCardManagement-simCardList']);
    expect(granted.has('vehicleCardManagement-cardLink-simCardManagement-simCardList')).toBe(true);
    expect(granted.has('vehicleCardManagement-cardLink-simCardManagement')).toBe(true);
    expect(granted.has('vehicleCardManagement-cardLink')).toBe(true);
  });

  it('does not grant siblings or children of a code', () => {
    const granted = expandPageCodes(['sysManagement-mission']);
    expect(granted.has('sysManagement-userManage')).toBe(false);
    expect(granted.has('sysManagement-mission-detail')).toBe(false);
  });

  it('always adds vehicleCardManagement, even to an empty list', () => {
    expect(expandPageCodes([]).has(alwaysGrantedPageCode)).toBe(true);
  });
});

describe('hasPage', () => {
  it('lets a page without a code through and checks a page with one', () => {
    const granted = expandPageCodes(['sysManagement-mission']);
    expect(hasPage(granted, undefined)).toBe(true);
    expect(hasPage(granted, 'sysManagement')).toBe(true);
    expect(hasPage(granted, 'sysManagement-roleManage')).toBe(false);
  });
});

describe('hasAction', () => {
  const granted = expandPageCodes(['sysManagement-userManage']);
  it('allows an action listed for the page', () => {
    expect(
      hasAction(granted, { 'sysManagement-userManage': ['query', 'add'] }, 'sysManagement-userManage', 'add'),
    ).toBe(true);
  });
  it('refuses an action not listed for the page', () => {
    expect(
      hasAction(granted, { 'sysManagement-userManage': ['query'] }, 'sysManagement-userManage', 'delete'),
    ).toBe(false);
  });
  it('refuses any action on a page not held, whatever the action list says', () => {
    expect(
      hasAction(granted, { 'sysManagement-roleManage': ['query'] }, 'sysManagement-roleManage', 'query'),
    ).toBe(false);
  });
});

describe('operator kinds', () => {
  const restricted: OperatorKind = { ...ordinary, roleId: '3212' };
  const customPlatform: OperatorKind = {
    ...ordinary,
    deployType: 3,
    pageCodeList: ['apiConfig', 'sysManagement'],
  };

  // Role 3212 has no quick search, task centre, account switching or home jump; a custom-platform operator
  // has no profile link, quick search or task centre.
  it.each([
    [
      'an ordinary operator',
      ordinary,
      { quickSearch: true, taskCentre: true, switching: true, homeJump: true, profileLink: true },
    ],
    [
      'role 3212',
      restricted,
      { quickSearch: false, taskCentre: false, switching: false, homeJump: false, profileLink: true },
    ],
    [
      'a custom-platform operator',
      customPlatform,
      { quickSearch: false, taskCentre: false, switching: true, homeJump: true, profileLink: false },
    ],
  ])('what %s is offered', (_kind, operator, offered) => {
    expect({
      quickSearch: canUseQuickSearch(operator),
      taskCentre: canUseTaskCentre(operator),
      switching: canSwitchAccount(operator),
      homeJump: canJumpHome(operator),
      profileLink: canSeeProfileLink(operator),
    }).toEqual(offered);
  });

  it('a custom-platform operator needs deployType other than 1 and a first code from the list', () => {
    expect(isCustomPlatformOperator(customPlatform)).toBe(true);
    expect(isCustomPlatformOperator({ ...customPlatform, deployType: 1 })).toBe(false);
    expect(
      isCustomPlatformOperator({ ...customPlatform, pageCodeList: ['sysManagement', 'apiConfig'] }),
    ).toBe(false);
    expect(
      isCustomPlatformOperator({ ...customPlatform, pageCodeList: ['customPlatform-configManagement'] }),
    ).toBe(true);
    expect(isCustomPlatformOperator({ ...customPlatform, pageCodeList: ['operationManagement'] })).toBe(true);
    expect(isCustomPlatformOperator({ ...customPlatform, pageCodeList: [] })).toBe(false);
  });

  it('account switching is offered only with a mobile number', () => {
    expect(canSwitchAccount(ordinary)).toBe(true);
    expect(canSwitchAccount({ ...ordinary, mobile: null })).toBe(false);
    expect(canSwitchAccount({ ...ordinary, mobile: '' })).toBe(false);
  });

  it('the logo jumps home by deploy type', () => {
    expect(homeRouteNameForDeployType(2)).toBe('customPlatform');
    expect(homeRouteNameForDeployType(3)).toBe('apiConfig');
    expect(homeRouteNameForDeployType(4)).toBe('operationManagement');
    expect(homeRouteNameForDeployType(1)).toBe('vehicleCard');
    expect(homeRouteNameForDeployType(7)).toBe('vehicleCard');
  });
});

describe('isOfCallerKind', () => {
  const apiAccount = { deployType: 3, pageCodeList: ['apiConfig', 'customPlatform-bill'] };

  it('lets everyone through a call kept to no kind', () => {
    expect(isOfCallerKind(ordinary, undefined)).toBe(true);
  });

  it('keeps a custom-platform call to custom-platform accounts', () => {
    expect(isOfCallerKind(apiAccount, 'customPlatform')).toBe(true);
    expect(isOfCallerKind(ordinary, 'customPlatform')).toBe(false);
    // Holding the page is not enough on a standard deployment (the carrier's super role holds every page).
    expect(isOfCallerKind({ deployType: 1, pageCodeList: ['apiConfig'] }, 'customPlatform')).toBe(false);
  });
});
