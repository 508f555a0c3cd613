import { namespaceFiles } from '../../locales/locale-texts';
import { defineContractModule } from '../contract-module';
import type englishEnhancedNetwork from './locales/en-US/enhancedNetwork.json';

/** Enhanced network tools; complaint tickets about a card first, the diagnosis and the rest join later. */
export const enhancedNetworkModule = defineContractModule({
  name: 'enhanced-network',
  builds: ['enhancedNetwork-complaintEntry', 'vehicleRemoteControl', 'ipCertification'],
  texts: {
    enhancedNetwork: namespaceFiles<typeof englishEnhancedNetwork>(
      (locale) => import(`./locales/${locale}/enhancedNetwork.json`),
    ),
  },
});
