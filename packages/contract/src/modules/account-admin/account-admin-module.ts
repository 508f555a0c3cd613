import { namespaceFiles } from '../../locales/locale-texts';
import { defineContractModule } from '../contract-module';
import type englishAccounts from './locales/en-US/accounts.json';

/** Operators, their app credentials, dealers and dealer accounts. */
export const accountAdminModule = defineContractModule({
  name: 'account-admin',
  builds: ['userManage', 'dealerInfo', 'dealerAccount'],
  texts: {
    accounts: namespaceFiles<typeof englishAccounts>((locale) => import(`./locales/${locale}/accounts.json`)),
  },
});
