import { namespaceFiles } from '../../locales/locale-texts';
import { defineContractModule } from '../contract-module';
import type englishSettings from './locales/en-US/settings.json';

/** The company's profile and settings, and company management. */
export const companyModule = defineContractModule({
  name: 'company',
  builds: ['accountSetting', 'companyManage'],
  texts: {
    settings: namespaceFiles<typeof englishSettings>((locale) => import(`./locales/${locale}/settings.json`)),
  },
});
