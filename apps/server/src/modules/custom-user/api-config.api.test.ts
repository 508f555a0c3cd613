// @module-tag pglite (the main flow of the custom-user module)
import { createHmac } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AppInfoRow, AppSecretRow, PushConfigRow } from '@simdesk/contract';
import type { CipherTextRow, CustomConfigRow } from '@simdesk/contract/modules/custom-user';
import { auditLog } from '../../platform/database/schema';
import { storedPushConfig } from '../../platform/database/company-configs';
import { useTestApp, testPassword } from '../../test/test-app';
import { insertOperatorLike, storedOperator } from '../../test/stored-operator';
import { customUserModule } from '.';

const testApp = useTestApp({ modules: [customUserModule] });
let apiToken: string;
let apiCompanyId: number;
beforeAll(async () => {
  const login = await testApp.login('demo.api');
  apiToken = login.token;
  apiCompanyId = login.operatorVo.companyId;
});

const call = <Row>(path: string, obj: Record<string, unknown> = {}, token = apiToken) =>
  testApp.call<Row>(path, obj, { token });

const configInfo = async (token = apiToken) =>
  (await call<CustomConfigRow>('custom/get-config-info', {}, token)).rows[0];

const revealSecret = async (token = apiToken) =>
  (await call<AppSecretRow>('custom/safe-get-app-info', { password: testApp.encrypt(testPassword) }, token))
    .rows[0];

const auditRowsOf = (path: string) =>
  testApp.database.db.select().from(auditLog).where(eq(auditLog.call, path));

describe('the API configuration of a custom-platform account', () => {
  it('shows the account, its company, its app key and the push, never the secret', async () => {
    const config = await configInfo();
    expect(config).toMatchObject({
      account: 'demo.api',
      mobile: null,
      companyId: apiCompanyId,
      companyName: 'Fleetlink API',
      hasAppInfo: true,
      push: { url: null, enabled: false, events: [], keySet: false, maskedKey: null },
    });
    expect(config?.appKey).toMatch(/^[0-9a-f]{24}$/);
    const secret = (await revealSecret())?.appSecret ?? 'missing';
    expect(JSON.stringify(config)).not.toContain(secret);
  });

  it('reveals the secret only with the account’s password, and audits both tries', async () => {
    const wrong = await call('custom/safe-get-app-info', { password: testApp.encrypt('not-my-password') });
    expect(wrong.status).toBe('10036');
    expect(wrong.rows).toEqual([]);
    const revealed = await revealSecret();
    expect(revealed?.appKey).toBe((await configInfo())?.appKey);
    expect(revealed?.appSecret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const audits = await auditRowsOf('custom/safe-get-app-info');
    expect(audits.map((row) => row.status)).toContain('10036');
    expect(audits.every((row) => row.account === 'demo.api')).toBe(true);
    expect(JSON.stringify(audits)).not.toContain(revealed?.appSecret ?? 'missing');
  });

  it('renews the secret (shown once) and the key of the caller’s own credentials only', async () => {
    await insertOperatorLike(testApp, 'demo.api', { account: 'demo.api.second', mobile: null });
    const second = await testApp.login('demo.api.second');
    expect((await call('custom/reset-app-secret', {}, second.token)).status).toBe('404');

    const before = await revealSecret();
    const renewed = (await call<AppSecretRow>('custom/reset-app-secret')).rows[0];
    expect(renewed?.appSecret).not.toBe(before?.appSecret);
    expect(renewed?.appKey).toBe(before?.appKey);
    expect((await revealSecret())?.appSecret).toBe(renewed?.appSecret);
    expect(JSON.stringify(await configInfo())).not.toContain(renewed?.appSecret ?? 'missing');

    const newKey = (await call<AppInfoRow>('custom/reset-app-key')).rows[0];
    expect(newKey?.appKey).not.toBe(before?.appKey);
    expect(newKey?.maskedAppSecret).toMatch(/^.{4}\*{8}.{4}$/);
    expect(JSON.stringify(newKey)).not.toContain(renewed?.appSecret ?? 'missing');
    expect((await configInfo())?.appKey).toBe(newKey?.appKey);

    const audits = await auditRowsOf('custom/reset-app-secret');
    expect(audits.find((row) => row.status === '0')?.target).toBe('demo.api');
    expect(JSON.stringify(audits)).not.toContain(renewed?.appSecret ?? 'missing');
    // Another account's id is not something these calls take.
    const apiOperator = await storedOperator(testApp, 'demo.api');
    const named = await call('custom/reset-app-secret', { operatorId: apiOperator.id }, second.token);
    expect(named.status).toBe('400');
  });

  it('signs a text with the app secret (HMAC-SHA256, hex) without answering the secret', async () => {
    const secret = (await revealSecret())?.appSecret ?? '';
    const plainText = '{"iccid":"89860000000000000001","timestamp":1700000000}';
    const answer = await call<CipherTextRow>('operator/generate-cipher-text', { plainText });
    expect(answer.rows[0]).toEqual({
      appKey: (await configInfo())?.appKey,
      algorithm: 'HMAC-SHA256',
      cipherText: createHmac('sha256', secret).update(plainText).digest('hex'),
    });
    expect(JSON.stringify(answer)).not.toContain(secret);
    expect((await call('operator/generate-cipher-text', { plainText: '' })).status).toBe('400');
    const tooLong = await call('operator/generate-cipher-text', { plainText: 'x'.repeat(8193) });
    expect(tooLong.status).toBe('400');
    const company = await testApp.login('demo.company');
    const without = await call('operator/generate-cipher-text', { plainText }, company.token);
    expect(without.status).toBe('404');
  });

  it('stops revealing after five wrong passwords', async () => {
    const second = await testApp.login('demo.api.second');
    for (let attempt = 0; attempt < 5; attempt++) {
      const wrong = await call(
        'custom/safe-get-app-info',
        { password: testApp.encrypt('guess-number-x') },
        second.token,
      );
      expect(wrong.status).toBe('10036');
    }
    const blocked = await call(
      'custom/safe-get-app-info',
      { password: testApp.encrypt(testPassword) },
      second.token,
    );
    expect(blocked.status).toBe('429');
  });
});

describe("the company's push, from its API account", () => {
  it('refuses bad push settings and changes nothing', async () => {
    const refused = [
      { url: 'https://hooks.example.com/in', enabled: true, events: [] },
      { url: null, enabled: true, events: [] },
      { url: 'ftp://hooks.example.com/in', enabled: false, events: [] },
      { url: 'https://user:secret@hooks.example.com/in', enabled: false, events: [] },
      { url: `https://hooks.example.com/${'a'.repeat(2048)}`, enabled: false, events: [] },
      { url: 'https://hooks.example.com/in', enabled: false, events: ['card.unknown'] },
      { url: 'https://hooks.example.com/in', enabled: false, events: [], companyId: 1 },
    ];
    for (const obj of refused) {
      expect((await call('custom/update-push-param', obj)).status, JSON.stringify(obj)).toBe('400');
    }
    expect(await storedPushConfig(testApp.database.db, apiCompanyId)).toBeUndefined();
  });

  it('sets a signing key (shown once), then the receiver and events, in the company push settings', async () => {
    const reset = await call<{ signingSecret: string }>('operator/reset-push-key');
    const signingSecret = reset.rows[0]?.signingSecret ?? '';
    expect(signingSecret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const saved = await call('custom/update-push-param', {
      url: 'https://hooks.fleetlink.example.com/simdesk',
      enabled: true,
      events: ['card.status.changed', 'task.finished', 'card.status.changed'],
    });
    expect(saved.status).toBe('0');
    const push = (await configInfo())?.push;
    expect(push).toMatchObject({
      url: 'https://hooks.fleetlink.example.com/simdesk',
      enabled: true,
      events: ['card.status.changed', 'task.finished'],
      keySet: true,
    });
    expect(JSON.stringify(await configInfo())).not.toContain(signingSecret);
    // The enterprise settings read the same one push of the company.
    const carrier = await testApp.login('admin');
    const settings = await call<PushConfigRow>(
      'company/api-push-config',
      { companyId: apiCompanyId },
      carrier.token,
    );
    expect(settings.rows[0]).toEqual(push);
    const stored = await storedPushConfig(testApp.database.db, apiCompanyId);
    expect(stored?.signingKey).toBe(signingSecret);

    const audits = await testApp.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.call, 'operator/reset-push-key'), eq(auditLog.status, '0')));
    expect(audits).toHaveLength(1);
    expect(audits[0]?.target).toBe(String(apiCompanyId));
    expect(JSON.stringify(audits)).not.toContain(signingSecret);
  });
});

describe('who may use the API configuration calls', () => {
  const configCalls = (): [string, Record<string, unknown>][] => [
    ['custom/get-config-info', {}],
    ['custom/safe-get-app-info', { password: testApp.encrypt(testPassword) }],
    ['custom/reset-app-secret', {}],
    ['custom/reset-app-key', {}],
    ['custom/update-push-param', { url: 'https://evil.example.com/', enabled: false, events: [] }],
    ['operator/reset-push-key', {}],
  ];

  it('refuses a console operator without the page, and one holding every page', async () => {
    const company = await testApp.login('demo.company');
    const carrier = await testApp.login('admin');
    const carrierPushBefore = await storedPushConfig(testApp.database.db, carrier.operatorVo.companyId);
    for (const [path, obj] of configCalls()) {
      expect((await call(path, obj, company.token)).status, path).toBe('403');
      const carrierAnswer = await call(path, obj, carrier.token);
      expect(carrierAnswer.status, path).toBe('403');
      expect(carrierAnswer.msg, path).toBe('this call serves custom-platform (API) accounts only');
      expect((await testApp.call(path, obj)).status, path).toBe('401');
    }
    expect(await storedPushConfig(testApp.database.db, carrier.operatorVo.companyId)).toEqual(
      carrierPushBefore,
    );
    const refusals = await testApp.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.call, 'custom/update-push-param'), eq(auditLog.status, '403')));
    expect(refusals.map((row) => row.account).sort()).toEqual(['admin', 'demo.company']);
  });
});
