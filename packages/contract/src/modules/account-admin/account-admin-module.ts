import { namespaceFiles } from '../../locales/locale-texts';
import { callsIn, defineContractModule } from '../contract-module';
import * as accountAdminCalls from './account-admin-calls';
import * as dealerCalls from './dealer-calls';
import type englishAccounts from './locales/en-US/accounts.json';

/** Operators, their app credentials, dealers and dealer accounts. */
export const accountAdminModule = defineContractModule({
  name: 'account-admin',
  calls: callsIn(accountAdminCalls, dealerCalls),
  builds: ['userManage', 'dealerInfo', 'dealerAccount'],
  texts: {
    accounts: namespaceFiles<typeof englishAccounts>((locale) => import(`./locales/${locale}/accounts.json`)),
  },
});
