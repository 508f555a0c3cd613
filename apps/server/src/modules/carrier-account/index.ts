import { defineServerModule } from '../../platform/modules/server-module';
import { registerCarrierAccountCalls } from './carrier-account-routes';
import { seedDemoCarrierAccount } from './demo-carrier-account';

export { findVisibleAccount } from './carrier-account-store';
export { demoCarrierAccountId } from './demo-carrier-account';

/** Carrier boss accounts: the console's accounts at carrier platforms, and live checks through them. */
export const carrierAccountModule = defineServerModule({
  name: 'carrier-account',
  register: ({ registrar, services }) => registerCarrierAccountCalls(registrar, services),
  seedDemo: async (db, world) => {
    await seedDemoCarrierAccount(db, world.carrierCompanyId, world.environment);
  },
});
