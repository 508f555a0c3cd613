import { namespaceFiles } from '../../locales/locale-texts';
import { callsIn, defineContractModule } from '../contract-module';
import * as organizationCalls from './organization-calls';
import * as roleCalls from './role-calls';

/** The org tree and roles. */
export const organizationModule = defineContractModule({
  name: 'organization',
  calls: callsIn(organizationCalls, roleCalls),
  builds: ['roleManage', 'orgManage'],
  texts: {
    organization: namespaceFiles<typeof import('./locales/en-US/organization.json')>(
      (locale) => import(`./locales/${locale}/organization.json`),
    ),
  },
});
