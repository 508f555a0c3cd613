import type { Database } from '../../../platform/database/connect';
import type { DemoWorld } from '../../../platform/demo/demo-world';
import { demoCarrierAccountId } from '../../carrier-account';
import { seedDemoCardChanges } from './demo-card-changes';
import { seedDemoCards } from './demo-cards';

/**
 * The simulator's demo cards 0–299 belong to the maker, 300–399 stay with the carrier; all are provisioned
 * through the carrier's account at the simulator. A few change orders of the maker's show on the state page.
 */
export async function seedDemoSimCards(db: Database, world: DemoWorld): Promise<void> {
  const carrierAccountId = await demoCarrierAccountId(db, world.carrierCompanyId);
  await seedDemoCards(db, [
    { companyId: world.makerCompanyId, count: 300, carrierAccountId },
    { companyId: world.carrierCompanyId, count: 100, carrierAccountId },
  ]);
  await seedDemoCardChanges(db, world.makerCompanyId, 'demo.company');
}
