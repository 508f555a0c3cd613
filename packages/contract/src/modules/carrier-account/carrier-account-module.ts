import { namespaceFiles } from '../../locales/locale-texts';
import { defineContractModule } from '../contract-module';
import type englishCarrier from './locales/en-US/carrier.json';

/** Carrier accounts: the credentials simdesk uses at each carrier. */
export const carrierAccountModule = defineContractModule({
  name: 'carrier-account',
  builds: ['carrierAccount'],
  texts: {
    carrier: namespaceFiles<typeof englishCarrier>((locale) => import(`./locales/${locale}/carrier.json`)),
  },
});
