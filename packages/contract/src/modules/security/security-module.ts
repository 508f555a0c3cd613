import { namespaceFiles } from '../../locales/locale-texts';
import { defineContractModule } from '../contract-module';
import type englishSecurity from './locales/en-US/security.json';

/** Machine-card binding and separation: which device each card belongs in, and when it left it. */
export const securityModule = defineContractModule({
  name: 'security',
  builds: ['binding', 'separate'],
  texts: {
    security: namespaceFiles<typeof englishSecurity>((locale) => import(`./locales/${locale}/security.json`)),
  },
});
