import { namespaceFiles } from '../../locales/locale-texts';
import { callsIn, defineContractModule } from '../contract-module';
import * as operatorCalls from './operator-calls';
import type englishAuth from './locales/en-US/auth.json';

/** Sign-in, session, password reset and the operator's own profile. */
export const operatorModule = defineContractModule({
  name: 'operator',
  calls: callsIn(operatorCalls),
  builds: ['login', 'forgetPass', 'resetPass', 'sysProfile'],
  texts: {
    auth: namespaceFiles<typeof englishAuth>((locale) => import(`./locales/${locale}/auth.json`)),
  },
});
