import { and, asc, eq } from 'drizzle-orm';
import { carrier } from '@simdesk/contract';
import type { Database } from '../../platform/database/connect';
import { carrierAccounts } from '../../platform/database/schema-carrier';
import { createSecretBox, loadOrCreateSecretKey } from '../../platform/carrier/secret-box';

/** The simulator's demo enterprise account (apps/carrier-sim: app id simdesk-demo). */
export const demoCarrierAppId = 'simdesk-demo';

/**
 * The carrier company's account at the simulator that `npm start` runs beside the console;
 * SIMDESK_CARRIER_SIM_URL / SIMDESK_CARRIER_SIM_PASSWORD point it elsewhere.
 */
export async function seedDemoCarrierAccount(
  db: Database,
  companyId: number,
  environment: NodeJS.ProcessEnv = process.env,
): Promise<number> {
  const secrets = createSecretBox(await loadOrCreateSecretKey(db, environment.SIMDESK_SECRET_KEY));
  const [account] = await db
    .insert(carrierAccounts)
    .values({
      companyId,
      name: 'China Mobile OneLink (simulator)',
      carrier: carrier.byName.chinaMobile,
      baseUrl: environment.SIMDESK_CARRIER_SIM_URL || 'http://127.0.0.1:8090',
      appId: demoCarrierAppId,
      passwordCiphertext: secrets.seal(environment.SIMDESK_CARRIER_SIM_PASSWORD || 'carrier-demo-pass'),
    })
    .returning({ id: carrierAccounts.id });
  if (!account) throw new Error('the demo carrier account was not stored');
  return account.id;
}

/** The demo carrier account's id, for the modules whose demo data is provisioned through it. */
export async function demoCarrierAccountId(db: Database, carrierCompanyId: number): Promise<number> {
  const [account] = await db
    .select({ id: carrierAccounts.id })
    .from(carrierAccounts)
    .where(and(eq(carrierAccounts.companyId, carrierCompanyId), eq(carrierAccounts.appId, demoCarrierAppId)))
    .orderBy(asc(carrierAccounts.id))
    .limit(1);
  if (!account) throw new Error('the demo carrier account is not seeded yet');
  return account.id;
}
