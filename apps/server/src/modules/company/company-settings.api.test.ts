// @module-tag pglite (the main flow of the company module)
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CardImportConfig, CompanyInfo, RnAccountConfigRow } from '@simdesk/contract';
import { companies } from '../../platform/database/schema';
import { useTestApp } from '../../test/test-app';
import { addOperatorWithGrants, companyIdNamed } from './company-test-support';
import { companyModule } from '.';

const testApp = useTestApp({ modules: [companyModule] });
let makerId: number;
let apiCompanyId: number;
let companyToken: string;
beforeAll(async () => {
  makerId = await companyIdNamed(testApp.database.db, 'Aurora Motors');
  apiCompanyId = await companyIdNamed(testApp.database.db, 'Fleetlink API');
  companyToken = (await testApp.login('demo.company')).token;
  await addOperatorWithGrants(testApp.database.db, {
    account: 'settings.reader',
    companyId: makerId,
    roleType: '03',
    grants: [{ pageCode: 'sysManagement-accountSetting', actions: ['query'] }],
  });
});

const pngBytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
const pngLogo = `data:image/png;base64,${pngBytes.toString('base64')}`;

async function companyRow(companyId: number) {
  const [row] = await testApp.database.db.select().from(companies).where(eq(companies.id, companyId));
  if (!row) throw new Error('company gone');
  return row;
}

// Before the settings below rename the platform.
describe('company info', () => {
  it("answers the caller's company and refuses another company", async () => {
    const login = await testApp.login('demo.company');
    const own = await testApp.call<CompanyInfo>(
      'company/get-info',
      { companyId: login.operatorVo.companyId },
      { token: login.token, page: { pageIndex: 1, pageSize: 10 } },
    );
    expect(own.rows[0]?.platformName).toBe('Aurora Connected Vehicles');
    const admin = await testApp.login('admin');
    const other = await testApp.call(
      'company/get-info',
      { companyId: admin.operatorVo.companyId },
      { token: login.token },
    );
    expect(other.status).toBe('403');
    expect(other.rows).toEqual([]);
  });

  it('lets carrier staff with the super role read any company', async () => {
    const admin = await testApp.login('admin');
    const maker = await testApp.login('demo.company');
    const answer = await testApp.call<CompanyInfo>(
      'company/get-info',
      { companyId: maker.operatorVo.companyId },
      { token: admin.token },
    );
    expect(answer.rows[0]?.companyName).toBe('Aurora Motors');
  });
});

describe('company/edit', () => {
  it("changes the caller's own company names, as company/get-info then answers", async () => {
    const answer = await testApp.call(
      'company/edit',
      { platformName: 'Aurora Fleet Console' },
      { token: companyToken },
    );
    expect(answer.status).toBe('0');
    const info = await testApp.call<CompanyInfo>(
      'company/get-info',
      { companyId: makerId },
      { token: companyToken, page: { pageIndex: 1, pageSize: 10 } },
    );
    expect(info.rows[0]).toMatchObject({
      platformName: 'Aurora Fleet Console',
      companyName: 'Aurora Motors',
    });
  });

  it('refuses bad input and changes nothing', async () => {
    const before = await companyRow(makerId);
    for (const obj of [{ platformName: '  ' }, {}, { platformName: 'x'.repeat(65) }, { deployType: 2 }]) {
      const answer = await testApp.call('company/edit', obj, { token: companyToken });
      expect(answer.status, JSON.stringify(obj)).toBe('400');
    }
    expect(await companyRow(makerId)).toEqual(before);
  });

  it("refuses another company's id unless the caller is carrier staff", async () => {
    const refused = await testApp.call(
      'company/edit',
      { companyId: apiCompanyId, companyName: 'Taken' },
      { token: companyToken },
    );
    expect(refused.status).toBe('403');
    expect((await companyRow(apiCompanyId)).name).toBe('Fleetlink API');

    const { token } = await testApp.login('admin');
    const allowed = await testApp.call(
      'company/edit',
      { companyId: apiCompanyId, companyName: 'Fleetlink' },
      { token },
    );
    expect(allowed.status).toBe('0');
    expect((await companyRow(apiCompanyId)).name).toBe('Fleetlink');
  });

  it('refuses an operator without the page, and one with query only', async () => {
    const dealer = await testApp.login('demo.dealer');
    expect((await testApp.call('company/edit', { platformName: 'X' }, { token: dealer.token })).status).toBe(
      '403',
    );
    expect((await testApp.call('company/mail-config', {}, { token: dealer.token })).status).toBe('403');
    const reader = await testApp.login('settings.reader');
    expect((await testApp.call('company/rn-account-config', {}, { token: reader.token })).status).toBe('0');
    expect((await testApp.call('company/edit', { platformName: 'X' }, { token: reader.token })).status).toBe(
      '403',
    );
    expect((await testApp.call('company/reset-app-push-key', {}, { token: reader.token })).status).toBe(
      '403',
    );
  });
});

describe('company/edit-logo', () => {
  it('stores an image that is what it says and removes it with null', async () => {
    expect(
      (await testApp.call('company/edit-logo', { logoBase64: pngLogo }, { token: companyToken })).status,
    ).toBe('0');
    expect((await companyRow(makerId)).logoBase64).toBe(pngLogo);
    expect(
      (await testApp.call('company/edit-logo', { logoBase64: null }, { token: companyToken })).status,
    ).toBe('0');
    expect((await companyRow(makerId)).logoBase64).toBeNull();
  });

  it('refuses an SVG, a disguised file, a wrong type and a file too large, keeping the logo', async () => {
    await testApp.call('company/edit-logo', { logoBase64: pngLogo }, { token: companyToken });
    const script = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const attempts = [
      `data:image/svg+xml;base64,${script.toString('base64')}`,
      `data:image/png;base64,${script.toString('base64')}`,
      `data:image/jpeg;base64,${pngBytes.toString('base64')}`,
      `data:image/png;base64,${Buffer.alloc(1_600_000, 1).toString('base64')}`,
      'not a data url',
    ];
    for (const logoBase64 of attempts) {
      const answer = await testApp.call('company/edit-logo', { logoBase64 }, { token: companyToken });
      expect(answer.status, logoBase64.slice(0, 30)).toBe('400');
      expect(answer.httpStatus).toBeLessThan(500);
    }
    expect((await companyRow(makerId)).logoBase64).toBe(pngLogo);
  });
});

describe('real-name account', () => {
  it('reads and saves the platform usage with an https address', async () => {
    const saved = await testApp.call(
      'company/edit-rn-account-config',
      { rnPlatformUsage: 1, rnPlatformUrl: 'https://rn.example.com/entry' },
      { token: companyToken },
    );
    expect(saved.status).toBe('0');
    const read = await testApp.call<RnAccountConfigRow>(
      'company/rn-account-config',
      {},
      { token: companyToken },
    );
    expect(read.rows[0]).toEqual({ rnPlatformUsage: 1, rnPlatformUrl: 'https://rn.example.com/entry' });
  });

  it('refuses http, a missing address when used, and credentials in the address', async () => {
    for (const obj of [
      { rnPlatformUsage: 1, rnPlatformUrl: 'http://rn.example.com' },
      { rnPlatformUsage: 1, rnPlatformUrl: null },
      { rnPlatformUsage: 1, rnPlatformUrl: 'https://user:secret@rn.example.com' },
      { rnPlatformUsage: 2, rnPlatformUrl: 'https://rn.example.com' },
    ]) {
      expect(
        (await testApp.call('company/edit-rn-account-config', obj, { token: companyToken })).status,
      ).toBe('400');
    }
    expect((await companyRow(makerId)).rnPlatformUrl).toBe('https://rn.example.com/entry');
  });
});

describe('card import settings', () => {
  it('starts from the defaults and keeps what is saved, per company', async () => {
    const read = () =>
      testApp.call<CardImportConfig>('company/card-import-config', {}, { token: companyToken });
    expect((await read()).rows[0]).toEqual({
      defaultCardStatus: 7,
      duplicateHandling: 'reject',
      validateIccidChecksum: true,
    });
    const rules = { defaultCardStatus: 6, duplicateHandling: 'update', validateIccidChecksum: false };
    expect(
      (await testApp.call('company/edit-card-import-config', rules, { token: companyToken })).status,
    ).toBe('0');
    expect((await read()).rows[0]).toEqual(rules);
    const { token } = await testApp.login('admin');
    const other = await testApp.call<CardImportConfig>('company/card-import-config', {}, { token });
    expect(other.rows[0]?.defaultCardStatus).toBe(7);
  });

  it('refuses a status cards cannot be imported in, and unknown keys', async () => {
    for (const obj of [
      { defaultCardStatus: 2, duplicateHandling: 'skip', validateIccidChecksum: true },
      { defaultCardStatus: 7, duplicateHandling: 'merge', validateIccidChecksum: true },
      { defaultCardStatus: 7, duplicateHandling: 'skip', validateIccidChecksum: true, companyName: 'x' },
    ]) {
      expect(
        (await testApp.call('company/edit-card-import-config', obj, { token: companyToken })).status,
      ).toBe('400');
    }
  });
});
