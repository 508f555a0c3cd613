import { namespaceFiles } from '../../locales/locale-texts';
import { callsIn, defineContractModule } from '../contract-module';
import * as operatorCalls from './operator-calls';

/** Sign-in, session, password reset and the operator's own profile. */
export const operatorModule = defineContractModule({
  name: 'operator',
  calls: callsIn(operatorCalls),
  builds: ['login', 'forgetPass', 'resetPass', 'sysProfile'],
  texts: {
    auth: namespaceFiles({
      'en-US': () => import('./locales/en-US/auth.json'),
      'zh-CN': () => import('./locales/zh-CN/auth.json'),
      'zh-TW': () => import('./locales/zh-TW/auth.json'),
      'pt-BR': () => import('./locales/pt-BR/auth.json'),
    }),
  },
});
