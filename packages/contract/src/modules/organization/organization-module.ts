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
    organization: namespaceFiles({
      'en-US': () => import('./locales/en-US/organization.json'),
      'zh-CN': () => import('./locales/zh-CN/organization.json'),
      'zh-TW': () => import('./locales/zh-TW/organization.json'),
      'pt-BR': () => import('./locales/pt-BR/organization.json'),
    }),
  },
});
