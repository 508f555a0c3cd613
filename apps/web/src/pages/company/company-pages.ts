import { lazyPage } from '../../routing/lazy-page';
import type { ModulePages } from '../../routing/page-map';

/** The company module's pages, by route name; each is its own chunk. */
export const companyPages = {
  accountSetting: lazyPage(() =>
    import('./account-setting/account-setting-page').then((module) => module.AccountSettingPage),
  ),
  companyManage: lazyPage(() =>
    import('./company-manage/company-manage-page').then((module) => module.CompanyManagePage),
  ),
} satisfies ModulePages;
