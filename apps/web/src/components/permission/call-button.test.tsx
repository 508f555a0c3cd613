import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  operatorDeleteCall,
  operatorEditCall,
  operatorGetCall,
  operatorListCall,
  roleListCall,
  type LoginInfo,
} from '@simdesk/contract';
import { customResetAppSecretCall } from '@simdesk/contract/modules/custom-user';
import { sessionStore } from '../../session/session-store';
import { testOperator } from '../../test/operator-fixture';
import { CallButton } from './call-button';

function signInWith(permissionVoList: LoginInfo['permissionVoList'], deployType = 1) {
  sessionStore.signIn({
    token: 'token',
    pageCodeList: permissionVoList.map((permission) => permission.pageCode),
    permissionVoList,
    operatorVo: testOperator({ account: 'demo.company', roleId: '2', deployType }),
  });
}

describe('CallButton', () => {
  it('offers a call kept to custom-platform accounts to those alone, even beside the page', () => {
    signInWith([{ pageCode: 'apiConfig', actions: ['query', 'edit'] }], 3);
    const { unmount } = render(<CallButton call={customResetAppSecretCall}>Reset secret</CallButton>);
    expect(screen.getByRole('button', { name: 'Reset secret' })).toBeTruthy();
    unmount();
    signInWith([{ pageCode: 'apiConfig', actions: ['query', 'edit'] }], 1);
    render(<CallButton call={customResetAppSecretCall}>Reset secret</CallButton>);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('renders when the call’s action is granted on the call’s page', () => {
    signInWith([{ pageCode: 'sysManagement-userManage', actions: ['query', 'delete'] }]);
    render(<CallButton call={operatorDeleteCall}>Delete</CallButton>);
    expect(screen.getByRole('button', { name: 'Delete' })).toBeTruthy();
  });

  it('hides without the call’s action, or without its page, whatever else is granted', () => {
    signInWith([{ pageCode: 'sysManagement-userManage', actions: ['query', 'add', 'edit'] }]);
    render(
      <>
        <CallButton call={operatorDeleteCall}>Delete</CallButton>
        <CallButton call={roleListCall}>Roles</CallButton>
      </>,
    );
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('needs every call it is given, and any further action asked for', () => {
    signInWith([{ pageCode: 'sysManagement-userManage', actions: ['query', 'edit'] }]);
    render(
      <>
        <CallButton call={[operatorEditCall, operatorGetCall]}>Edit</CallButton>
        <CallButton call={operatorListCall} alsoAction="export">
          Export
        </CallButton>
        <CallButton call={operatorListCall}>List</CallButton>
      </>,
    );
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['List']);
  });
});
