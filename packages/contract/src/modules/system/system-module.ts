import { namespaceFiles } from '../../locales/locale-texts';
import { callsIn, defineContractModule } from '../contract-module';
import * as dictionaryCalls from './dictionary-calls';
import * as operationLogCalls from './operation-log-calls';
import type englishSystem from './locales/en-US/system.json';

/** The operation log and the dictionary. */
export const systemModule = defineContractModule({
  name: 'system',
  calls: callsIn(dictionaryCalls, operationLogCalls),
  builds: ['logManage', 'dictionary'],
  texts: {
    system: namespaceFiles<typeof englishSystem>((locale) => import(`./locales/${locale}/system.json`)),
  },
});
