import { describe, expect, it } from 'vitest';
import { expandPageCodes, pageRegistry, type PageDefinition } from '@simdesk/contract';
import { safeRedirectTarget } from '../routing/login-path';
import { decideNavigation, type NavigationRequest } from './decide-navigation';

const dashboardOperator = expandPageCodes(['vehicleCardManagement-dashboard']);

function request(pathname: string, change: Partial<NavigationRequest> = {}): NavigationRequest {
  const [path = '', query] = pathname.split('?');
  return {
    pathname: path,
    search: query === undefined ? '' : `?${query}`,
    hasToken: true,
    permissionsLoaded: true,
    granted: dashboardOperator,
    rnPlatformUsage: 0,
    ...change,
  };
}

const signedOut = { hasToken: false, permissionsLoaded: false, granted: new Set<string>() };

describe('without a token', () => {
  it('sends a protected route to the login page, remembering where the operator wanted to go', () => {
    expect(decideNavigation(request('/vehicleCard/dashboard?tab=2', signedOut))).toEqual({
      kind: 'redirect',
      to: '/user/login?redirect=%2FvehicleCard%2Fdashboard%3Ftab%3D2',
    });
    expect(decideNavigation(request('/', signedOut))).toEqual({ kind: 'redirect', to: '/user/login' });
  });

  it('opens the no-login routes that are built', () => {
    for (const path of ['/user/login', '/user/forgetPass', '/user/resetPass', '/profile', '/serviceHall']) {
      expect(decideNavigation(request(path, signedOut)).kind, path).toBe('render');
    }
    // The owner's service hall opens with its link's secret and no session.
    expect(decideNavigation(request('/serviceHall?token=abc', signedOut))).toMatchObject({
      kind: 'render',
      page: { name: 'serviceHall' },
    });
  });

  it('sends unknown paths to the login page too', () => {
    expect(decideNavigation(request('/no/such/page', signedOut))).toEqual({
      kind: 'redirect',
      to: '/user/login?redirect=%2Fno%2Fsuch%2Fpage',
    });
  });

  it('forwards the /user base to the login page', () => {
    expect(decideNavigation(request('/user', signedOut))).toEqual({ kind: 'redirect', to: '/user/login' });
  });
});

describe('with a token', () => {
  it('sends the login page on to / (or to the remembered target inside the console)', () => {
    expect(decideNavigation(request('/user/login'))).toEqual({ kind: 'redirect', to: '/' });
    expect(decideNavigation(request('/user/login?redirect=%2Fprofile'))).toEqual({
      kind: 'redirect',
      to: '/profile',
    });
    expect(decideNavigation(request('/user/login?redirect=%2F%2Fevil.example'))).toEqual({
      kind: 'redirect',
      to: '/',
    });
  });

  it('loads permissions first when this page has none, but not for the password pages', () => {
    const fresh = { permissionsLoaded: false, granted: new Set<string>() };
    expect(decideNavigation(request('/vehicleCard/dashboard', fresh))).toEqual({ kind: 'loadPermissions' });
    expect(decideNavigation(request('/profile', fresh))).toEqual({ kind: 'loadPermissions' });
    expect(decideNavigation(request('/no/such/page', fresh))).toEqual({ kind: 'loadPermissions' });
    expect(decideNavigation(request('/user/resetPass', fresh)).kind).toBe('render');
  });

  it('opens the real-name platform instead of a real-name page when rnPlatformUsage is 1', () => {
    const path = '/vehicleCard/realname/realnameManagement/realnameList';
    expect(decideNavigation(request(path, { rnPlatformUsage: 1 }))).toEqual({ kind: 'openRealNamePlatform' });
    expect(decideNavigation(request('/vehicleCard/realname', { rnPlatformUsage: 1 }))).toEqual({
      kind: 'openRealNamePlatform',
    });
    // Without the external platform the console's own page answers: shown with its page code, refused without.
    expect(decideNavigation(request(path, { rnPlatformUsage: 0 }))).toMatchObject({
      kind: 'forbidden',
      page: { name: 'realnameList' },
    });
    const registrar = expandPageCodes(['vehicleCardManagement-realname-realnameManagement-realnameList']);
    expect(decideNavigation(request(path, { rnPlatformUsage: 0, granted: registrar }))).toMatchObject({
      kind: 'render',
      page: { name: 'realnameList' },
    });
    expect(decideNavigation(request('/vehicleCard/realnameX', { rnPlatformUsage: 1 })).kind).toBe('notFound');
  });

  it('sends parent paths to their first visible, granted child', () => {
    expect(decideNavigation(request('/'))).toEqual({ kind: 'redirect', to: '/vehicleCard/dashboard' });
    expect(decideNavigation(request('/vehicleCard'))).toEqual({
      kind: 'redirect',
      to: '/vehicleCard/dashboard',
    });
  });

  it('shows a page only with its page code, or when it has none', () => {
    const apiOnly = expandPageCodes(['apiConfig']);
    expect(decideNavigation(request('/vehicleCard/dashboard'))).toMatchObject({
      kind: 'render',
      page: { name: 'dashboard' },
    });
    expect(decideNavigation(request('/vehicleCard/dashboard', { granted: apiOnly }))).toMatchObject({
      kind: 'forbidden',
      page: { name: 'dashboard' },
    });
    expect(decideNavigation(request('/profile', { granted: apiOnly }))).toMatchObject({
      kind: 'render',
      page: { name: 'sysProfile' },
    });
    // Nothing built to land on: the root is forbidden rather than a redirect loop.
    expect(decideNavigation(request('/', { granted: apiOnly })).kind).toBe('forbidden');
  });

  it('shows the failure page for unknown paths and for routes that are not built', () => {
    expect(decideNavigation(request('/no/such/page'))).toEqual({ kind: 'notFound' });
    const unbuilt = pageRegistry.find((page) => !page.built && page.pageCode && !page.path.includes(':'));
    if (!unbuilt?.pageCode) throw new Error('every page is built: this case needs another example');
    expect(decideNavigation(request(unbuilt.path, { granted: expandPageCodes([unbuilt.pageCode]) }))).toEqual(
      { kind: 'notFound' },
    );
  });
});

describe('parent redirects in a registry with more built pages', () => {
  const page = (fields: Partial<PageDefinition> & Pick<PageDefinition, 'name' | 'path'>): PageDefinition => ({
    titleKey: fields.name,
    layout: 'main',
    built: true,
    ...fields,
  });
  const pages: PageDefinition[] = [
    page({ name: 'root', path: '/', redirect: 'ops', hidden: true }),
    page({ name: 'ops', path: '/ops', pageCode: 'ops', redirect: 'first' }),
    page({ name: 'first', path: '/ops/first', parent: 'ops', pageCode: 'ops-first' }),
    page({ name: 'secret', path: '/ops/secret', parent: 'ops', pageCode: 'ops-secret', hidden: true }),
    page({ name: 'open', path: '/ops/open', parent: 'ops', public: true }),
    page({ name: 'second', path: '/ops/second', parent: 'ops', pageCode: 'ops-second' }),
    page({ name: 'draft', path: '/ops/draft', parent: 'ops', pageCode: 'ops-draft', built: false }),
    page({ name: 'reports', path: '/reports', pageCode: 'reports', redirect: 'daily' }),
    page({ name: 'daily', path: '/reports/daily', parent: 'reports', pageCode: 'reports-daily' }),
  ];

  it('skips children that are not granted, hidden or no-login', () => {
    const granted = expandPageCodes(['ops-secret', 'ops-second']);
    expect(decideNavigation(request('/ops', { granted }), pages)).toEqual({
      kind: 'redirect',
      to: '/ops/second',
    });
  });

  it('sends the root to the first menu entry when its own target leads nowhere for the operator', () => {
    const granted = expandPageCodes(['reports-daily']);
    expect(decideNavigation(request('/', { granted }), pages)).toEqual({
      kind: 'redirect',
      to: '/reports/daily',
    });
    expect(decideNavigation(request('/ops', { granted }), pages).kind).toBe('forbidden');
  });
});

describe('safeRedirectTarget', () => {
  it('keeps paths inside the console only', () => {
    expect(safeRedirectTarget('/vehicleCard/dashboard?x=1')).toBe('/vehicleCard/dashboard?x=1');
    expect(safeRedirectTarget('//evil.example/x')).toBe('/');
    expect(safeRedirectTarget('/\\evil.example')).toBe('/');
    expect(safeRedirectTarget('https://evil.example')).toBe('/');
    expect(safeRedirectTarget(null)).toBe('/');
  });
});
