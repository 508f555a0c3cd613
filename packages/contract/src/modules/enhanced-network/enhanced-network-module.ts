import { namespaceFiles } from '../../locales/locale-texts';
import { defineContractModule } from '../contract-module';
import type englishEnhancedNetwork from './locales/en-US/enhancedNetwork.json';
import type englishCardDiagnosis from './locales/en-US/cardDiagnosis.json';

/** Enhanced network tools: complaint tickets, the card diagnosis and data-session resets; the rest join later. */
export const enhancedNetworkModule = defineContractModule({
  name: 'enhanced-network',
  builds: [
    'enhancedNetwork-complaintEntry',
    'enhancedNetwork-cardDiagnose',
    'enhancedNetwork-cardStatusReset',
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
