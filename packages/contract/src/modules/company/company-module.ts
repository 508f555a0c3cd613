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
    settings: namespaceFiles<typeof import('./locales/en-US/settings.json')>(
      (locale) => import(`./locales/${locale}/settings.json`),
    ),
  },
});
