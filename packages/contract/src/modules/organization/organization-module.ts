import { namespaceFiles } from '../../locales/locale-texts';
import { defineContractModule } from '../contract-module';
import type englishOrganization from './locales/en-US/organization.json';

/** The org tree and roles. */
export const organizationModule = defineContractModule({
  name: 'organization',
  builds: ['roleManage', 'orgManage'],
  texts: {
    organization: namespaceFiles<typeof englishOrganization>(
      (locale) => import(`./locales/${locale}/organization.json`),
    ),
  },
});
