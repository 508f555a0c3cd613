import { namespaceFiles } from '../../locales/locale-texts';
import { callsIn, defineContractModule } from '../contract-module';
import * as carrierAccountCalls from './carrier-account-calls';
import type englishCarrier from './locales/en-US/carrier.json';

/** Carrier accounts: the credentials simdesk uses at each carrier. */
export const carrierAccountModule = defineContractModule({
  name: 'carrier-account',
  calls: callsIn(carrierAccountCalls),
  builds: ['carrierAccount'],
  texts: {
    carrier: namespaceFiles<typeof englishCarrier>((locale) => import(`./locales/${locale}/carrier.json`)),
  },
});
