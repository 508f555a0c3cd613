import { namespaceFiles } from '../../locales/locale-texts';
import { defineContractModule } from '../contract-module';
import type englishEnhancedNetwork from './locales/en-US/enhancedNetwork.json';
import type englishCardDiagnosis from './locales/en-US/cardDiagnosis.json';

/** Enhanced network tools: complaints, card diagnosis, session resets, remote control, IP certification. */
export const enhancedNetworkModule = defineContractModule({
  name: 'enhanced-network',
  builds: [
    'enhancedNetwork-cardDiagnose',
    'enhancedNetwork-cardStatusReset',
    'enhancedNetwork-complaintEntry',
    'vehicleRemoteControl',
    'ipCertification',
  ],
  texts: {
    enhancedNetwork: namespaceFiles<typeof englishEnhancedNetwork>(
      (locale) => import(`./locales/${locale}/enhancedNetwork.json`),
    ),
    cardDiagnosis: namespaceFiles<typeof englishCardDiagnosis>(
      (locale) => import(`./locales/${locale}/cardDiagnosis.json`),
    ),
  },
});
