import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminFormOptionsRow,
  DealerRow,
  OperatorAdminRow,
  TemporaryPasswordRow,
} from '@simdesk/contract';
import { operators } from '../../platform/database/schema';
import { dealers } from '../../platform/database/schema';
import { useTestApp } from '../../test/test-app';
import { storedOperator } from '../../test/stored-operator';
import { orgIdOf, signInFirstTime } from './account-admin-test-support';
import { accountAdminModule } from '.';

const testApp = useTestApp({ modules: [accountAdminModule] });
let companyToken: string;
beforeAll(async () => {
  companyToken = (await testApp.login('demo.company')).token;
});

const call = <Row>(path: string, obj: Record<string, unknown>, token = companyToken) =>
  testApp.call<Row>(path, obj, { token, page: { pageIndex: 1, pageSize: 50 } });

async function dealerIdOf(code: string): Promise<number> {
  const [dealer] = await testApp.database.db.select().from(dealers).where(eq(dealers.code, code));
  return dealer?.id ?? 0;
}

describe('dealer information', () => {
  it("lists the company's dealers with the contact mobile masked, and reveals it for editing", async () => {
    const answer = await call<DealerRow>('dealer/list', {});
    expect(answer.rows.map((row) => row.code).sort()).toEqual(['BJ-001', 'GZ-001']);
    const beijing = answer.rows.find((row) => row.code === 'BJ-001');
    expect(beijing).toMatchObject({
      orgName: 'Beijing dealer',
      contactMobile: '138****1010',
      accountCount: 1,
    });
    const detail = await call<DealerRow>('dealer/get', { dealerId: beijing?.dealerId });
    expect(detail.rows[0]?.contactMobile).toBe('13800001010');
    const north = await orgIdOf(testApp, 'North region');
    expect((await call<DealerRow>('dealer/list', { orgId: north })).rows.map((row) => row.code)).toEqual([
      'BJ-001',
    ]);
    expect((await call<DealerRow>('dealer/list', { code: 'gz' })).rows.map((row) => row.code)).toEqual([
      'GZ-001',
    ]);
  });

  it('adds, edits and deletes a dealer; codes are unique per company', async () => {
    const tianjin = await orgIdOf(testApp, 'Tianjin dealer');
    const added = await call<{ dealerId: number }>('dealer/add', {
      orgId: tianjin,
      name: 'Aurora Tianjin Store',
      code: 'TJ-001',
      contactName: 'Sun Li',
      contactMobile: '13600000001',
    });
    expect(added.status).toBe('0');
    const dealerId = added.rows[0]?.dealerId;
    expect((await call('dealer/add', { orgId: tianjin, name: 'Copy', code: 'tj-001' })).status).toBe('409');
    const edited = await call('dealer/edit', {
      dealerId,
      orgId: tianjin,
      name: 'Aurora Tianjin Flagship',
      code: 'TJ-002',
      contactName: null,
      contactMobile: null,
      address: 'Binhai 1',
      enabled: false,
    });
    expect(edited.status).toBe('0');
    const [row] = await testApp.database.db.select().from(dealers).where(eq(dealers.code, 'TJ-002'));
    expect(row).toMatchObject({ name: 'Aurora Tianjin Flagship', contactMobile: null, enabled: false });
    expect(
      (
        await call('dealer/edit', {
          dealerId,
          orgId: tianjin,
          name: 'X',
          code: 'BJ-001',
          contactName: null,
          contactMobile: null,
          address: null,
          enabled: true,
        })
      ).status,
    ).toBe('409');
    expect((await call('dealer/delete', { dealerId })).status).toBe('0');
    expect(await dealerIdOf('TJ-002')).toBe(0);
  });

  it('refuses bad input, other companies and callers without the page', async () => {
    const before = (await testApp.database.db.select().from(dealers)).length;
    const carrierOrg = await orgIdOf(testApp, 'simdesk Mobile');
    const tianjin = await orgIdOf(testApp, 'Tianjin dealer');
    expect((await call('dealer/add', { orgId: carrierOrg, name: 'Out', code: 'OUT' })).status).toBe('404');
    expect((await call('dealer/add', { orgId: tianjin, name: 'Bad', code: 'has space' })).status).toBe('400');
    expect(
      (await call('dealer/add', { orgId: tianjin, name: 'Bad', code: 'OK', contactMobile: '1' })).status,
    ).toBe('400');
    expect((await call('dealer/add', { orgId: tianjin, name: 'Bad', code: 'OK', companyId: 1 })).status).toBe(
      '400',
    );
    expect((await testApp.database.db.select().from(dealers)).length).toBe(before);
    const dealerToken = (await testApp.login('demo.dealer')).token;
    expect((await call('dealer/list', {}, dealerToken)).status).toBe('403');
    const adminToken = (await testApp.login('admin')).token;
    const all = await call<DealerRow>('dealer/list', {}, adminToken);
    expect(all.rows.length).toBe(2);
  });

  it('refuses deleting a dealer that still has accounts', async () => {
    const beijing = await dealerIdOf('BJ-001');
    const refused = await call('dealer/delete', { dealerId: beijing });
    expect(refused.status).toBe('409');
    expect(await dealerIdOf('BJ-001')).toBe(beijing);
  });
});

describe('dealer accounts', () => {
  it('lists only operators of dealers, and adds one in the dealer’s org', async () => {
    const listed = await call<OperatorAdminRow>('dealer/account-list', {});
    expect(listed.rows.map((row) => row.account)).toEqual(['demo.dealer']);
    const guangzhou = await dealerIdOf('GZ-001');
    const added = await call<TemporaryPasswordRow>('dealer/account-add', {
      dealerId: guangzhou,
      account: 'gz.sales',
      name: 'Guangzhou Sales',
      mobile: '13500000001',
      roleId: '3',
    });
    expect(added.status).toBe('0');
    const created = await storedOperator(testApp, 'gz.sales');
    expect(created).toMatchObject({ dealerId: guangzhou, orgId: await orgIdOf(testApp, 'Guangzhou dealer') });
    const login = await signInFirstTime(testApp, 'gz.sales', added.rows[0]?.temporaryPassword ?? '');
    expect(login.operatorVo.orgName).toBe('Guangzhou dealer');
    const byDealer = await call<OperatorAdminRow>('dealer/account-list', { dealerId: guangzhou });
    expect(byDealer.rows.map((row) => row.account)).toEqual(['gz.sales']);
  });

  it('edits, disables and deletes a dealer account through the operator rules', async () => {
    const account = await storedOperator(testApp, 'gz.sales');
    const beijing = await dealerIdOf('BJ-001');
    const edit = await call('dealer/account-edit', {
      operatorId: account.id,
      dealerId: beijing,
      name: 'Moved Sales',
      mobile: null,
      mail: 'moved@example.com',
      roleId: '3212',
      remark: 'moved',
    });
    expect(edit.status).toBe('0');
    const [moved] = await testApp.database.db.select().from(operators).where(eq(operators.id, account.id));
    expect(moved).toMatchObject({
      dealerId: beijing,
      orgId: await orgIdOf(testApp, 'Beijing dealer'),
      roleId: '3212',
    });
    const disabled = await call('dealer/account-disable-or-enable', {
      operatorId: account.id,
      enabled: false,
    });
    expect(disabled.status).toBe('0');
    expect((await call('dealer/account-delete', { operatorId: account.id })).status).toBe('0');
    expect((await call<OperatorAdminRow>('dealer/account-list', {})).rows.map((row) => row.account)).toEqual([
      'demo.dealer',
    ]);
  });

  it('refuses operators that are not dealer accounts, and a role the caller may not hand out', async () => {
    const restricted = await storedOperator(testApp, 'demo.restricted');
    expect((await call('dealer/account-get', { operatorId: restricted.id })).status).toBe('404');
    expect((await call('dealer/account-delete', { operatorId: restricted.id })).status).toBe('404');
    const beijing = await dealerIdOf('BJ-001');
    const higher = await call('dealer/account-add', {
      dealerId: beijing,
      account: 'too.high',
      name: 'No',
      roleId: '1',
    });
    expect(higher.status).toBe('404');
    const dealer = await storedOperator(testApp, 'demo.dealer');
    const detail = await call<OperatorAdminRow>('dealer/account-get', { operatorId: dealer.id });
    expect(detail.rows[0]?.mobile).toBe('13800000002');
  });

  it('gives a dealer account dealer roles only: its form offers no other, and an add or edit to one changes nothing', async () => {
    const roleTypesOffered = async (path: string) =>
      (await call<AdminFormOptionsRow>(path, {})).rows[0]?.roles.map(
        (role) => `${role.roleId}:${role.roleType}`,
      );
    expect(await roleTypesOffered('operator/form-options')).toEqual(['2:03', '3:60', '3212:60']);
    expect(await roleTypesOffered('dealer/account-form-options')).toEqual(['3:60', '3212:60']);

    const beijing = await dealerIdOf('BJ-001');
    const companyAdmin = await call('dealer/account-add', {
      dealerId: beijing,
      account: 'bj.boss',
      name: 'Dealer Boss',
      roleId: '2',
    });
    expect(companyAdmin.status).toBe('403');
    expect(companyAdmin.msg).toMatch(/dealer roles only/);
    const stored = await testApp.database.db.select().from(operators).where(eq(operators.account, 'bj.boss'));
    expect(stored).toEqual([]);

    const dealer = await storedOperator(testApp, 'demo.dealer');
    const promoted = await call('dealer/account-edit', {
      operatorId: dealer.id,
      dealerId: dealer.dealerId,
      name: dealer.name,
      mobile: dealer.mobile,
      mail: dealer.mail,
      roleId: '2',
      remark: '',
    });
    expect(promoted.status).toBe('403');
    expect((await storedOperator(testApp, 'demo.dealer')).roleId).toBe(dealer.roleId);
  });

  it('moves the accounts with their dealer when the dealer moves to another org', async () => {
    const beijing = await dealerIdOf('BJ-001');
    const tianjin = await orgIdOf(testApp, 'Tianjin dealer');
    const detail = (await call<DealerRow>('dealer/get', { dealerId: beijing })).rows[0];
    const moved = await call('dealer/edit', {
      dealerId: beijing,
      orgId: tianjin,
      name: detail?.name,
      code: detail?.code,
      contactName: detail?.contactName,
      contactMobile: detail?.contactMobile,
      address: detail?.address,
      enabled: true,
    });
    expect(moved.status).toBe('0');
    const dealer = await storedOperator(testApp, 'demo.dealer');
    expect(dealer.orgId).toBe(tianjin);
  });
});
