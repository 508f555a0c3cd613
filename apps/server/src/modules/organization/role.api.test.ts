import { describe, expect, it } from 'vitest';
import type { PageCodeTreeRow, RoleDetailRow, RoleRow } from '@simdesk/contract';
import { useSignIn, useTestApp } from '../../test/test-app';
import { signInWithNewRole } from './organization-test-support';
import { organizationModule } from '.';
import { systemModule } from '../system';

const testApp = useTestApp({ modules: [organizationModule, systemModule] });
const maker = useSignIn(testApp, 'demo.company');
const carrier = useSignIn(testApp, 'admin');

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
    const answer = await testApp.call<RoleRow>('role/list', {}, { token: maker.token });
    expect(answer.rows.map((row) => row.roleId)).toEqual(['2', '3', '3212']);
    const admin = answer.rows.find((row) => row.roleId === '2');
    expect(admin).toMatchObject({ companyName: 'Aurora Motors', roleType: '03', builtIn: false });
    expect(admin?.operatorCount).toBe(2);
  });

  it('lets cross-company carrier staff pick a company, and nobody else', async () => {
    expect(await roleNames(carrier.token, { companyId: maker.companyId })).toContain('Dealer');
    expect(await roleNames(carrier.token)).toEqual(['Carrier super admin']);
    const refused = await testApp.call(
      'role/list',
      { companyId: maker.companyId + 1 },
      { token: maker.token },
    );
    expect(refused.status).toBe('403');
  });

  it("reads a role's grants, and hides another company's role", async () => {
    const answer = await testApp.call<RoleDetailRow>('role/get', { roleId: '3' }, { token: maker.token });
    expect(answer.rows[0]?.pageGrants).toContainEqual({
      pageCode: 'sysManagement-mission',
      actions: ['query', 'get'],
    });
    expect((await testApp.call('role/get', { roleId: '1' }, { token: maker.token })).status).toBe('404');
  });

  it('offers only the codes, actions and role types the caller holds', async () => {
    const tree = await testApp.call<PageCodeTreeRow>('role/page-code-tree', {}, { token: maker.token });
    const codes = flatten(tree.rows).map((row) => row.menuCode);
    expect(codes).toContain(dictionary);
    expect(codes).not.toContain('apiConfig');
    expect(codes).not.toContain('ownerOperationsManagement');
    const full = flatten(
      (await testApp.call<PageCodeTreeRow>('role/page-code-tree', {}, { token: carrier.token })).rows,
    );
    expect(full.map((row) => row.menuCode)).toContain('apiConfig');
    const types = async (token: string) =>
      (await testApp.call<{ roleType: string }>('role/assignable-types', {}, { token })).rows.map(
        (row) => row.roleType,
      );
    expect(await types(maker.token)).toEqual(['03', '60']);
    expect(await types(carrier.token)).toEqual(['01', '02', '03', '60']);
  });

  it('refuses an operator without the role page', async () => {
    const { token } = await testApp.login('demo.dealer');
    expect((await testApp.call('role/list', {}, { token })).status).toBe('403');
    expect((await testApp.call('role/page-code-tree', {}, { token })).status).toBe('403');
  });
});

describe('creating and changing roles', () => {
  it('creates a role with a generated id and stores what was ticked', async () => {
    const added = await addRole(maker.token, {
      name: 'Log viewer',
      roleType: '60',
      description: 'Reads logs and the dictionary',
      pageGrants: viewerGrants,
    });
    expect(added.status).toBe('0');
    const roleId = added.rows[0]?.roleId ?? '';
    expect(roleId).toMatch(/^r[a-z2-9]{10}$/);
    const read = await testApp.call<RoleDetailRow>('role/get', { roleId }, { token: maker.token });
    expect(read.rows[0]).toMatchObject({
      name: 'Log viewer',
      roleType: '60',
      companyId: maker.companyId,
      pageGrants: viewerGrants,
    });
  });

  it('refuses to grant beyond the caller: codes, actions, role types', async () => {
    const before = await roleNames(maker.token);
    const attempts = [
      { pageGrants: [{ pageCode: 'apiConfig', actions: [] }] },
      { pageGrants: [{ pageCode: carCardInfo, actions: ['query'] }] },
      { roleType: '02', pageGrants: viewerGrants },
      { roleType: '01', pageGrants: [] },
    ];
    for (const attempt of attempts) {
      const answer = await addRole(maker.token, { name: 'Too much', roleType: '60', ...attempt });
      expect(answer.status, JSON.stringify(attempt)).toBe('403');
    }
    expect(await roleNames(maker.token)).toEqual(before);
  });

  it('refuses bad input with a clear error and creates nothing', async () => {
    const before = await roleNames(maker.token);
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
      const answer = await addRole(maker.token, attempt);
      expect(answer.status, JSON.stringify(attempt)).toMatch(/^(400|409)$/);
      expect(answer.msg.length).toBeGreaterThan(0);
    }
    expect(await roleNames(maker.token)).toEqual(before);
  });

  it("applies a change on the holder's next request", async () => {
    const { login: reader, roleId } = await signInWithNewRole(
      testApp,
      maker,
      { account: 'reader.one', orgName: 'South region' },
      { name: 'Dictionary reader', roleType: '60', pageGrants: viewerGrants },
    );
    expect(reader.pageCodeList).toEqual([logs, dictionary]);
    expect((await testApp.call('dictionary/list', {}, { token: reader.token })).status).toBe('0');

    const edited = await testApp.call(
      'role/edit',
      { roleId, name: 'Log reader', roleType: '60', pageGrants: [{ pageCode: logs, actions: ['query'] }] },
      { token: maker.token },
    );
    expect(edited.status).toBe('0');
    expect((await testApp.call('dictionary/list', {}, { token: reader.token })).status).toBe('403');
    expect((await testApp.call('operation-log/list', {}, { token: reader.token })).status).toBe('0');
  });

  it('keeps what lies beyond the editor when a role holds more than they do', async () => {
    const added = await addRole(carrier.token, {
      companyId: maker.companyId,
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
      { token: maker.token },
    );
    expect(edited.status).toBe('0');
    const read = await testApp.call<RoleDetailRow>('role/get', { roleId }, { token: maker.token });
    expect(read.rows[0]?.pageGrants).toEqual([
      { pageCode: dictionary, actions: ['query'] },
      { pageCode: carCardInfo, actions: ['edit', 'query'] },
    ]);
  });

  it('refuses to change a role whose type is above the caller, or the built-in role', async () => {
    const added = await addRole(carrier.token, {
      companyId: maker.companyId,
      name: 'All-network',
      roleType: '02',
      pageGrants: [],
    });
    const roleId = added.rows[0]?.roleId ?? '';
    const edit = { roleId, name: 'Mine now', roleType: '60', pageGrants: [] };
    expect((await testApp.call('role/edit', edit, { token: maker.token })).status).toBe('403');
    expect((await testApp.call('role/delete', { roleId }, { token: maker.token })).status).toBe('403');
    const builtIn = { roleId: '1', name: 'Renamed', roleType: '01', pageGrants: [] };
    expect((await testApp.call('role/edit', builtIn, { token: carrier.token })).status).toBe('403');
  });
});

describe('deleting roles', () => {
  it('refuses a role operators hold and the built-in role, then deletes an unused one', async () => {
    const held = await testApp.call('role/delete', { roleId: '3' }, { token: maker.token });
    expect(held.status).toBe('409');
    expect(held.msg).toMatch(/operator/);
    expect((await testApp.call('role/delete', { roleId: '1' }, { token: carrier.token })).status).toBe('403');
    expect((await testApp.call('role/delete', { roleId: '5' }, { token: maker.token })).status).toBe('404');

    const added = await addRole(maker.token, {
      name: 'Short-lived',
      roleType: '60',
      pageGrants: viewerGrants,
    });
    const roleId = added.rows[0]?.roleId ?? '';
    expect((await testApp.call('role/delete', { roleId }, { token: maker.token })).status).toBe('0');
    expect(await roleNames(maker.token)).not.toContain('Short-lived');
    expect((await testApp.call('role/get', { roleId }, { token: maker.token })).status).toBe('404');
  });

  it('needs the delete action', async () => {
    const { token } = (
      await signInWithNewRole(
        testApp,
        maker,
        { account: 'role.reader', orgName: 'South region' },
        {
          name: 'Role reader',
          roleType: '60',
          pageGrants: [{ pageCode: 'sysManagement-roleManage', actions: ['query'] }],
        },
      )
    ).login;
    expect((await testApp.call('role/list', {}, { token })).status).toBe('0');
    expect((await testApp.call('role/delete', { roleId: '3212' }, { token })).status).toBe('403');
    expect((await addRole(token, { name: 'Nope', roleType: '60', pageGrants: [] })).status).toBe('403');
  });
});
