import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../database/connect';
import { companies, operators, organizations, rolePages, roles } from '../database/schema';
import { hashPassword } from '../auth/passwords';
import { withNeededModules } from '../modules/module-order';
import type { ServerModule } from '../modules/server-module';
import { everyPageGrant, grantsUnder, type DemoRoleGrant } from './demo-roles';
import type { DemoWorld } from './demo-world';

/** The demo accounts of the README; every one signs in with the same demo password. */
export const demoAccounts = {
  carrierAdmin: 'admin',
  companyAdmin: 'demo.company',
  dealer: 'demo.dealer',
  restricted: 'demo.restricted',
  apiCustomer: 'demo.api',
  switchCarrier: 'demo.switch.carrier',
  switchMaker: 'demo.switch.maker',
} as const;

/** Both switch accounts belong to one person with this mobile. */
export const demoSharedMobile = '13900000000';

export interface SeedResult {
  seeded: boolean;
  /** Present when the password was generated (no SIMDESK_DEMO_PASSWORD): print it once. */
  generatedPassword?: string;
}

function generatePassword(): string {
  return randomBytes(9).toString('base64url');
}

async function insertRole(
  db: Database,
  role: { id: string; companyId: number; name: string; roleType: string },
  grants: readonly DemoRoleGrant[],
) {
  await db.insert(roles).values(role);
  if (grants.length === 0) return;
  await db.insert(rolePages).values(
    grants.map((grant, index) => ({
      roleId: role.id,
      pageCode: grant.pageCode,
      actions: [...grant.actions],
      orderNum: index,
    })),
  );
}

async function insertOrg(
  db: Database,
  companyId: number,
  name: string,
  parent: { id: number; path: string } | undefined,
  orderNum: number,
) {
  const [org] = await db
    .insert(organizations)
    .values({ companyId, name, parentId: parent?.id ?? null, orderNum, path: 'pending' })
    .returning();
  if (!org) throw new Error('org insert returned nothing');
  const path = `${parent?.path ?? '/'}${org.id}/`;
  await db
    .update(organizations)
    .set({ path })
    .where(sql`${organizations.id} = ${org.id}`);
  return { id: org.id, path };
}

/** Seeds the demo on an empty database, once, even when two processes start together. */
export async function seedDemoIfEmpty(
  db: Database,
  demoPassword: string | undefined,
  modules: readonly ServerModule[],
  environment: NodeJS.ProcessEnv = process.env,
): Promise<SeedResult> {
  return db.transaction(async (transaction) => {
    await transaction.execute(sql`select pg_advisory_xact_lock(4242001)`);
    const existing = await transaction.select({ id: companies.id }).from(companies).limit(1);
    if (existing.length > 0) return { seeded: false };
    const password = demoPassword ?? generatePassword();
    await seedDemo(transaction as unknown as Database, password, modules, environment);
    return demoPassword ? { seeded: true } : { seeded: true, generatedPassword: password };
  });
}

async function seedDemo(
  db: Database,
  password: string,
  modules: readonly ServerModule[],
  environment: NodeJS.ProcessEnv,
): Promise<void> {
  const passwordHash = await hashPassword(password);
  const [carrier, maker, apiCompany] = await db
    .insert(companies)
    .values([
      { name: 'simdesk Mobile', platformName: 'simdesk', deployType: 1, isCarrier: true },
      { name: 'Aurora Motors', platformName: 'Aurora Connected Vehicles', deployType: 1 },
      { name: 'Fleetlink API', platformName: 'Fleetlink', deployType: 3 },
    ])
    .returning();
  if (!carrier || !maker || !apiCompany) throw new Error('company insert returned nothing');

  const carrierRoot = await insertOrg(db, carrier.id, 'simdesk Mobile', undefined, 0);
  const makerRoot = await insertOrg(db, maker.id, 'Aurora Motors', undefined, 0);
  const north = await insertOrg(db, maker.id, 'North region', makerRoot, 1);
  const south = await insertOrg(db, maker.id, 'South region', makerRoot, 2);
  const beijingDealer = await insertOrg(db, maker.id, 'Beijing dealer', north, 1);
  await insertOrg(db, maker.id, 'Tianjin dealer', north, 2);
  await insertOrg(db, maker.id, 'Guangzhou dealer', south, 1);
  const apiRoot = await insertOrg(db, apiCompany.id, 'Fleetlink API', undefined, 0);

  await insertRole(
    db,
    { id: '1', companyId: carrier.id, name: 'Carrier super admin', roleType: '01' },
    everyPageGrant(),
  );
  await insertRole(db, { id: '2', companyId: maker.id, name: 'Company admin', roleType: '03' }, [
    ...grantsUnder(['vehicleCardManagement', 'statisticalAnalysisManagement']),
    ...grantsUnder(['sysManagement-userManage', 'sysManagement-roleManage', 'sysManagement-orgManage']),
    ...grantsUnder(['sysManagement-dealer']),
    ...grantsUnder(['sysManagement-mission', 'sysManagement-logManage', 'sysManagement-accountSetting']),
    ...grantsUnder(['sysManagement-dictionary']),
  ]);
  await insertRole(db, { id: '3', companyId: maker.id, name: 'Dealer', roleType: '60' }, [
    ...grantsUnder(['vehicleCardManagement-dashboard']),
    ...grantsUnder(['vehicleCardManagement-cardLink-simCardManagement'], ['query', 'get', 'export']),
    // At sale the dealer sends the buyer the service-hall link and follows it.
    ...grantsUnder(
      ['vehicleCardManagement-realname-apiManagement-collecting'],
      ['query', 'get', 'add', 'disable'],
    ),
    ...grantsUnder(['sysManagement-mission'], ['query', 'get']),
  ]);
  await insertRole(db, { id: '3212', companyId: maker.id, name: 'Restricted viewer', roleType: '60' }, [
    ...grantsUnder(['vehicleCardManagement-dashboard']),
    ...grantsUnder(['vehicleCardManagement-cardLink-simCardManagement-simCardList'], ['query', 'get']),
  ]);
  await insertRole(db, { id: '5', companyId: apiCompany.id, name: 'API customer', roleType: '60' }, [
    ...grantsUnder(['apiConfig']),
    ...grantsUnder(['customPlatform']),
  ]);

  const operator = (
    account: string,
    name: string,
    companyId: number,
    orgId: number,
    roleId: string,
    mobile: string | null,
  ) => ({ account, name, companyId, orgId, roleId, mobile, passwordHash, mail: `${account}@example.com` });
  await db
    .insert(operators)
    .values([
      operator('admin', 'Platform Administrator', carrier.id, carrierRoot.id, '1', '13800000000'),
      operator('demo.company', 'Li Wei', maker.id, makerRoot.id, '2', '13800000001'),
      operator('demo.dealer', 'Zhang Min', maker.id, beijingDealer.id, '3', '13800000002'),
      operator('demo.restricted', 'Wang Fang', maker.id, north.id, '3212', null),
      operator('demo.api', 'Fleetlink Integration', apiCompany.id, apiRoot.id, '5', null),
      operator('demo.switch.carrier', 'Chen Jing', carrier.id, carrierRoot.id, '1', demoSharedMobile),
      operator('demo.switch.maker', 'Chen Jing', maker.id, makerRoot.id, '2', demoSharedMobile),
    ]);

  const world: DemoWorld = {
    carrierCompanyId: carrier.id,
    makerCompanyId: maker.id,
    apiCompanyId: apiCompany.id,
    environment,
  };
  for (const module of withNeededModules(modules)) await module.seedDemo?.(db, world);
}
