import { namespaceFiles } from '../../locales/locale-texts';
import { callsIn, defineContractModule } from '../contract-module';
import * as settingsCalls from './settings-calls';
import * as companyManageCalls from './company-manage-calls';

/** The company's profile and settings, and company management. */
export const companyModule = defineContractModule({
  name: 'company',
  calls: callsIn(settingsCalls, companyManageCalls),
  builds: ['accountSetting', 'companyManage'],
  texts: {
    settings: namespaceFiles({
      'en-US': () => import('./locales/en-US/settings.json'),
      'zh-CN': () => import('./locales/zh-CN/settings.json'),
      'zh-TW': () => import('./locales/zh-TW/settings.json'),
      'pt-BR': () => import('./locales/pt-BR/settings.json'),
    }),
  },
});
