import { namespaceFiles } from '../../locales/locale-texts';
import { callsIn, defineContractModule } from '../contract-module';
import * as organizationCalls from './organization-calls';
import * as roleCalls from './role-calls';
import type englishOrganization from './locales/en-US/organization.json';

/** The org tree and roles. */
export const organizationModule = defineContractModule({
  name: 'organization',
  calls: callsIn(organizationCalls, roleCalls),
  builds: ['roleManage', 'orgManage'],
  texts: {
    organization: namespaceFiles<typeof englishOrganization>(
      (locale) => import(`./locales/${locale}/organization.json`),
    ),
  },
});
