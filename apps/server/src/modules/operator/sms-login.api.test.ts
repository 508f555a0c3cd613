import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginInfo } from '@simdesk/contract';
import { createTestApp, type TestApp } from '../../test/test-app';
import { latestCodeFor } from '../../test/sms-outbox';
import { operatorModule } from '.';

let testApp: TestApp;
beforeAll(async () => {
  // No resend wait here, so each test can ask for a fresh code; the wait has a test of its own below.
  testApp = await createTestApp({ modules: [operatorModule] });
  testApp.services.config.sms.resendSeconds = 0;
});
afterAll(async () => {
  await testApp.close();
});

const companyMobile = '13800000001';

async function sendLoginCode(mobile: string) {
  return testApp.call('utility/send-sms', { mobile, purpose: 'login' });
}

/** A fresh login code sent to the company admin's mobile. */
async function newLoginCode(): Promise<string> {
  await sendLoginCode(companyMobile);
  return latestCodeFor(testApp, companyMobile);
}

async function smsLogin(verificationCode: string, mobile = companyMobile) {
  return testApp.call<LoginInfo>('operator/sms-login', { mobile, verificationCode });
}

describe('SMS code login', () => {
  it('signs in with the 6-digit code sent to the mobile', async () => {
    expect((await sendLoginCode(companyMobile)).status).toBe('0');
    const code = await latestCodeFor(testApp, companyMobile);
    expect(code).toMatch(/^\d{6}$/);
    const answer = await smsLogin(code);
    expect(answer.status).toBe('0');
    expect(answer.rows[0]?.operatorVo.account).toBe('demo.company');
  });

  it('takes a code once only', async () => {
    const code = await newLoginCode();
    const first = await smsLogin(code);
    const second = await smsLogin(code);
    expect(first.status).toBe('0');
    expect(second.status).toBe('10034');
  });

  it('refuses a code after 5 minutes', async () => {
    const code = await newLoginCode();
    testApp.clock.advanceMinutes(5.1);
    const answer = await smsLogin(code);
    expect(answer.status).toBe('10034');
  });

  it('binds a code to its mobile and its purpose', async () => {
    const code = await newLoginCode();
    const otherMobile = await smsLogin(code, '13800000002');
    expect(otherMobile.status).toBe('10034');
    const otherPurpose = await testApp.call('operator/mobile-verify', {
      account: 'demo.company',
      mobile: companyMobile,
      verificationCode: code,
    });
    expect(otherPurpose.status).toBe('10034');
  });

  it('burns a code after 5 wrong guesses', async () => {
    const code = await newLoginCode();
    const wrong = code === '000000' ? '111111' : '000000';
    for (let guess = 0; guess < 5; guess++) {
      await smsLogin(wrong);
    }
    const answer = await smsLogin(code);
    expect(answer.status).toBe('10034');
  });

  it('answers an unknown mobile the same way and sends nothing', async () => {
    const answer = await sendLoginCode('13712345678');
    expect(answer.status).toBe('0');
    await expect(latestCodeFor(testApp, '13712345678')).rejects.toThrow(/no code/);
  });

  it('refuses a badly formed mobile with an envelope error', async () => {
    const answer = await sendLoginCode('2380000000');
    expect(answer.status).toBe('400');
    expect(answer.httpStatus).toBe(200);
  });

  it('signs in the named account when several share a mobile', async () => {
    await sendLoginCode('13900000000');
    const code = await latestCodeFor(testApp, '13900000000');
    const answer = await testApp.call<LoginInfo>('operator/sms-login', {
      mobile: '13900000000',
      verificationCode: code,
      account: 'demo.switch.maker',
    });
    expect(answer.rows[0]?.operatorVo.account).toBe('demo.switch.maker');
  });
});

describe('SMS send rate limit', () => {
  it('refuses a second code within the resend wait, and more than the hourly cap', async () => {
    testApp.services.config.sms.resendSeconds = 60;
    const mobile = '13800000002';
    testApp.clock.advanceMinutes(2);
    expect((await sendLoginCode(mobile)).status).toBe('0');
    expect((await sendLoginCode(mobile)).status).toBe('10035');
    testApp.clock.advanceMinutes(1.1);
    expect((await sendLoginCode(mobile)).status).toBe('0');
    testApp.services.config.sms.resendSeconds = 0;
    const capped = [];
    for (let send = 0; send < 10; send++) capped.push((await sendLoginCode(mobile)).status);
    expect(capped).toContain('10035');
  });

  it('limits a number nobody has exactly like a known one', async () => {
    testApp.services.config.sms.resendSeconds = 60;
    testApp.clock.advanceMinutes(2);
    const statuses = async (mobile: string) => [
      (await sendLoginCode(mobile)).status,
      (await sendLoginCode(mobile)).status,
    ];
    try {
      expect(await statuses('13800000001')).toEqual(['0', '10035']);
      expect(await statuses('13712345670')).toEqual(['0', '10035']);
    } finally {
      testApp.services.config.sms.resendSeconds = 0;
    }
  });
});
