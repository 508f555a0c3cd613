import { namespaceFiles } from '../../locales/locale-texts';
import { defineContractModule } from '../contract-module';
import type englishRealName from './locales/en-US/realName.json';

/**
 * Real-name registration of cards: every registration (personal data sealed, masked, revealed with a reason),
 * enterprise registration before sale, and what the carrier answered.
 */
export const realNameModule = defineContractModule({
  name: 'real-name',
  builds: ['realnameList', 'realnameListDetail', 'orgBatchRn', 'orgBatchRnDetail'],
  texts: {
    realName: namespaceFiles<typeof englishRealName>((locale) => import(`./locales/${locale}/realName.json`)),
  },
});
