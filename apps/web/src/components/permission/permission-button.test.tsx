import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { LoginInfo } from '@simdesk/contract';
import { sessionStore } from '../../session/session-store';
import { testOperator } from '../../test/operator-fixture';
import { PermissionButton } from './permission-button';

function signInWith(permissionVoList: LoginInfo['permissionVoList']) {
  sessionStore.signIn({
    token: 'token',
    pageCodeList: permissionVoList.map((permission) => permission.pageCode),
    permissionVoList,
    operatorVo: testOperator({ account: 'demo.company', roleId: '2' }),
  });
}

afterEach(() => sessionStore.clear());

describe('PermissionButton', () => {
  it('renders when the action is granted on the page', () => {
    signInWith([{ pageCode: 'sysManagement-userManage', actions: ['query', 'add'] }]);
    render(
      <PermissionButton pageCode="sysManagement-userManage" action="add">
        Add operator
      </PermissionButton>,
    );
    expect(screen.getByRole('button', { name: 'Add operator' })).toBeTruthy();
  });

  it('is removed when the action is not granted, or the page is not held', () => {
    signInWith([{ pageCode: 'sysManagement-userManage', actions: ['query'] }]);
    render(
      <>
        <PermissionButton pageCode="sysManagement-userManage" action="delete">
          Delete
        </PermissionButton>
        <PermissionButton pageCode="sysManagement-roleManage" action="query">
          Roles
        </PermissionButton>
      </>,
    );
    expect(screen.queryByRole('button')).toBeNull();
  });
});
