import { beforeEach, describe, expect, it } from 'vitest';
import type { LoginInfo } from '@simdesk/contract';
import { operatorKindOf, sessionStorageKeys, sessionStore } from './session-store';

const login: LoginInfo = {
  token: 'token-abc',
  pageCodeList: ['sysManagement-dealer-info', 'vehicleCardManagement-dashboard'],
  permissionVoList: [
    { pageCode: 'sysManagement-dealer-info', actions: ['query', 'export', 'launch'] },
    { pageCode: 'vehicleCardManagement-dashboard', actions: [] },
  ],
  operatorVo: {
    operatorId: 4,
    account: 'demo.restricted',
    username: 'Wang Fang',
    avatar: null,
    mobile: null,
    hasMobile: false,
    mail: null,
    companyId: 2,
    companyName: 'Aurora Motors',
    deployType: 1,
    orgId: 5,
    orgIds: [5, 6],
    orgName: 'North region',
    roleId: '3212',
    roleName: 'Restricted viewer',
    rnPlatformUsage: 0,
    userAgreementAccepted: true,
    lastLoginTime: null,
  },
};

beforeEach(() => sessionStore.clear());

describe('session store', () => {
  it('keeps token, page codes and user in sessionStorage and grants every code prefix', () => {
    sessionStore.signIn(login);
    expect(window.sessionStorage.getItem(sessionStorageKeys.token)).toBe('token-abc');
    const session = sessionStore.getSnapshot();
    expect(session.permissionsLoaded).toBe(true);
    expect(session.user?.orgIds).toEqual([5, 6]);
    expect([...session.grantedPageCodes].sort()).toEqual([
      'sysManagement',
      'sysManagement-dealer',
      'sysManagement-dealer-info',
      'vehicleCardManagement',
      'vehicleCardManagement-dashboard',
    ]);
  });

  it('keeps the button actions per page, dropping actions the console does not know', () => {
    sessionStore.signIn(login);
    expect(sessionStore.getSnapshot().actionGrants).toEqual({
      'sysManagement-dealer-info': ['query', 'export'],
      'vehicleCardManagement-dashboard': [],
    });
    sessionStore.reload();
    expect(sessionStore.getSnapshot().actionGrants['sysManagement-dealer-info']).toEqual(['query', 'export']);
  });

  it('is empty after logout', () => {
    sessionStore.signIn(login);
    sessionStore.clear();
    expect(Object.values(sessionStorageKeys).map((key) => window.sessionStorage.getItem(key))).toEqual([
      null,
      null,
      null,
      null,
    ]);
    expect(sessionStore.getSnapshot()).toMatchObject({
      token: undefined,
      user: undefined,
      permissionsLoaded: false,
    });
  });

  it('treats damaged stored values as absent', () => {
    window.sessionStorage.setItem(sessionStorageKeys.token, 'token-abc');
    window.sessionStorage.setItem(sessionStorageKeys.pageCodeList, '{"not":"a list"}');
    window.sessionStorage.setItem(sessionStorageKeys.user, '{broken');
    sessionStore.reload();
    const session = sessionStore.getSnapshot();
    expect(session.token).toBe('token-abc');
    expect(session.pageCodeList).toEqual([]);
    expect(session.user).toBeUndefined();
    expect([...session.grantedPageCodes]).toEqual(['vehicleCardManagement']);
  });

  it('describes the operator for the contract access rules', () => {
    sessionStore.signIn(login);
    expect(operatorKindOf(sessionStore.getSnapshot())).toEqual({
      roleId: '3212',
      deployType: 1,
      pageCodeList: login.pageCodeList,
      mobile: null,
    });
  });
});
