import { beforeAll, describe, expect, it } from 'vitest';
import type { PageCodeTreeRow, RoleDetailRow, RoleRow } from '@simdesk/contract';
import { useTestApp } from '../../test/test-app';
import { insertOperator, orgIdByName } from './organization-test-support';
import { organizationModule } from '.';
import { systemModule } from '../system';

const testApp = useTestApp({ modules: [organizationModule, systemModule] });
let companyToken: string;
let adminToken: string;
let makerId: number;
beforeAll(async () => {
  const company = await testApp.login('demo.company');
  companyToken = company.token;
  makerId = company.operatorVo.companyId;
  adminToken = (await testApp.login('admin')).token;
});

const dictionary = 'sysManagement-dictionary';
const logs = 'sysManagement-logManage';
// A page the company admin does not hold.
const carCardInfo = 'ownerOperationsManagement-carCardInfoManagement-carCardInfo';

function flatten(rows: readonly PageCodeTreeRow[]): PageCodeTreeRow[] {
  return rows.flatMap((row) => [row, ...flatten(row.childList)]);
}

async function roleNames(token: string, obj: object = {}): Promise<string[]> {
  const answer = await testApp.call<RoleRow>('role/list', obj, {
    token,
    page: { pageIndex: 1, pageSize: 100 },
  });
  expect(answer.status).toBe('0');
  return answer.rows.map((row) => row.name);
}

async function addRole(token: string, obj: object) {
  return testApp.call<{ roleId: string }>('role/add', obj, { token });
}

const viewerGrants = [
  { pageCode: logs, actions: ['query'] },
  { pageCode: dictionary, actions: ['query'] },
];

describe('role list and reading', () => {
  it("lists the caller company's roles with their holders", async () => {
    const answer = await testApp.call<RoleRow>('role/list', {}, { token: companyToken });
    expect(answer.rows.map((row) => row.roleId)).toEqual(['2', '3', '3212']);
    const admin = answer.rows.find((row) => row.roleId === '2');
    expect(admin).toMatchObject({ companyName: 'Aurora Motors', roleType: '03', builtIn: false });
    expect(admin?.operatorCount).toBe(2);
  });

  it('lets cross-company carrier staff pick a company, and nobody else', async () => {
    expect(await roleNames(adminToken, { companyId: makerId })).toContain('Dealer');
    expect(await roleNames(adminToken)).toEqual(['Carrier super admin']);
    const refused = await testApp.call('role/list', { companyId: makerId + 1 }, { token: companyToken });
    expect(refused.status).toBe('403');
  });

  it("reads a role's grants, and hides another company's role", async () => {
    const answer = await testApp.call<RoleDetailRow>('role/get', { roleId: '3' }, { token: companyToken });
    expect(answer.rows[0]?.pageGrants).toContainEqual({
      pageCode: 'sysManagement-mission',
      actions: ['query', 'get'],
    });
    expect((await testApp.call('role/get', { roleId: '1' }, { token: companyToken })).status).toBe('404');
  });

  it('offers only the codes, actions and role types the caller holds', async () => {
    const tree = await testApp.call<PageCodeTreeRow>('role/page-code-tree', {}, { token: companyToken });
    const codes = flatten(tree.rows).map((row) => row.menuCode);
    expect(codes).toContain(dictionary);
    expect(codes).not.toContain('apiConfig');
    expect(codes).not.toContain('ownerOperationsManagement');
    const full = flatten(
      (await testApp.call<PageCodeTreeRow>('role/page-code-tree', {}, { token: adminToken })).rows,
    );
    expect(full.map((row) => row.menuCode)).toContain('apiConfig');
    const types = async (token: string) =>
      (await testApp.call<{ roleType: string }>('role/assignable-types', {}, { token })).rows.map(
        (row) => row.roleType,
      );
    expect(await types(companyToken)).toEqual(['03', '60']);
    expect(await types(adminToken)).toEqual(['01', '02', '03', '60']);
  });

  it('refuses an operator without the role page', async () => {
    const { token } = await testApp.login('demo.dealer');
    expect((await testApp.call('role/list', {}, { token })).status).toBe('403');
    expect((await testApp.call('role/page-code-tree', {}, { token })).status).toBe('403');
  });
});

describe('creating and changing roles', () => {
  it('creates a role with a generated id and stores what was ticked', async () => {
    const added = await addRole(companyToken, {
      name: 'Log viewer',
      roleType: '60',
      description: 'Reads logs and the dictionary',
      pageGrants: viewerGrants,
    });
    expect(added.status).toBe('0');
    const roleId = added.rows[0]?.roleId ?? '';
    expect(roleId).toMatch(/^r[a-z2-9]{10}$/);
    const read = await testApp.call<RoleDetailRow>('role/get', { roleId }, { token: companyToken });
    expect(read.rows[0]).toMatchObject({
      name: 'Log viewer',
      roleType: '60',
      companyId: makerId,
      pageGrants: viewerGrants,
    });
  });

  it('refuses to grant beyond the caller: codes, actions, role types', async () => {
    const before = await roleNames(companyToken);
    const attempts = [
      { pageGrants: [{ pageCode: 'apiConfig', actions: [] }] },
      { pageGrants: [{ pageCode: carCardInfo, actions: ['query'] }] },
      { roleType: '02', pageGrants: viewerGrants },
      { roleType: '01', pageGrants: [] },
    ];
    for (const attempt of attempts) {
      const answer = await addRole(companyToken, { name: 'Too much', roleType: '60', ...attempt });
      expect(answer.status, JSON.stringify(attempt)).toBe('403');
    }
    expect(await roleNames(companyToken)).toEqual(before);
  });

  it('refuses bad input with a clear error and creates nothing', async () => {
    const before = await roleNames(companyToken);
    const attempts = [
      { name: 'Bad', roleType: '60', pageGrants: [{ pageCode: 'noSuchPage', actions: [] }] },
      { name: 'Bad', roleType: '60', pageGrants: [{ pageCode: logs, actions: ['delete'] }] },
      { name: 'Bad', roleType: '60', pageGrants: [{ pageCode: logs, actions: ['fly'] }] },
      { name: 'Bad', roleType: '99', pageGrants: [] },
      { name: '', roleType: '60', pageGrants: [] },
      { name: 'Bad', roleType: '60', pageGrants: [], roleId: 'chosen' },
      { name: 'Log viewer', roleType: '60', pageGrants: [] },
    ];
    for (const attempt of attempts) {
      const answer = await addRole(companyToken, attempt);
      expect(answer.status, JSON.stringify(attempt)).toMatch(/^(400|409)$/);
      expect(answer.msg.length).toBeGreaterThan(0);
    }
    expect(await roleNames(companyToken)).toEqual(before);
  });

  it("applies a change on the holder's next request", async () => {
    const added = await addRole(companyToken, {
      name: 'Dictionary reader',
      roleType: '60',
      pageGrants: viewerGrants,
    });
    const roleId = added.rows[0]?.roleId ?? '';
    const orgId = await orgIdByName(testApp, 'South region');
    await insertOperator(testApp, { account: 'reader.one', companyId: makerId, orgId, roleId });
    const reader = await testApp.login('reader.one');
    expect(reader.pageCodeList).toEqual([logs, dictionary]);
    expect((await testApp.call('dictionary/list', {}, { token: reader.token })).status).toBe('0');

    const edited = await testApp.call(
      'role/edit',
      { roleId, name: 'Log reader', roleType: '60', pageGrants: [{ pageCode: logs, actions: ['query'] }] },
      { token: companyToken },
    );
    expect(edited.status).toBe('0');
    expect((await testApp.call('dictionary/list', {}, { token: reader.token })).status).toBe('403');
    expect((await testApp.call('operation-log/list', {}, { token: reader.token })).status).toBe('0');
  });

  it('keeps what lies beyond the editor when a role holds more than they do', async () => {
    const added = await addRole(adminToken, {
      companyId: makerId,
      name: 'Dealer manager',
      roleType: '03',
      pageGrants: [
        { pageCode: carCardInfo, actions: ['query', 'edit'] },
        { pageCode: logs, actions: ['query', 'export'] },
      ],
    });
    const roleId = added.rows[0]?.roleId ?? '';
    const edited = await testApp.call(
      'role/edit',
      {
        roleId,
        name: 'Dealer manager',
        roleType: '60',
        pageGrants: [{ pageCode: dictionary, actions: ['query'] }],
      },
      { token: companyToken },
    );
    expect(edited.status).toBe('0');
    const read = await testApp.call<RoleDetailRow>('role/get', { roleId }, { token: companyToken });
    expect(read.rows[0]?.pageGrants).toEqual([
      { pageCode: dictionary, actions: ['query'] },
      { pageCode: carCardInfo, actions: ['edit', 'query'] },
    ]);
  });

  it('refuses to change a role whose type is above the caller, or the built-in role', async () => {
    const added = await addRole(adminToken, {
      companyId: makerId,
      name: 'All-network',
      roleType: '02',
      pageGrants: [],
    });
    const roleId = added.rows[0]?.roleId ?? '';
    const edit = { roleId, name: 'Mine now', roleType: '60', pageGrants: [] };
    expect((await testApp.call('role/edit', edit, { token: companyToken })).status).toBe('403');
    expect((await testApp.call('role/delete', { roleId }, { token: companyToken })).status).toBe('403');
    const builtIn = { roleId: '1', name: 'Renamed', roleType: '01', pageGrants: [] };
    expect((await testApp.call('role/edit', builtIn, { token: adminToken })).status).toBe('403');
  });
});

describe('deleting roles', () => {
  it('refuses a role operators hold and the built-in role, then deletes an unused one', async () => {
    const held = await testApp.call('role/delete', { roleId: '3' }, { token: companyToken });
    expect(held.status).toBe('409');
    expect(held.msg).toMatch(/operator/);
    expect((await testApp.call('role/delete', { roleId: '1' }, { token: adminToken })).status).toBe('403');
    expect((await testApp.call('role/delete', { roleId: '5' }, { token: companyToken })).status).toBe('404');

    const added = await addRole(companyToken, {
      name: 'Short-lived',
      roleType: '60',
      pageGrants: viewerGrants,
    });
    const roleId = added.rows[0]?.roleId ?? '';
    expect((await testApp.call('role/delete', { roleId }, { token: companyToken })).status).toBe('0');
    expect(await roleNames(companyToken)).not.toContain('Short-lived');
    expect((await testApp.call('role/get', { roleId }, { token: companyToken })).status).toBe('404');
  });

  it('needs the delete action', async () => {
    const added = await addRole(companyToken, {
      name: 'Role reader',
      roleType: '60',
      pageGrants: [{ pageCode: 'sysManagement-roleManage', actions: ['query'] }],
    });
    const orgId = await orgIdByName(testApp, 'South region');
    await insertOperator(testApp, {
      account: 'role.reader',
      companyId: makerId,
      orgId,
      roleId: added.rows[0]?.roleId ?? '',
    });
    const { token } = await testApp.login('role.reader');
    expect((await testApp.call('role/list', {}, { token })).status).toBe('0');
    expect((await testApp.call('role/delete', { roleId: '3212' }, { token })).status).toBe('403');
    expect((await addRole(token, { name: 'Nope', roleType: '60', pageGrants: [] })).status).toBe('403');
  });
});
