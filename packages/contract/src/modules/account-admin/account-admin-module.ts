import { namespaceFiles } from '../../locales/locale-texts';
import { callsIn, defineContractModule } from '../contract-module';
import * as accountAdminCalls from './account-admin-calls';
import * as dealerCalls from './dealer-calls';

/** Operators, their app credentials, dealers and dealer accounts. */
export const accountAdminModule = defineContractModule({
  name: 'account-admin',
  calls: callsIn(accountAdminCalls, dealerCalls),
  builds: ['userManage', 'dealerInfo', 'dealerAccount'],
  texts: {
    accounts: namespaceFiles<typeof import('./locales/en-US/accounts.json')>(
      (locale) => import(`./locales/${locale}/accounts.json`),
    ),
  },
});
