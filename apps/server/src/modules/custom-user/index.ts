import { defineServerModule } from '../../platform/modules/server-module';
import { accountAdminModule } from '../account-admin';
import { companyModule } from '../company';
import { operatorModule } from '../operator';
import { registerApiConfigCalls } from './api-config-routes';
import { seedDemoApiAccount } from './demo-api-account';
import { registerOwnAccountCalls } from './own-account-routes';

/**
 * A custom-platform (API-only) account's own calls: its API configuration, app credentials, its company's push,
 * its mobile and password. Thin faces over the operator, account-admin and company modules' rules, kept apart
 * because they answer to another kind of caller (isCustomPlatformOperator) and act only on the caller's own
 * account and company.
 */
export const customUserModule = defineServerModule({
  name: 'custom-user',
  needs: [operatorModule, accountAdminModule, companyModule],
  register: ({ registrar, services }) => {
    registerOwnAccountCalls(registrar, services);
    registerApiConfigCalls(registrar, services);
  },
  seedDemo: (db) => seedDemoApiAccount(db),
});
