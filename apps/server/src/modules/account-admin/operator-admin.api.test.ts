// @module-tag pglite (the main flow of the account-admin module)
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  passwordStrength,
  type AdminFormOptionsRow,
  type OperatorAdminRow,
  type TemporaryPasswordRow,
} from '@simdesk/contract';
import { auditLog, operators } from '../../platform/database/schema';
import { useTestApp } from '../../test/test-app';
import { storedOperator } from '../../test/stored-operator';
import {
  addOperator,
  companyIdOf,
  insertTestRole,
  orgIdOf,
  signInFirstTime,
} from './account-admin-test-support';
import { accountAdminModule } from '.';

const testApp = useTestApp({ modules: [accountAdminModule] });
let companyToken: string;
let adminToken: string;
let makerId: number;
let carrierId: number;
beforeAll(async () => {
  companyToken = (await testApp.login('demo.company')).token;
  adminToken = (await testApp.login('admin')).token;
  makerId = await companyIdOf(testApp, 'Aurora Motors');
  carrierId = await companyIdOf(testApp, 'simdesk Mobile');
});

const list = (token: string, obj: Record<string, unknown> = {}, page = { pageIndex: 1, pageSize: 50 }) =>
  testApp.call<OperatorAdminRow>('operator/list', obj, { token, page });

async function operatorCount(): Promise<number> {
  return (await testApp.database.db.select().from(operators)).length;
}

describe('operator/list', () => {
  it("shows the caller's company only, with mobile and mail masked", async () => {
    const answer = await list(companyToken);
    expect(answer.status).toBe('0');
    const accounts = answer.rows.map((row) => row.account);
    expect(accounts).toEqual(expect.arrayContaining(['demo.company', 'demo.dealer', 'demo.restricted']));
    expect(accounts).not.toContain('admin');
    expect(accounts).not.toContain('demo.api');
    const dealer = answer.rows.find((row) => row.account === 'demo.dealer');
    expect(dealer).toMatchObject({
      mobile: '138****0002',
      mail: 'd****r@example.com',
      orgName: 'Beijing dealer',
      roleName: 'Dealer',
      dealerName: 'Aurora Beijing Store',
      enabled: true,
      locked: false,
      self: false,
    });
    expect(answer.rows.find((row) => row.account === 'demo.company')?.self).toBe(true);
    expect(answer.total).toBe(answer.rows.length);
  });

  it('filters by account, org subtree, role, state and mobile digits, and pages on the server', async () => {
    const north = await orgIdOf(testApp, 'North region');
    const byOrg = await list(companyToken, { orgId: north });
    expect(byOrg.rows.map((row) => row.account).sort()).toEqual(['demo.dealer', 'demo.restricted']);
    expect((await list(companyToken, { account: 'DEALER' })).rows.map((row) => row.account)).toEqual([
      'demo.dealer',
    ]);
    expect((await list(companyToken, { roleId: '3212' })).rows.map((row) => row.account)).toEqual([
      'demo.restricted',
    ]);
    expect((await list(companyToken, { mobile: '0002' })).rows.map((row) => row.account)).toEqual([
      'demo.dealer',
    ]);
    expect((await list(companyToken, { enabled: false })).rows).toEqual([]);
    const firstPage = await list(companyToken, {}, { pageIndex: 1, pageSize: 2 });
    expect(firstPage.rows).toHaveLength(2);
    expect(firstPage.total).toBeGreaterThan(2);
  });

  it('lets cross-company carrier staff pick a company, and nobody else', async () => {
    const all = await list(adminToken);
    expect(all.rows.map((row) => row.account)).toEqual(
      expect.arrayContaining(['admin', 'demo.api', 'demo.dealer']),
    );
    const maker = await list(adminToken, { companyId: makerId });
    expect(new Set(maker.rows.map((row) => row.companyName))).toEqual(new Set(['Aurora Motors']));
    expect((await list(companyToken, { companyId: carrierId })).status).toBe('403');
    const carrierOrg = await orgIdOf(testApp, 'simdesk Mobile');
    expect((await list(companyToken, { orgId: carrierOrg })).status).toBe('404');
  });

  it('is refused without the page code and answers bad filters with an envelope', async () => {
    expect((await list((await testApp.login('demo.dealer')).token)).status).toBe('403');
    expect((await list((await testApp.login('demo.restricted')).token)).status).toBe('403');
    expect((await list(companyToken, { mobile: 'abc' })).status).toBe('400');
    expect((await list(companyToken, { orgId: -1 })).status).toBe('400');
    expect((await list(companyToken, { password: 'x' })).status).toBe('400');
  });
});

describe('operator/get and operator/form-options', () => {
  it('reveals mobile and mail for the edit form, and writes an audit row', async () => {
    const dealer = await storedOperator(testApp, 'demo.dealer');
    const answer = await testApp.call<OperatorAdminRow>(
      'operator/get',
      { operatorId: dealer.id },
      { token: companyToken },
    );
    expect(answer.rows[0]).toMatchObject({ mobile: '13800000002', mail: 'demo.dealer@example.com' });
    const audits = await testApp.database.db.select().from(auditLog).where(eq(auditLog.call, 'operator/get'));
    expect(audits.some((row) => row.target === 'demo.dealer' && row.account === 'demo.company')).toBe(true);
    const admin = await storedOperator(testApp, 'admin');
    const other = await testApp.call('operator/get', { operatorId: admin.id }, { token: companyToken });
    expect(other.status).toBe('404');
  });

  it('offers the orgs of the caller and only the roles they may hand out', async () => {
    const answer = await testApp.call<AdminFormOptionsRow>(
      'operator/form-options',
      {},
      { token: companyToken },
    );
    const options = answer.rows[0];
    expect(options?.companies.map((company) => company.companyName)).toEqual(['Aurora Motors']);
    expect(options?.orgs.map((org) => org.name)).toContain('Guangzhou dealer');
    expect(options?.orgs.map((org) => org.name)).not.toContain('simdesk Mobile');
    expect(options?.roles.map((role) => role.roleId)).toEqual(['2', '3', '3212']);
    expect(options?.dealers.map((dealer) => dealer.code).sort()).toEqual(['BJ-001', 'GZ-001']);
    const forMaker = await testApp.call<AdminFormOptionsRow>(
      'operator/form-options',
      { companyId: makerId },
      { token: adminToken },
    );
    expect(forMaker.rows[0]?.companies.length).toBeGreaterThan(1);
    expect(forMaker.rows[0]?.roles.map((role) => role.roleId)).toEqual(['2', '3', '3212']);
    const refused = await testApp.call(
      'operator/form-options',
      { companyId: carrierId },
      { token: companyToken },
    );
    expect(refused.status).toBe('403');
  });
});

describe('operator/add', () => {
  it('answers a strong temporary password once; the first sign-in must replace it', async () => {
    const created = await addOperator(testApp, companyToken, {
      account: 'new.operator',
      name: 'New Operator',
      mobile: '13700000001',
      mail: 'new.operator@example.com',
      orgId: await orgIdOf(testApp, 'South region'),
      roleId: '3',
      remark: 'added by a test',
    });
    expect(created.temporaryPassword).toHaveLength(16);
    expect(passwordStrength(created.temporaryPassword ?? '')).toBe('strong');
    const row = (await list(companyToken, { account: 'new.operator' })).rows[0];
    expect(row).toMatchObject({
      name: 'New Operator',
      orgName: 'South region',
      roleName: 'Dealer',
      remark: 'added by a test',
    });
    const login = await signInFirstTime(testApp, 'new.operator', created.temporaryPassword ?? '');
    expect(login.operatorVo.companyName).toBe('Aurora Motors');
  });

  it('takes a password the administrator chose, still to be replaced at first sign-in', async () => {
    const created = await addOperator(testApp, companyToken, {
      account: 'chosen.password',
      name: 'Chosen',
      orgId: await orgIdOf(testApp, 'Aurora Motors'),
      roleId: '3212',
      password: testApp.encrypt('Chosen-pass-1'),
    });
    expect(created.temporaryPassword).toBeNull();
    await signInFirstTime(testApp, 'chosen.password', 'Chosen-pass-1');
  });

  it('refuses bad input and changes nothing', async () => {
    const south = await orgIdOf(testApp, 'South region');
    const valid = { account: 'refused.one', name: 'Refused', orgId: south, roleId: '3' };
    const before = await operatorCount();
    const refusals: [Record<string, unknown>, string][] = [
      [{ ...valid, account: 'Demo.Company' }, '409'],
      [{ ...valid, account: 'x' }, '400'],
      [{ ...valid, account: 'has space' }, '400'],
      [{ ...valid, mobile: '12345' }, '400'],
      [{ ...valid, mail: 'not-a-mail' }, '400'],
      [{ ...valid, name: '  ' }, '400'],
      [{ ...valid, companyId: carrierId }, '400'],
      [{ ...valid, password: testApp.encrypt('short') }, '400'],
      [{ ...valid, orgId: await orgIdOf(testApp, 'simdesk Mobile') }, '404'],
      [{ ...valid, roleId: '1' }, '404'],
      [{ ...valid, roleId: 'nope' }, '404'],
      [{ ...valid, superiorId: 1 }, '404'],
    ];
    for (const [obj, status] of refusals) {
      const answer = await testApp.call('operator/add', obj, { token: companyToken });
      expect(answer.status, JSON.stringify(obj)).toBe(status);
      expect(answer.httpStatus).toBeLessThan(500);
    }
    expect(await operatorCount()).toBe(before);
  });

  it('never hands out a role above the caller or with pages the caller lacks', async () => {
    await insertTestRole(testApp, { id: 'maker-all-net', companyId: makerId, roleType: '02' }, {});
    await insertTestRole(
      testApp,
      { id: 'maker-wider', companyId: makerId, roleType: '60' },
      { 'situationAwareness-vis': ['query'] },
    );
    const south = await orgIdOf(testApp, 'South region');
    for (const roleId of ['maker-all-net', 'maker-wider']) {
      const answer = await testApp.call(
        'operator/add',
        { account: `role.${roleId}`, name: 'Too much', orgId: south, roleId },
        { token: companyToken },
      );
      expect(answer.status, roleId).toBe('403');
    }
    const byAdmin = await testApp.call<TemporaryPasswordRow>(
      'operator/add',
      { account: 'maker.allnet', name: 'All-net', orgId: south, roleId: 'maker-all-net' },
      { token: adminToken },
    );
    expect(byAdmin.status).toBe('0');
  });

  it('needs the add action', async () => {
    await insertTestRole(
      testApp,
      { id: 'user-viewer', companyId: makerId, roleType: '60' },
      { 'sysManagement-userManage': ['query', 'get'] },
    );
    const viewer = await addOperator(testApp, companyToken, {
      account: 'user.viewer',
      name: 'Viewer',
      orgId: await orgIdOf(testApp, 'Aurora Motors'),
      roleId: 'user-viewer',
    });
    const { token } = await signInFirstTime(testApp, 'user.viewer', viewer.temporaryPassword ?? '');
    expect((await list(token)).status).toBe('0');
    const add = await testApp.call(
      'operator/add',
      { account: 'by.viewer', name: 'No', orgId: await orgIdOf(testApp, 'South region'), roleId: '3' },
      { token },
    );
    expect(add.status).toBe('403');
    const target = await storedOperator(testApp, 'demo.dealer');
    for (const [path, obj] of [
      ['operator/disable-or-enable', { operatorId: target.id, enabled: false }],
      ['operator/delete', { operatorId: target.id }],
      ['operator/unlock', { operatorId: target.id }],
      ['operator/admin-reset-password', { operatorId: target.id }],
    ] as const) {
      expect((await testApp.call(path, obj, { token })).status, path).toBe('403');
    }
  });
});
