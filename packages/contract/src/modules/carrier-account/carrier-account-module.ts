import { namespaceFiles } from '../../locales/locale-texts';
import { callsIn, defineContractModule } from '../contract-module';
import * as carrierAccountCalls from './carrier-account-calls';

/** Carrier accounts: the credentials simdesk uses at each carrier. */
export const carrierAccountModule = defineContractModule({
  name: 'carrier-account',
  calls: callsIn(carrierAccountCalls),
  builds: ['carrierAccount'],
  texts: {
    carrier: namespaceFiles<typeof import('./locales/en-US/carrier.json')>(
      (locale) => import(`./locales/${locale}/carrier.json`),
    ),
  },
});
