import { defineServerModule } from '../../platform/modules/server-module';
import { registerAccountAdminCalls } from './account-admin-routes';
import { seedDemoDealers } from './demo-dealers';

export {
  addAppCredentials,
  appCredentialsOf,
  describeAppInfo,
  renewAppKey,
  renewAppSecret,
  revealAppCredentials,
  signingCredentialsOf,
} from './app-credentials';

/** System administration of operators, their app credentials, dealers and dealer accounts. */
export const accountAdminModule = defineServerModule({
  name: 'account-admin',
  register: ({ registrar, services }) => registerAccountAdminCalls(registrar, services),
  seedDemo: (db, world) => seedDemoDealers(db, world.makerCompanyId),
});
