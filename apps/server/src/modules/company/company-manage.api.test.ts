import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CompanyRow } from '@simdesk/contract';
import { companies, organizations } from '../../platform/database/schema';
import { messages } from '../../platform/database/schema-messages';
import { companySettings } from './company-schema';
import { useTestApp } from '../../test/test-app';
import { storedOperator } from '../../test/stored-operator';
import { addOperatorWithGrants, companyIdNamed } from './company-test-support';
import { companyModule } from '.';

const testApp = useTestApp({ modules: [companyModule] });
let adminToken: string;
const allActions = ['query', 'get', 'add', 'edit', 'delete'] as const;

beforeAll(async () => {
  adminToken = (await testApp.login('admin')).token;
  // The page code alone, in a company that is not the carrier: still refused.
  await addOperatorWithGrants(testApp.database.db, {
    account: 'maker.with.page',
    companyId: await companyIdNamed(testApp.database.db, 'Aurora Motors'),
    roleType: '01',
    grants: [{ pageCode: 'sysManagement-companyManage', actions: [...allActions] }],
  });
  // Carrier staff with a region role: not cross-company, so refused too.
  await addOperatorWithGrants(testApp.database.db, {
    account: 'carrier.region',
    companyId: await companyIdNamed(testApp.database.db, 'simdesk Mobile'),
    roleType: '60',
    grants: [{ pageCode: 'sysManagement-companyManage', actions: [...allActions] }],
  });
});

const newCompany = { companyName: 'Northwind Trucks', platformName: 'Northwind Fleet', deployType: 1 };

async function list(obj: Record<string, unknown> = {}, token = adminToken) {
  return testApp.call<CompanyRow>('company/list', obj, { token, page: { pageIndex: 1, pageSize: 20 } });
}

describe('company management rights', () => {
  it('is carrier staff with a cross-company role and the page code only', async () => {
    const company = await testApp.login('demo.company');
    expect((await list({}, company.token)).status).toBe('403');
    for (const account of ['maker.with.page', 'carrier.region']) {
      const { token } = await testApp.login(account);
      expect((await list({}, token)).status, account).toBe('403');
      expect((await testApp.call('company/add', newCompany, { token })).status, account).toBe('403');
    }
    expect(
      await testApp.database.db.select().from(companies).where(eq(companies.name, newCompany.companyName)),
    ).toEqual([]);
  });
});

describe('company/list', () => {
  it('lists every company with its operators, filtered by name and deploy type', async () => {
    const all = await list();
    expect(all.status).toBe('0');
    expect(all.rows.map((row) => row.companyName)).toEqual(
      expect.arrayContaining(['simdesk Mobile', 'Aurora Motors', 'Fleetlink API']),
    );
    const aurora = all.rows.find((row) => row.companyName === 'Aurora Motors');
    expect(aurora).toMatchObject({
      isCarrier: false,
      deployType: 1,
      platformName: 'Aurora Connected Vehicles',
    });
    expect(aurora?.operatorCount).toBeGreaterThanOrEqual(4);
    expect((await list({ companyName: 'fleet' })).rows.map((row) => row.companyName)).toEqual([
      'Fleetlink API',
    ]);
    expect((await list({ deployType: 3 })).rows.map((row) => row.companyName)).toEqual(['Fleetlink API']);
    expect((await list({ companyName: '%' })).rows).toEqual([]);
  });
});

describe('company/add, save and delete', () => {
  let companyId: number;

  it('adds a company with its root organisation', async () => {
    const added = await testApp.call<{ companyId: number; rootOrgId: number }>('company/add', newCompany, {
      token: adminToken,
    });
    expect(added.status).toBe('0');
    companyId = added.rows[0]?.companyId ?? 0;
    const orgs = await testApp.database.db
      .select()
      .from(organizations)
      .where(eq(organizations.companyId, companyId));
    expect(orgs).toHaveLength(1);
    expect(orgs[0]).toMatchObject({
      id: added.rows[0]?.rootOrgId,
      name: 'Northwind Trucks',
      parentId: null,
      path: `/${orgs[0]?.id}/`,
    });
  });

  it('refuses bad input and adds nothing', async () => {
    const before = (await list()).total;
    for (const obj of [
      { ...newCompany, companyName: ' ' },
      { ...newCompany, deployType: 9 },
      { ...newCompany, isCarrier: true },
      { companyName: 'Only a name' },
    ]) {
      expect(
        (await testApp.call('company/add', obj, { token: adminToken })).status,
        JSON.stringify(obj),
      ).toBe('400');
    }
    expect((await list()).total).toBe(before);
  });

  it('saves the names and deploy type', async () => {
    const saved = await testApp.call(
      'company/save',
      { companyId, companyName: 'Northwind', platformName: 'Northwind API', deployType: 3 },
      { token: adminToken },
    );
    expect(saved.status).toBe('0');
    expect((await list({ companyName: 'northwind' })).rows[0]).toMatchObject({
      companyName: 'Northwind',
      deployType: 3,
    });
    const missing = await testApp.call(
      'company/save',
      { ...newCompany, companyId: 999_999 },
      { token: adminToken },
    );
    expect(missing.status).toBe('404');
  });

  it('refuses to delete a company with operators, the carrier, or one that does not exist', async () => {
    const aurora = await companyIdNamed(testApp.database.db, 'Aurora Motors');
    const withOperators = await testApp.call('company/delete', { companyId: aurora }, { token: adminToken });
    expect(withOperators.status).toBe('409');
    expect(withOperators.msg).toMatch(/still has \d+ operators/);
    const carrier = await companyIdNamed(testApp.database.db, 'simdesk Mobile');
    expect((await testApp.call('company/delete', { companyId: carrier }, { token: adminToken })).status).toBe(
      '400',
    );
    expect((await testApp.call('company/delete', { companyId: 999_999 }, { token: adminToken })).status).toBe(
      '404',
    );
  });

  it('refuses, changing nothing, while other data still points at the company', async () => {
    const admin = await storedOperator(testApp, 'admin');
    const [message] = await testApp.database.db
      .insert(messages)
      .values({ companyId, operatorId: admin.id, moduleType: 0, messageType: 0, content: 'hello' })
      .returning();
    const refused = await testApp.call('company/delete', { companyId }, { token: adminToken });
    expect(refused.status).toBe('409');
    expect(refused.msg).toMatch(/still has data/);
    expect(
      await testApp.database.db.select().from(organizations).where(eq(organizations.companyId, companyId)),
    ).toHaveLength(1);
    await testApp.database.db.delete(messages).where(eq(messages.id, message?.id ?? 0));
  });

  it('deletes an empty company with its organisation and settings', async () => {
    await testApp.database.db.insert(companySettings).values({ companyId, key: 'cardImport', value: {} });
    expect((await testApp.call('company/delete', { companyId }, { token: adminToken })).status).toBe('0');
    expect(await testApp.database.db.select().from(companies).where(eq(companies.id, companyId))).toEqual([]);
    expect(
      await testApp.database.db.select().from(organizations).where(eq(organizations.companyId, companyId)),
    ).toEqual([]);
  });
});
