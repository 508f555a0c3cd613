import { namespaceFiles } from '../../locales/locale-texts';
import { defineContractModule } from '../contract-module';
import type englishSystem from './locales/en-US/system.json';

/** The operation log and the dictionary. */
export const systemModule = defineContractModule({
  name: 'system',
  builds: ['logManage', 'dictionary'],
  texts: {
    system: namespaceFiles<typeof englishSystem>((locale) => import(`./locales/${locale}/system.json`)),
  },
});
