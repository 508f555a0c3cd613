import { describe, expect, it } from 'vitest';
import { expandPageCodes, findPageByName, hasPage } from '@simdesk/contract';
import { decideNavigation } from '../app/decide-navigation';
import { routeGrants } from './route-grants';

const own = expandPageCodes(['sysManagement-logManage']);
const rolePage = findPageByName('roleManage');

function decisionFor(routePermission: boolean) {
  return decideNavigation({
    pathname: rolePage?.path ?? '',
    search: '',
    hasToken: true,
    permissionsLoaded: true,
    granted: routeGrants(own, routePermission),
    rnPlatformUsage: undefined,
  }).kind;
}

describe('route permission', () => {
  it('on, a page outside the operator’s codes is refused by the guard', () => {
    expect(decisionFor(true)).toBe('forbidden');
  });

  it('off, every declared page is routed (the server still refuses its calls)', () => {
    expect(decisionFor(false)).toBe('render');
    expect(hasPage(routeGrants(own, false), rolePage?.pageCode)).toBe(true);
  });
});
