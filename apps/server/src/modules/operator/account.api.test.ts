import { beforeAll, describe, expect, it } from 'vitest';
import type { LoginInfo, OperatorVo, PermissionsRow, SwitchableAccount } from '@simdesk/contract';
import { eq } from 'drizzle-orm';
import { companies } from '../../platform/database/schema';
import { useTestApp } from '../../test/test-app';
import { latestCodeFor } from '../../test/sms-outbox';
import { operatorModule } from '.';

const testApp = useTestApp({ modules: [operatorModule] });
beforeAll(async () => {
  testApp.services.config.sms.resendSeconds = 0;
});

describe('current operator and permissions', () => {
  it('describes the caller with the mobile masked', async () => {
    const { token } = await testApp.login('demo.dealer');
    const answer = await testApp.call<OperatorVo>('operator/current', {}, { token });
    expect(answer.rows[0]).toMatchObject({
      account: 'demo.dealer',
      mobile: '138****0002',
      orgName: 'Beijing dealer',
    });
    expect(JSON.stringify(answer)).not.toContain('13800000002');
  });

  it('lists the page codes of the role with their actions', async () => {
    const { token } = await testApp.login('demo.restricted');
    const answer = await testApp.call<PermissionsRow>('operator/get-permissions', {}, { token });
    const codes = answer.rows[0]?.permissionVoList.map((permission) => permission.pageCode);
    expect(codes).toContain('vehicleCardManagement-dashboard');
    expect(codes).not.toContain('sysManagement-mission');
  });

  it("puts the custom platform's first code first", async () => {
    const login = await testApp.login('demo.api');
    expect(login.pageCodeList[0]).toBe('apiConfig');
    expect(login.operatorVo.deployType).toBe(3);
  });
});

describe('latest sign-in', () => {
  it('shows the sign-in before the current one', async () => {
    await testApp.login('demo.switch.carrier');
    const firstAt = testApp.clock.now().getTime();
    testApp.clock.advanceMinutes(10);
    const second = await testApp.login('demo.switch.carrier');
    const shown = Date.parse(second.operatorVo.lastLoginTime ?? '');
    expect(Math.abs(shown - firstAt)).toBeLessThan(60_000);
    const current = await testApp.call<OperatorVo>('operator/current', {}, { token: second.token });
    expect(current.rows[0]?.lastLoginTime).toBe(second.operatorVo.lastLoginTime);
  });
});

describe('real-name platform', () => {
  it('answers the real-name platform address with a one-time ticket, and says when none is set', async () => {
    const login = await testApp.login('demo.company');
    const none = await testApp.call('operator/login-rn-ec', {}, { token: login.token });
    expect(none.status).toBe('404');
    await testApp.database.db
      .update(companies)
      .set({ rnPlatformUsage: 1, rnPlatformUrl: 'https://realname.example.com/enter' })
      .where(eq(companies.id, login.operatorVo.companyId));
    const answer = await testApp.call<{ url: string }>('operator/login-rn-ec', {}, { token: login.token });
    const url = new URL(answer.rows[0]?.url ?? '');
    expect(url.origin + url.pathname).toBe('https://realname.example.com/enter');
    expect(url.searchParams.get('ticket')?.length).toBeGreaterThanOrEqual(43);
    expect(url.toString()).not.toContain(login.token);
    const again = await testApp.login('demo.company');
    expect(again.operatorVo.rnPlatformUsage).toBe(1);
  });
});

describe('account switching', () => {
  it('lists the accounts of the same mobile and switches with a new token', async () => {
    const { token } = await testApp.login('demo.switch.carrier');
    const list = await testApp.call<SwitchableAccount>('operator/get-current-account-list', {}, { token });
    expect(list.rows.map((row) => row.account)).toEqual(['demo.switch.carrier', 'demo.switch.maker']);
    expect(list.rows.find((row) => row.current)?.account).toBe('demo.switch.carrier');

    const switched = await testApp.call<LoginInfo>(
      'operator/switch',
      { account: 'demo.switch.maker' },
      { token },
    );
    expect(switched.status).toBe('0');
    expect(switched.rows[0]?.operatorVo.account).toBe('demo.switch.maker');
    expect((await testApp.call('operator/current', {}, { token })).status).toBe('10022');
  });

  it('refuses a switch to an account of another person', async () => {
    const { token } = await testApp.login('demo.switch.carrier');
    const answer = await testApp.call('operator/switch', { account: 'admin' }, { token });
    expect(answer.status).toBe('403');
  });

  it('refuses switching without a mobile and for role 3212', async () => {
    const api = await testApp.login('demo.api');
    expect((await testApp.call('operator/switch', { account: 'admin' }, { token: api.token })).status).toBe(
      '403',
    );
    const restricted = await testApp.login('demo.restricted');
    const answer = await testApp.call(
      'operator/switch',
      { account: 'demo.company' },
      { token: restricted.token },
    );
    expect(answer.status).toBe('403');
  });
});

describe('profile changes', () => {
  it('changes the mobile with a code sent to the new number', async () => {
    const { token } = await testApp.login('demo.company');
    const anonymous = await testApp.call('utility/send-sms', {
      mobile: '13611112222',
      purpose: 'modify-phonenum',
    });
    expect(anonymous.status).toBe('401');
    await testApp.call('utility/send-sms', { mobile: '13611112222', purpose: 'modify-phonenum' }, { token });
    const code = await latestCodeFor(testApp, '13611112222');
    const answer = await testApp.call(
      'operator/modify-phonenum',
      { mobile: '13611112222', verificationCode: code },
      { token },
    );
    expect(answer.status).toBe('0');
    const current = await testApp.call<OperatorVo>('operator/current', {}, { token });
    expect(current.rows[0]?.mobile).toBe('136****2222');
  });

  it('records the acceptance of the user agreement', async () => {
    const login = await testApp.login('demo.dealer');
    expect(login.operatorVo.userAgreementAccepted).toBe(false);
    await testApp.call('operator/agree-user-agreement', {}, { token: login.token });
    const current = await testApp.call<OperatorVo>('operator/current', {}, { token: login.token });
    expect(current.rows[0]?.userAgreementAccepted).toBe(true);
  });
});
