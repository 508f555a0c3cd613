import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp, testPassword } from '../../test/test-app';
import { latestCodeFor } from '../../test/sms-outbox';
import { operatorModule } from '.';

const testApp = useTestApp({ modules: [operatorModule] });
beforeAll(async () => {
  testApp.services.config.sms.resendSeconds = 0;
});

const account = 'demo.dealer';
const mobile = '13800000002';

async function resetTicket(): Promise<string> {
  expect((await testApp.call('operator/forget-password', { account, mobile })).status).toBe('0');
  const verificationCode = await latestCodeFor(testApp, mobile);
  const verified = await testApp.call<{ resetTicket: string }>('operator/mobile-verify', {
    account,
    mobile,
    verificationCode,
  });
  expect(verified.status).toBe('0');
  return verified.rows[0]?.resetTicket ?? '';
}

describe('forgotten password', () => {
  it('resets through code, ticket and new password, ending old sessions', async () => {
    const before = await testApp.login(account);
    const ticket = await resetTicket();
    const reset = await testApp.call('operator/reset-password', {
      resetTicket: ticket,
      password: testApp.encrypt('Brand-new-pass'),
    });
    expect(reset.status).toBe('0');
    expect((await testApp.call('operator/current', {}, { token: before.token })).status).toBe('10022');
    const oldPassword = await testApp.passwordLogin(account, testPassword);
    expect(oldPassword.status).toBe('10031');
    await testApp.login(account, 'Brand-new-pass');
  });

  it('spends a ticket once', async () => {
    const ticket = await resetTicket();
    const first = await testApp.call('operator/reset-password', {
      resetTicket: ticket,
      password: testApp.encrypt('Second-new-pass'),
    });
    const second = await testApp.call('operator/reset-password', {
      resetTicket: ticket,
      password: testApp.encrypt('Third-new-pass'),
    });
    expect(first.status).toBe('0');
    expect(second.status).toBe('400');
  });

  it('sends nothing when account and mobile do not match, and answers the same', async () => {
    const answer = await testApp.call('operator/forget-password', {
      account: 'demo.company',
      mobile: '13700000009',
    });
    expect(answer.status).toBe('0');
    await expect(latestCodeFor(testApp, '13700000009')).rejects.toThrow(/no code/);
  });

  it("refuses a code sent for another account's mobile", async () => {
    await testApp.call('operator/forget-password', { account: 'demo.company', mobile: '13800000001' });
    const code = await latestCodeFor(testApp, '13800000001');
    const answer = await testApp.call('operator/mobile-verify', {
      account: 'demo.dealer',
      mobile: '13800000001',
      verificationCode: code,
    });
    expect(answer.status).toBe('10034');
  });
});
