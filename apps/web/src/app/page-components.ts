import type { ComponentType, LazyExoticComponent } from 'react';
import type { BuiltPageName } from '@simdesk/contract';
import { lazyPage } from './lazy-page';

/** One component per page the contract's modules build: a missing or an unknown name does not compile. */
export type PageComponents = Readonly<Record<BuiltPageName, LazyExoticComponent<ComponentType>>>;

/** The component of every built page, by route name; each is its own chunk. */
export const pageComponents: PageComponents = {
  login: lazyPage(() => import('../pages/user/login/login-page').then((module) => module.LoginPage)),
  forgetPass: lazyPage(() =>
    import('../pages/user/forget-pass/forget-pass-page').then((module) => module.ForgetPassPage),
  ),
  resetPass: lazyPage(() =>
    import('../pages/user/reset-pass/reset-pass-page').then((module) => module.ResetPassPage),
  ),
  dashboard: lazyPage(() =>
    import('../pages/vehicle-card/dashboard/dashboard-page').then((module) => module.DashboardPage),
  ),
  sysProfile: lazyPage(() =>
    import('../pages/shell/profile/profile-page').then((module) => module.ProfilePage),
  ),
  logManage: lazyPage(() =>
    import('../pages/system/log-manage/log-manage-page').then((module) => module.LogManagePage),
  ),
  userManage: lazyPage(() =>
    import('../pages/system/user-manage/user-manage-page').then((module) => module.UserManagePage),
  ),
  dealerInfo: lazyPage(() =>
    import('../pages/system/dealer-info/dealer-info-page').then((module) => module.DealerInfoPage),
  ),
  dealerAccount: lazyPage(() =>
    import('../pages/system/dealer-account/dealer-account-page').then((module) => module.DealerAccountPage),
  ),
  roleManage: lazyPage(() =>
    import('../pages/system/role-manage/role-manage-page').then((module) => module.RoleManagePage),
  ),
  orgManage: lazyPage(() =>
    import('../pages/system/org-manage/org-manage-page').then((module) => module.OrgManagePage),
  ),
  dictionary: lazyPage(() =>
    import('../pages/system/dictionary/dictionary-page').then((module) => module.DictionaryPage),
  ),
  mission: lazyPage(() =>
    import('../pages/system/mission/mission-page').then((module) => module.MissionPage),
  ),
  systemMessage: lazyPage(() =>
    import('../pages/shell/system-message/system-message-page').then((module) => module.SystemMessagePage),
  ),
  middlePage: lazyPage(() =>
    import('../pages/shell/middle-page/middle-page').then((module) => module.MiddlePage),
  ),
  accountSetting: lazyPage(() =>
    import('../pages/system/account-setting/account-setting-page').then(
      (module) => module.AccountSettingPage,
    ),
  ),
  companyManage: lazyPage(() =>
    import('../pages/system/company-manage/company-manage-page').then((module) => module.CompanyManagePage),
  ),
  carrierAccount: lazyPage(() =>
    import('../pages/system/carrier-account/carrier-account-page').then(
      (module) => module.CarrierAccountPage,
    ),
  ),
  simCardList: lazyPage(() =>
    import('../pages/card-link/sim-card-list/sim-card-list-page').then((module) => module.SimCardListPage),
  ),
  cardState: lazyPage(() =>
    import('../pages/card-link/card-state/card-state-page').then((module) => module.CardStatePage),
  ),
  cardDetail: lazyPage(() =>
    import('../pages/card-link/card-detail/card-detail-page').then((module) => module.CardDetailPage),
  ),
  simCardVehicleDetail: lazyPage(() =>
    import('../pages/card-link/vehicle-detail/vehicle-detail-page').then(
      (module) => module.VehicleDetailPage,
    ),
  ),
  processing: lazyPage(() =>
    import('../pages/shell/processing/processing-page').then((module) => module.ProcessingPage),
  ),
};
