import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AppInfoRow, AppSecretRow } from '@simdesk/contract';
import { auditLog } from '../../platform/database/schema';
import { useTestApp, testPassword } from '../../test/test-app';
import { storedOperator } from '../../test/stored-operator';
import { accountAdminModule } from '.';

const testApp = useTestApp({ modules: [accountAdminModule] });
let companyToken: string;
let dealerId: number;
beforeAll(async () => {
  companyToken = (await testApp.login('demo.company')).token;
  const dealer = await storedOperator(testApp, 'demo.dealer');
  dealerId = dealer.id;
});

const call = <Row>(path: string, obj: Record<string, unknown>, token = companyToken) =>
  testApp.call<Row>(path, obj, { token });

describe('app credentials', () => {
  it('are made once, shown masked, and revealed only with the caller’s password', async () => {
    const none = await call<AppInfoRow>('operator/get-app-info', { operatorId: dealerId });
    expect(none.rows[0]).toMatchObject({ hasAppInfo: false, appKey: null, maskedAppSecret: null });

    const made = await call<AppSecretRow>('operator/add-app-info', { operatorId: dealerId });
    const credentials = made.rows[0];
    expect(credentials?.appKey).toMatch(/^[0-9a-f]{24}$/);
    expect(credentials?.appSecret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await call('operator/add-app-info', { operatorId: dealerId })).status).toBe('409');

    const shown = (await call<AppInfoRow>('operator/get-app-info', { operatorId: dealerId })).rows[0];
    expect(shown?.appKey).toBe(credentials?.appKey);
    expect(shown?.maskedAppSecret).not.toBe(credentials?.appSecret);
    expect(shown?.maskedAppSecret).toMatch(/^.{4}\*{8}.{4}$/);

    const wrong = await call('operator/safe-get-app-info', {
      operatorId: dealerId,
      password: testApp.encrypt('not-my-password'),
    });
    expect(wrong.status).toBe('10036');
    expect(wrong.rows).toEqual([]);
    const revealed = await call<AppSecretRow>('operator/safe-get-app-info', {
      operatorId: dealerId,
      password: testApp.encrypt(testPassword),
    });
    expect(revealed.rows[0]?.appSecret).toBe(credentials?.appSecret);
    const audits = await testApp.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.call, 'operator/safe-get-app-info'));
    expect(audits.map((row) => row.status).sort()).toEqual(['0', '10036']);
    expect(JSON.stringify(audits.map((row) => row.detail))).not.toContain(credentials?.appSecret ?? '');
  });

  it('reset the secret or the key; the old value stops being the current one', async () => {
    const before = (
      await call<AppSecretRow>('operator/safe-get-app-info', {
        operatorId: dealerId,
        password: testApp.encrypt(testPassword),
      })
    ).rows[0];
    const newSecret = (await call<AppSecretRow>('operator/reset-app-secret', { operatorId: dealerId }))
      .rows[0];
    expect(newSecret?.appSecret).not.toBe(before?.appSecret);
    expect(newSecret?.appKey).toBe(before?.appKey);
    const newKey = (await call<AppInfoRow>('operator/reset-app-key', { operatorId: dealerId })).rows[0];
    expect(newKey?.appKey).not.toBe(before?.appKey);
    expect(JSON.stringify(newKey)).not.toContain(newSecret?.appSecret ?? '');
    const restricted = await storedOperator(testApp, 'demo.restricted');
    const missing = await call('operator/reset-app-secret', { operatorId: restricted.id });
    expect(missing.status).toBe('404');
  });

  it('stop revealing after five wrong passwords in a row', async () => {
    const caller = await testApp.login('demo.switch.maker');
    for (let attempt = 0; attempt < 5; attempt++) {
      const wrong = await call(
        'operator/safe-get-app-info',
        { operatorId: dealerId, password: testApp.encrypt('guess-number-x') },
        caller.token,
      );
      expect(wrong.status).toBe('10036');
    }
    const blocked = await call(
      'operator/safe-get-app-info',
      { operatorId: dealerId, password: testApp.encrypt(testPassword) },
      caller.token,
    );
    expect(blocked.status).toBe('429');
    expect(blocked.rows).toEqual([]);
  });

  it("are never shown for another company's operator nor without the page", async () => {
    const apiOperator = await storedOperator(testApp, 'demo.api');
    for (const path of ['operator/get-app-info', 'operator/add-app-info', 'operator/reset-app-key']) {
      expect((await call(path, { operatorId: apiOperator.id })).status, path).toBe('404');
    }
    const dealerToken = (await testApp.login('demo.dealer')).token;
    expect((await call('operator/get-app-info', { operatorId: dealerId }, dealerToken)).status).toBe('403');
    expect((await call('operator/safe-get-app-info', { operatorId: dealerId, password: 'x' })).status).toBe(
      '400',
    );
  });
});
