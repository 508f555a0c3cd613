import { namespaceFiles } from '../../locales/locale-texts';
import { callsIn, defineContractModule } from '../contract-module';
import * as systemCalls from './system-calls';

/** The operation log and the dictionary. */
export const systemModule = defineContractModule({
  name: 'system',
  calls: callsIn(systemCalls),
  builds: ['logManage', 'dictionary'],
  texts: {
    system: namespaceFiles({
      'en-US': () => import('./locales/en-US/system.json'),
      'zh-CN': () => import('./locales/zh-CN/system.json'),
      'zh-TW': () => import('./locales/zh-TW/system.json'),
      'pt-BR': () => import('./locales/pt-BR/system.json'),
    }),
  },
});
