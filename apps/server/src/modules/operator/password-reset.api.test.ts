import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { smsOutbox } from '../../platform/database/schema';
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

describe('probing pairs of account and mobile', () => {
  async function textsTo(mobileNumber: string): Promise<number> {
    const texts = await testApp.database.db
      .select({ id: smsOutbox.id })
      .from(smsOutbox)
      .where(eq(smsOutbox.mobile, mobileNumber));
    return texts.length;
  }

  it('answers a pair that belongs together like one that does not, within the resend wait too, and texts only the right pair', async () => {
    testApp.services.config.sms.resendSeconds = 60;
    testApp.clock.advanceMinutes(2);
    try {
      const textsBefore = await textsTo('13800000001');
      const pairs = [
        { account: 'demo.company', mobile: '13800000001' },
        { account: 'demo.company', mobile: '13700000008' },
        { account: 'nobody.here', mobile: '13800000001' },
      ];
      const answers = [];
      for (const pair of pairs) {
        const first = await testApp.call('operator/forget-password', pair);
        const again = await testApp.call('operator/forget-password', pair);
        answers.push({ first: [first.status, first.rows], again: [again.status, again.msg] });
      }
      expect(answers[0]).toEqual({
        first: ['0', [{ resendAfterSeconds: 60 }]],
        again: ['10035', expect.stringContaining('wait')],
      });
      expect(answers[1]).toEqual(answers[0]);
      expect(answers[2]).toEqual(answers[0]);
      expect(await textsTo('13800000001')).toBe(textsBefore + 1);
      expect(await textsTo('13700000008')).toBe(0);
    } finally {
      testApp.services.config.sms.resendSeconds = 0;
    }
  });
});
