// @module-tag pglite (the main flow of the carrier-account module)
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CarrierAccountRow,
  CarrierCheckRow,
  CarrierEnterpriseInfoRow,
  CarrierProfileRow,
} from '@simdesk/contract';
import { carrierAccounts } from '../../platform/database/schema-carrier';
import { createTestApp, type TestApp } from '../../test/test-app';
import { addOperatorWithGrants, companyIdNamed } from '../company/testing';
import {
  simDemoAppId,
  simDemoPassword,
  startListeningSim,
  type ListeningSim,
} from './carrier-sim-test-support';
import { carrierAccountModule } from '.';
import { systemModule } from '../system';

const pageCode = 'sysManagement-carrierAccount';
const everyAction = ['query', 'get', 'add', 'edit', 'delete', 'enable', 'disable'] as const;
let testApp: TestApp;
let carrierSim: ListeningSim;
let adminToken: string;
let makerManagerToken: string;
let makerViewerToken: string;
let makerId: number;
let carrierCompanyId: number;

beforeAll(async () => {
  carrierSim = await startListeningSim({ seedCards: 3 });
  testApp = await createTestApp({ modules: [carrierAccountModule, systemModule] });
  const db = testApp.database.db;
  makerId = await companyIdNamed(db, 'Aurora Motors');
  carrierCompanyId = await companyIdNamed(db, 'simdesk Mobile');
  await addOperatorWithGrants(db, {
    account: 'maker.carrier.manager',
    companyId: makerId,
    roleType: '03',
    grants: [{ pageCode, actions: [...everyAction] }],
  });
  await addOperatorWithGrants(db, {
    account: 'maker.carrier.viewer',
    companyId: makerId,
    roleType: '03',
    grants: [{ pageCode, actions: ['query', 'get'] }],
  });
  adminToken = (await testApp.login('admin')).token;
  makerManagerToken = (await testApp.login('maker.carrier.manager')).token;
  makerViewerToken = (await testApp.login('maker.carrier.viewer')).token;
});
afterAll(async () => {
  await testApp?.close();
  await carrierSim?.close();
});

const simAccount = (overrides: Record<string, unknown> = {}) => ({
  name: 'OneLink test',
  carrier: 1,
  baseUrl: carrierSim.baseUrl,
  appId: simDemoAppId,
  password: simDemoPassword,
  ...overrides,
});

async function addAccount(token: string, obj: Record<string, unknown>) {
  const answer = await testApp.call<{ id: number }>('carrier-boss-account/add', obj, { token });
  expect(answer.status, answer.msg).toBe('0');
  const id = answer.rows[0]?.id;
  if (id === undefined) throw new Error('no id');
  return id;
}

/** A carrier-boss-account call, as the carrier admin unless another caller is given. */
async function accountCall<Row = unknown>(path: string, obj: object, token = adminToken) {
  return testApp.call<Row>(`carrier-boss-account/${path}`, obj, { token });
}

async function detail(id: number, token = adminToken) {
  return accountCall<CarrierAccountRow>('detail', { id }, token);
}

describe('carrier accounts: add, read, update', () => {
  it('adds an account, stores the password encrypted and never answers it', async () => {
    const id = await addAccount(adminToken, simAccount({ companyId: carrierCompanyId }));
    const [stored] = await testApp.database.db
      .select()
      .from(carrierAccounts)
      .where(eq(carrierAccounts.id, id));
    expect(stored?.passwordCiphertext).toMatch(/^v1:/);
    expect(stored?.passwordCiphertext).not.toContain(simDemoPassword);
    const answer = await detail(id);
    expect(answer.rows[0]).toMatchObject({
      id,
      companyId: carrierCompanyId,
      companyName: 'simdesk Mobile',
      appId: simDemoAppId,
      passwordSet: true,
      enabled: true,
      lastCheckOk: null,
    });
    expect(JSON.stringify(answer)).not.toContain(simDemoPassword);
    const list = await accountCall<CarrierAccountRow>('list', {});
    expect(list.rows.map((row) => row.id)).toContain(id);
    expect(JSON.stringify(list)).not.toContain(simDemoPassword);
  });

  it('keeps the password when an update leaves it out, and never writes it to the audit log', async () => {
    const id = await addAccount(adminToken, simAccount({ name: 'Keep password' }));
    const before = (
      await testApp.database.db.select().from(carrierAccounts).where(eq(carrierAccounts.id, id))
    )[0];
    const renamed = await accountCall('update', { id, name: 'Renamed' });
    expect(renamed.status).toBe('0');
    const after = (
      await testApp.database.db.select().from(carrierAccounts).where(eq(carrierAccounts.id, id))
    )[0];
    expect(after?.name).toBe('Renamed');
    expect(after?.passwordCiphertext).toBe(before?.passwordCiphertext);
    const check = await accountCall<CarrierCheckRow>('check', { id });
    expect(check.rows[0]?.ok).toBe(true);
    const logs = await testApp.call(
      'operation-log/list',
      { call: 'carrier-boss-account' },
      { token: adminToken },
    );
    expect(logs.rows.length).toBeGreaterThan(0);
    expect(JSON.stringify(logs.rows)).not.toContain(simDemoPassword);
  });

  it('refuses bad input with a clear envelope error and changes nothing', async () => {
    const countBefore = (await testApp.database.db.select().from(carrierAccounts)).length;
    for (const obj of [
      simAccount({ baseUrl: 'ftp://carrier.example' }),
      simAccount({ carrier: 7 }),
      simAccount({ appId: 'has spaces' }),
      simAccount({ password: '' }),
      simAccount({ name: '   ' }),
      simAccount({ unexpected: true }),
    ]) {
      const answer = await accountCall('add', obj);
      expect(answer.status).not.toBe('0');
      expect(answer.status).not.toBe('500');
      expect(answer.msg.length).toBeGreaterThan(0);
    }
    expect((await testApp.database.db.select().from(carrierAccounts)).length).toBe(countBefore);
    const nothing = await accountCall('update', { id: 1 });
    expect(nothing.msg).toMatch(/nothing to change/);
    const missing = await detail(999_999);
    expect(missing.status).not.toBe('0');
  });
});

describe('check against the carrier', () => {
  it('reports success with its latency and keeps the result on the account', async () => {
    const id = await addAccount(adminToken, simAccount({ name: 'Check ok' }));
    const answer = await accountCall<CarrierCheckRow>('check', { id });
    expect(answer.rows[0]).toMatchObject({ ok: true, message: null });
    expect(answer.rows[0]?.latencyMs).toBeGreaterThanOrEqual(0);
    expect((await detail(id)).rows[0]).toMatchObject({ lastCheckOk: true, lastCheckMessage: null });
  });

  it('reports a wrong password in the carrier words, without retrying it', async () => {
    const id = await addAccount(
      adminToken,
      simAccount({ name: 'Wrong password', password: 'not-the-password' }),
    );
    const answer = await accountCall<CarrierCheckRow>('check', { id });
    expect(answer.status).toBe('0');
    expect(answer.rows[0]?.ok).toBe(false);
    expect(answer.rows[0]?.message).toMatch(/AUTHENTICATION_FAILED/);
    expect(answer.rows[0]?.message).not.toContain('not-the-password');
    expect((await detail(id)).rows[0]?.lastCheckOk).toBe(false);
  });

  it('reports an unreachable carrier clearly', async () => {
    const id = await addAccount(adminToken, simAccount({ name: 'Nowhere', baseUrl: 'http://127.0.0.1:9' }));
    const answer = await accountCall<CarrierCheckRow>('check', { id });
    expect(answer.rows[0]?.ok).toBe(false);
    expect(answer.rows[0]?.message).toMatch(/could not connect/);
  });

  it('answers the enterprise account as the carrier reports it, and the call profile', async () => {
    const id = await addAccount(adminToken, simAccount({ name: 'Info' }));
    const info = await accountCall<CarrierEnterpriseInfoRow>('ec-user-account-info', { id });
    expect(info.status, info.msg).toBe('0');
    expect(info.rows[0]).toMatchObject({
      accountId: id,
      appId: simDemoAppId,
      tokenLifetimeSeconds: 7200,
      hasCards: true,
    });
    const profile = await accountCall<CarrierProfileRow>('profile', { id });
    expect(profile.rows[0]?.batchLimit).toBe(100);
    expect(profile.rows[0]?.callsLastDay).toBeGreaterThanOrEqual(3);
    expect(profile.rows[0]?.recentCalls.map((call) => call.endpoint)).toEqual(
      expect.arrayContaining(['/v1/auth/token', '/v1/pools', '/v1/cards']),
    );
  });
});

describe('rights and scoping', () => {
  it('lets a company operator manage only their own company accounts', async () => {
    const carrierOwned = await addAccount(
      adminToken,
      simAccount({ name: 'Carrier owned', companyId: carrierCompanyId }),
    );
    // Company operators are held to the outbound policy: the platform network is not theirs to reach.
    const privateAddress = await accountCall('add', simAccount(), makerManagerToken);
    expect(privateAddress.msg).toMatch(/refused/);
    const makerOwned = await addAccount(adminToken, simAccount({ name: 'Maker owned', companyId: makerId }));
    const list = await accountCall<CarrierAccountRow>('list', {}, makerManagerToken);
    expect(list.rows.map((row) => row.companyId).every((companyId) => companyId === makerId)).toBe(true);
    expect(list.rows.map((row) => row.id)).toContain(makerOwned);
    for (const path of ['detail', 'update', 'delete', 'enable', 'disable', 'check']) {
      const obj = path === 'update' ? { id: carrierOwned, name: 'taken' } : { id: carrierOwned };
      const answer = await accountCall(path, obj, makerManagerToken);
      expect(answer.status, path).not.toBe('0');
    }
    const elsewhere = await accountCall(
      'add',
      simAccount({ companyId: carrierCompanyId }),
      makerManagerToken,
    );
    expect(elsewhere.status).toBe('403');
    expect((await detail(carrierOwned)).rows[0]?.name).toBe('Carrier owned');
    const disabled = await accountCall('disable', { id: makerOwned }, makerManagerToken);
    expect(disabled.status).toBe('0');
    expect((await detail(makerOwned)).rows[0]?.enabled).toBe(false);
  });

  it('refuses calls without the page code or the button action', async () => {
    const companyAdmin = (await testApp.login('demo.company')).token;
    const list = await testApp.call('carrier-boss-account/list', {}, { token: companyAdmin });
    expect(list.status).toBe('403');
    const add = await accountCall('add', simAccount(), makerViewerToken);
    expect(add.status).toBe('403');
    const viewerList = await accountCall('list', {}, makerViewerToken);
    expect(viewerList.status).toBe('0');
  });
});

describe('delete', () => {
  it('refuses while something still uses the account, then deletes', async () => {
    const id = await addAccount(adminToken, simAccount({ name: 'In use' }));
    let cardsUsingIt = 2;
    testApp.services.carrier.registerReferenceCounter('cards', async (accountId) =>
      accountId === id ? cardsUsingIt : 0,
    );
    const refused = await accountCall('delete', { id });
    expect(refused.status).not.toBe('0');
    expect(refused.msg).toMatch(/still in use \(2 cards\)/);
    expect((await detail(id)).status).toBe('0');
    cardsUsingIt = 0;
    const deleted = await accountCall('delete', { id });
    expect(deleted.status).toBe('0');
    expect((await detail(id)).status).not.toBe('0');
  });
});
