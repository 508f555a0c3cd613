import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OperatorAdminRow, TemporaryPasswordRow } from '@simdesk/contract';
import { operators, sessions } from '../../platform/database/schema';
import { useTestApp } from '../../test/test-app';
import { storedOperator } from '../../test/stored-operator';
import {
  addOperator,
  companyIdOf,
  insertTestRole,
  orgIdOf,
  renewedPassword,
  signInFirstTime,
} from './account-admin-test-support';
import { accountAdminModule } from '.';

const testApp = useTestApp({ modules: [accountAdminModule] });
let companyToken: string;
beforeAll(async () => {
  companyToken = (await testApp.login('demo.company')).token;
});

/** A fresh operator of Aurora Motors who has signed in once, with their session token. */
async function signedInOperator(account: string, orgName = 'South region', roleId = '3') {
  const created = await addOperator(testApp, companyToken, {
    account,
    name: `Name of ${account}`,
    mobile: '13700000009',
    mail: `${account}@example.com`,
    orgId: await orgIdOf(testApp, orgName),
    roleId,
  });
  const login = await signInFirstTime(testApp, account, created.temporaryPassword ?? '');
  return { operatorId: created.operatorId, token: login.token };
}

const current = (token: string) => testApp.call('operator/current', {}, { token });

async function stored(operatorId: number) {
  const [row] = await testApp.database.db.select().from(operators).where(eq(operators.id, operatorId));
  return row;
}

describe('operator/edit', () => {
  it('replaces the editable fields, and refuses moves out of scope or out of the company', async () => {
    const { operatorId } = await signedInOperator('edit.target');
    const north = await orgIdOf(testApp, 'North region');
    const edit = (changes: Record<string, unknown>, token = companyToken) =>
      testApp.call(
        'operator/edit',
        {
          operatorId,
          name: 'Edited Name',
          mobile: null,
          mail: 'edited@example.com',
          orgId: north,
          roleId: '3212',
          superiorId: null,
          remark: null,
          ...changes,
        },
        { token },
      );
    expect((await edit({})).status).toBe('0');
    expect(await stored(operatorId)).toMatchObject({
      name: 'Edited Name',
      mobile: null,
      mail: 'edited@example.com',
      orgId: north,
      roleId: '3212',
    });
    expect((await edit({ orgId: await orgIdOf(testApp, 'simdesk Mobile') })).status).toBe('404');
    expect((await edit({ roleId: '1' })).status).toBe('404');
    expect((await edit({ mobile: '999' })).status).toBe('400');
    expect((await edit({ account: 'renamed' })).status).toBe('400');
    expect((await stored(operatorId))?.account).toBe('edit.target');
    const adminId = (await storedOperator(testApp, 'admin')).id;
    expect((await edit({ operatorId: adminId })).status).toBe('404');
  });

  it('refuses a reporting loop and changing your own role', async () => {
    const boss = await signedInOperator('loop.boss');
    const report = await signedInOperator('loop.report');
    const fields = {
      mobile: null,
      mail: null,
      roleId: '3',
      remark: null,
      orgId: await orgIdOf(testApp, 'South region'),
    };
    const setSuperior = (operatorId: number, superiorId: number, name: string) =>
      testApp.call('operator/edit', { operatorId, name, superiorId, ...fields }, { token: companyToken });
    expect((await setSuperior(report.operatorId, boss.operatorId, 'Report')).status).toBe('0');
    expect((await setSuperior(boss.operatorId, report.operatorId, 'Boss')).status).toBe('400');
    expect((await setSuperior(boss.operatorId, boss.operatorId, 'Boss')).status).toBe('400');
    const candidates = await testApp.call<{ account: string }>(
      'operator/superior-list',
      { operatorId: boss.operatorId },
      { token: companyToken },
    );
    const accounts = candidates.rows.map((row) => row.account);
    expect(accounts).toContain('demo.company');
    expect(accounts).not.toContain('loop.boss');
    expect(accounts).not.toContain('loop.report');
    expect(accounts).not.toContain('admin');

    const self = await storedOperator(testApp, 'demo.company');
    const ownRole = await testApp.call(
      'operator/edit',
      { operatorId: self.id, name: 'Li Wei', superiorId: null, ...fields, orgId: self.orgId, roleId: '3' },
      { token: companyToken },
    );
    expect(ownRole.status).toBe('400');
  });

  it('keeps an administrator of a sub-org inside their subtree', async () => {
    const northAdmin = await signedInOperator('north.admin', 'North region', '2');
    const accounts = (
      await testApp.call<OperatorAdminRow>(
        'operator/list',
        {},
        { token: northAdmin.token, page: { pageIndex: 1, pageSize: 50 } },
      )
    ).rows.map((row) => row.account);
    expect(accounts).toEqual(expect.arrayContaining(['demo.dealer', 'demo.restricted', 'north.admin']));
    expect(accounts).not.toContain('demo.company');
    expect(accounts).not.toContain('loop.boss');
    const companyAdmin = await storedOperator(testApp, 'demo.company');
    const disable = await testApp.call(
      'operator/disable-or-enable',
      { operatorId: companyAdmin.id, enabled: false },
      { token: northAdmin.token },
    );
    expect(disable.status).toBe('404');
    expect((await stored(companyAdmin.id))?.enabled).toBe(true);
  });
});

describe('operator/disable-or-enable', () => {
  it("refuses a disabled operator's session on the next request and their sign-in, until enabled", async () => {
    const target = await signedInOperator('disable.target');
    expect((await current(target.token)).status).toBe('0');
    const disable = await testApp.call(
      'operator/disable-or-enable',
      { operatorId: target.operatorId, enabled: false },
      { token: companyToken },
    );
    expect(disable.status).toBe('0');
    expect((await current(target.token)).status).toBe('10022');
    const refused = await testApp.passwordLogin('disable.target', renewedPassword);
    expect(refused.status).toBe('10033');
    await testApp.call(
      'operator/disable-or-enable',
      { operatorId: target.operatorId, enabled: true },
      { token: companyToken },
    );
    expect((await testApp.login('disable.target', renewedPassword)).operatorVo.account).toBe(
      'disable.target',
    );
  });

  it('refuses yourself and operators whose role ranks above yours', async () => {
    const self = await storedOperator(testApp, 'demo.company');
    const own = await testApp.call(
      'operator/disable-or-enable',
      { operatorId: self.id, enabled: false },
      { token: companyToken },
    );
    expect(own.status).toBe('400');
    const makerId = await companyIdOf(testApp, 'Aurora Motors');
    await insertTestRole(testApp, { id: 'maker-all-net', companyId: makerId, roleType: '02' }, {});
    const adminToken = (await testApp.login('admin')).token;
    const higher = await addOperator(testApp, adminToken, {
      account: 'higher.rank',
      name: 'Higher',
      orgId: await orgIdOf(testApp, 'South region'),
      roleId: 'maker-all-net',
    });
    const refused = await testApp.call(
      'operator/disable-or-enable',
      { operatorId: higher.operatorId, enabled: false },
      { token: companyToken },
    );
    expect(refused.status).toBe('403');
  });
});

describe('operator/delete', () => {
  it('ends sessions, erases personal data, frees reports and keeps the account name taken', async () => {
    const target = await signedInOperator('delete.target');
    const report = await signedInOperator('delete.report');
    await testApp.call(
      'operator/edit',
      {
        operatorId: report.operatorId,
        name: 'Report',
        mobile: null,
        mail: null,
        orgId: await orgIdOf(testApp, 'South region'),
        roleId: '3',
        superiorId: target.operatorId,
        remark: null,
      },
      { token: companyToken },
    );
    const self = await storedOperator(testApp, 'demo.company');
    expect(
      (await testApp.call('operator/delete', { operatorId: self.id }, { token: companyToken })).status,
    ).toBe('400');
    expect(
      (await testApp.call('operator/delete', { operatorId: target.operatorId }, { token: companyToken }))
        .status,
    ).toBe('0');
    expect((await current(target.token)).status).toBe('10022');
    const live = await testApp.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.operatorId, target.operatorId));
    expect(live.every((session) => session.revokedAt !== null)).toBe(true);
    expect(await stored(target.operatorId)).toMatchObject({
      enabled: false,
      mobile: null,
      mail: null,
      orgId: null,
      roleId: null,
    });
    expect((await stored(report.operatorId))?.superiorId).toBeNull();
    const listed = await testApp.call<OperatorAdminRow>(
      'operator/list',
      { account: 'delete.target' },
      { token: companyToken },
    );
    expect(listed.rows).toEqual([]);
    expect(
      (await testApp.call('operator/delete', { operatorId: target.operatorId }, { token: companyToken }))
        .status,
    ).toBe('404');
    const again = await testApp.call(
      'operator/add',
      { account: 'delete.target', name: 'Again', orgId: await orgIdOf(testApp, 'South region'), roleId: '3' },
      { token: companyToken },
    );
    expect(again.status).toBe('409');
  });
});

describe('operator/unlock and operator/admin-reset-password', () => {
  it('lets a locked-out operator sign in again at once', async () => {
    await signedInOperator('locked.target');
    for (let attempt = 0; attempt < 10; attempt++) {
      await testApp.passwordLogin('locked.target', 'wrong-password');
    }
    const locked = await testApp.passwordLogin('locked.target', renewedPassword);
    expect(locked.status).toBe('10032');
    const row = (
      await testApp.call<OperatorAdminRow>(
        'operator/list',
        { account: 'locked.target' },
        { token: companyToken },
      )
    ).rows[0];
    expect(row?.locked).toBe(true);
    expect(
      (await testApp.call('operator/unlock', { operatorId: row?.operatorId }, { token: companyToken }))
        .status,
    ).toBe('0');
    expect((await testApp.login('locked.target', renewedPassword)).operatorVo.account).toBe('locked.target');
  });

  it('answers a new temporary password once, ends sessions and asks for a new password at sign-in', async () => {
    const target = await signedInOperator('reset.target');
    const reset = await testApp.call<TemporaryPasswordRow>(
      'operator/admin-reset-password',
      { operatorId: target.operatorId },
      { token: companyToken },
    );
    const temporaryPassword = reset.rows[0]?.temporaryPassword ?? '';
    expect(temporaryPassword).toHaveLength(16);
    expect((await current(target.token)).status).toBe('10022');
    const old = await testApp.passwordLogin('reset.target', renewedPassword);
    expect(old.status).toBe('10031');
    await signInFirstTime(testApp, 'reset.target', temporaryPassword, 'Second-pass-2026');
    const self = await storedOperator(testApp, 'demo.company');
    const own = await testApp.call(
      'operator/admin-reset-password',
      { operatorId: self.id },
      { token: companyToken },
    );
    expect(own.status).toBe('400');
  });
});
