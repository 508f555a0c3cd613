import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CustomConfigRow } from '@simdesk/contract/modules/custom-user';
import { auditLog } from '../../platform/database/schema';
import { useTestApp, testPassword } from '../../test/test-app';
import { latestCodeFor } from '../../test/sms-outbox';
import { storedOperator } from '../../test/stored-operator';
import { customUserModule } from '.';

const testApp = useTestApp({ modules: [customUserModule] });
beforeAll(async () => {
  testApp.services.config.sms.resendSeconds = 0;
});

const newMobile = '13622223333';

async function modifyPhoneCode(token: string, mobile = newMobile): Promise<string> {
  const sent = await testApp.call('utility/send-sms', { mobile, purpose: 'modify-phonenum' }, { token });
  expect(sent.status).toBe('0');
  return latestCodeFor(testApp, mobile);
}

async function forgetPasswordCode(account: string, mobile: string): Promise<string> {
  expect((await testApp.call('operator/forget-password', { account, mobile })).status).toBe('0');
  return latestCodeFor(testApp, mobile);
}

describe("a custom-platform account's mobile", () => {
  it('changes with a code sent to the new number, and is refused to a console operator', async () => {
    const company = await testApp.login('demo.company');
    const companyCode = await modifyPhoneCode(company.token, '13655556666');
    const refused = await testApp.call(
      'custom/modify-phonenum',
      { mobile: '13655556666', verificationCode: companyCode },
      { token: company.token },
    );
    expect(refused.status).toBe('403');
    expect((await storedOperator(testApp, 'demo.company')).mobile).toBe('13800000001');

    const { token } = await testApp.login('demo.api');
    const code = await modifyPhoneCode(token);
    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await testApp.call(
      'custom/modify-phonenum',
      { mobile: newMobile, verificationCode: wrongCode },
      { token },
    );
    expect(wrong.status).toBe('10034');
    expect((await storedOperator(testApp, 'demo.api')).mobile).toBeNull();

    const changed = await testApp.call(
      'custom/modify-phonenum',
      { mobile: newMobile, verificationCode: code },
      { token },
    );
    expect(changed.status).toBe('0');
    const config = await testApp.call<CustomConfigRow>('custom/get-config-info', {}, { token });
    expect(config.rows[0]?.mobile).toBe('136****3333');
    const again = await testApp.call(
      'custom/modify-phonenum',
      { mobile: newMobile, verificationCode: code },
      { token },
    );
    expect(again.status).toBe('10034');
    const audits = await testApp.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.call, 'custom/modify-phonenum'));
    expect(audits.map((row) => `${row.account}:${row.status}`).sort()).toEqual([
      'demo.api:0',
      'demo.api:10034',
      'demo.api:10034',
      'demo.company:403',
    ]);
  });
});

describe("a custom-platform account's password", () => {
  it('changes with the current one, ending every session', async () => {
    const company = await testApp.login('demo.company');
    const refused = await testApp.call(
      'custom/change-password',
      { oldPassword: testApp.encrypt(testPassword), password: testApp.encrypt('Another-pass-1') },
      { token: company.token },
    );
    expect(refused.status).toBe('403');
    await testApp.login('demo.company');

    const { token } = await testApp.login('demo.api');
    const wrongCurrent = await testApp.call(
      'custom/change-password',
      { oldPassword: testApp.encrypt('not-my-password'), password: testApp.encrypt('Another-pass-1') },
      { token },
    );
    expect(wrongCurrent.status).toBe('10036');
    const tooShort = await testApp.call(
      'custom/change-password',
      { oldPassword: testApp.encrypt(testPassword), password: testApp.encrypt('12345') },
      { token },
    );
    expect(tooShort.status).toBe('400');
    const changed = await testApp.call(
      'custom/change-password',
      { oldPassword: testApp.encrypt(testPassword), password: testApp.encrypt('Another-pass-1') },
      { token },
    );
    expect(changed.status).toBe('0');
    expect((await testApp.call('custom/get-config-info', {}, { token })).status).toBe('10022');
    expect((await testApp.passwordLogin('demo.api', testPassword)).status).toBe('10031');
    await testApp.login('demo.api', 'Another-pass-1');
  });

  it('resets with a code sent to its mobile; a console account cannot use this reset', async () => {
    const mobile = (await storedOperator(testApp, 'demo.api')).mobile ?? '';
    expect(mobile).toBe(newMobile);
    const code = await forgetPasswordCode('demo.api', mobile);
    const reset = (password: string, verificationCode = code, account = 'demo.api') =>
      testApp.call('custom/reset-password', {
        account,
        mobile,
        verificationCode,
        password: testApp.encrypt(password),
      });
    // A password the rules refuse leaves the code unspent.
    expect((await reset('12345')).status).toBe('400');
    expect((await reset('Reset-pass-22')).status).toBe('0');
    await testApp.login('demo.api', 'Reset-pass-22');
    expect((await reset('Reset-pass-33')).status).toBe('10034');
    await testApp.login('demo.api', 'Reset-pass-22');

    const dealerMobile = '13800000002';
    const dealerCode = await forgetPasswordCode('demo.dealer', dealerMobile);
    const consoleReset = await testApp.call('custom/reset-password', {
      account: 'demo.dealer',
      mobile: dealerMobile,
      verificationCode: dealerCode,
      password: testApp.encrypt('Taken-over-1'),
    });
    expect(consoleReset.status).toBe('10034');
    await testApp.login('demo.dealer', testPassword);

    const otherAccountCode = await forgetPasswordCode('demo.api', mobile);
    expect((await reset('Taken-over-1', otherAccountCode, 'demo.company')).status).toBe('10034');
    await testApp.login('demo.company', testPassword);
  });
});
