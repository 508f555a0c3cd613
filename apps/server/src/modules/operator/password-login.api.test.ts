// @module-tag pglite (the main flow of the operator module)
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { LoginInfo } from '@simdesk/contract';
import { auditLog } from '../../platform/database/schema';
import { useTestApp, testPassword } from '../../test/test-app';
import { operatorModule } from '.';

const testApp = useTestApp({ modules: [operatorModule] });

describe('password login', () => {
  it('answers token, page codes and operatorVo for the right password', async () => {
    const login = await testApp.login('demo.company');
    expect(login.token.length).toBeGreaterThanOrEqual(43);
    expect(login.pageCodeList).toContain('vehicleCardManagement-dashboard');
    expect(login.operatorVo).toMatchObject({
      account: 'demo.company',
      username: 'Li Wei',
      rnPlatformUsage: 0,
    });
    expect(login.operatorVo.companyId).toBeGreaterThan(0);
    expect(login.operatorVo.mobile).toBe('138****0001');
    const userManage = login.permissionVoList.find(
      (permission) => permission.pageCode === 'sysManagement-userManage',
    );
    expect(userManage?.actions).toEqual(expect.arrayContaining(['query', 'add', 'delete']));
  });

  it('gives a new token on every login', async () => {
    const first = await testApp.login('demo.dealer');
    const second = await testApp.login('demo.dealer');
    expect(first.token).not.toBe(second.token);
  });

  it('answers the same refusal for an unknown account and a wrong password', async () => {
    const unknown = await testApp.passwordLogin('nobody.here', testPassword);
    const wrong = await testApp.passwordLogin('demo.dealer', 'not-the-password');
    expect(unknown.status).toBe('10031');
    expect(wrong.status).toBe('10031');
    expect(unknown.msg).toBe(wrong.msg);
  });

  it('refuses a password that is not encrypted with the server key', async () => {
    const answer = await testApp.call('operator/password-login', {
      account: 'demo.dealer',
      password: Buffer.from('plain-text-password-here').toString('base64'),
    });
    expect(answer.status).toBe('400');
    expect(answer.rows).toEqual([]);
  });

  it('writes every login attempt to the audit log without the password', async () => {
    await testApp.passwordLogin('demo.api', 'wrong-one');
    const rows = await testApp.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.call, 'operator/password-login'));
    const attempt = rows.find(
      (row) => row.status === '10031' && JSON.stringify(row.detail).includes('demo.api'),
    );
    expect(attempt).toBeDefined();
    expect(JSON.stringify(rows)).not.toContain('wrong-one');
    expect(JSON.stringify(attempt?.detail)).toContain('[removed]');
  });
});

describe('lockout', () => {
  const account = 'demo.switch.maker';

  it('locks after 10 consecutive failures, even for the right password, for 15 minutes', async () => {
    for (let attempt = 1; attempt <= 10; attempt++) {
      const answer = await testApp.passwordLogin(account, `wrong-${attempt}`);
      expect(answer.status).toBe('10031');
    }
    const locked = await testApp.passwordLogin(account, testPassword);
    expect(locked.status).toBe('10032');

    testApp.clock.advanceMinutes(14);
    const stillLocked = await testApp.passwordLogin(account, testPassword);
    expect(stillLocked.status).toBe('10032');

    testApp.clock.advanceMinutes(2);
    const open = await testApp.passwordLogin<LoginInfo>(account, testPassword);
    expect(open.status).toBe('0');
  });

  it('counts only consecutive failures: a success starts the count again', async () => {
    for (let attempt = 1; attempt <= 9; attempt++) {
      await testApp.passwordLogin(account, 'wrong');
    }
    await testApp.login(account);
    for (let attempt = 1; attempt <= 9; attempt++) {
      await testApp.passwordLogin(account, 'wrong');
    }
    const answer = await testApp.passwordLogin(account, testPassword);
    expect(answer.status).toBe('0');
  });
});

describe('public calls', () => {
  it('serves the RSA public key as SPKI PEM', async () => {
    const answer = await testApp.call<{ publicKey: string }>('utility/public-key');
    expect(answer.status).toBe('0');
    expect(answer.rows[0]?.publicKey).toMatch(/^-----BEGIN PUBLIC KEY-----/);
  });

  it('serves the sign-in page facts', async () => {
    const answer = await testApp.call<{ platformName: string; hotline: string }>('utility/site-info');
    expect(answer.rows[0]?.platformName).toBe('simdesk');
    expect(answer.rows[0]?.hotline).toBeTruthy();
  });
});

describe('failures per address', () => {
  it('refuses every sign-in from an address after too many failures in a day', async () => {
    testApp.services.config.lockout.maxFailuresPerAddressPerDay = 3;
    try {
      const earlier = await testApp.passwordLogin('x', 'y');
      expect(earlier.status).toBe('429');
      expect(earlier.httpStatus).toBe(429);
      testApp.clock.advanceMinutes(24 * 60 + 1);
      await testApp.login('demo.dealer');
      for (let attempt = 0; attempt < 3; attempt++) {
        await testApp.passwordLogin('nobody', 'wrong');
      }
      const blocked = await testApp.passwordLogin('demo.dealer', testPassword);
      expect(blocked.status).toBe('429');
    } finally {
      testApp.services.config.lockout.maxFailuresPerAddressPerDay = 100;
    }
  });
});
