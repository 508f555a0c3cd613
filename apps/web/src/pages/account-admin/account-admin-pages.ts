import { lazyPage } from '../../routing/lazy-page';
import type { ModulePages } from '../../routing/page-map';

/** The account-admin module's pages, by route name; each is its own chunk. */
export const accountAdminPages = {
  userManage: lazyPage(() =>
    import('./user-manage/user-manage-page').then((module) => module.UserManagePage),
  ),
  dealerInfo: lazyPage(() =>
    import('./dealer-info/dealer-info-page').then((module) => module.DealerInfoPage),
  ),
  dealerAccount: lazyPage(() =>
    import('./dealer-account/dealer-account-page').then((module) => module.DealerAccountPage),
  ),
} satisfies ModulePages;
