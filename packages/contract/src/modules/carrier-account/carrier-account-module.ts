import { namespaceFiles } from '../../locales/locale-texts';
import { callsIn, defineContractModule } from '../contract-module';
import * as carrierAccountCalls from './carrier-account-calls';

/** Carrier accounts: the credentials simdesk uses at each carrier. */
export const carrierAccountModule = defineContractModule({
  name: 'carrier-account',
  calls: callsIn(carrierAccountCalls),
  builds: ['carrierAccount'],
  texts: {
    carrier: namespaceFiles({
      'en-US': () => import('./locales/en-US/carrier.json'),
      'zh-CN': () => import('./locales/zh-CN/carrier.json'),
      'zh-TW': () => import('./locales/zh-TW/carrier.json'),
      'pt-BR': () => import('./locales/pt-BR/carrier.json'),
    }),
  },
});
