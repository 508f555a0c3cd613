import { namespaceFiles } from '../../locales/locale-texts';
import { defineContractModule } from '../contract-module';
import type englishAuth from './locales/en-US/auth.json';

/** Sign-in, session, password reset and the operator's own profile. */
export const operatorModule = defineContractModule({
  name: 'operator',
  builds: ['login', 'forgetPass', 'resetPass', 'sysProfile'],
  texts: {
    auth: namespaceFiles<typeof englishAuth>((locale) => import(`./locales/${locale}/auth.json`)),
  },
});
