import { namespaceFiles } from '../../locales/locale-texts';
import { callsIn, defineContractModule } from '../contract-module';
import * as settingsCalls from './settings-calls';
import * as companyManageCalls from './company-manage-calls';
import type englishSettings from './locales/en-US/settings.json';

/** The company's profile and settings, and company management. */
export const companyModule = defineContractModule({
  name: 'company',
  calls: callsIn(settingsCalls, companyManageCalls),
  builds: ['accountSetting', 'companyManage'],
  texts: {
    settings: namespaceFiles<typeof englishSettings>((locale) => import(`./locales/${locale}/settings.json`)),
  },
});
