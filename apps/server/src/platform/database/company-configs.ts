import { eq } from 'drizzle-orm';
import type { Database } from './connect';
import { companyMailConfigs, companyPushConfigs } from './schema-settings';

// The enterprise settings' calls and the services that send by them read the same one row per company.

/** The company's stored mail server, or undefined while none is set up. */
export async function storedMailConfig(db: Database, companyId: number) {
  const ofCompany = eq(companyMailConfigs.companyId, companyId);
  const [stored] = await db.select().from(companyMailConfigs).where(ofCompany);
  return stored;
}

/** The company's stored API push settings, or undefined while none are set up. */
export async function storedPushConfig(db: Database, companyId: number) {
  const ofCompany = eq(companyPushConfigs.companyId, companyId);
  const [stored] = await db.select().from(companyPushConfigs).where(ofCompany);
  return stored;
}
