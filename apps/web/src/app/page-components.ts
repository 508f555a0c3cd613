import type { ComponentType, LazyExoticComponent } from 'react';
import type { BuiltPageName } from '@simdesk/contract';
import { lazyPage } from '../routing/lazy-page';

/** One component per page the contract's modules build: a missing or an unknown name does not compile. */
export type PageComponents = Readonly<Record<BuiltPageName, LazyExoticComponent<ComponentType>>>;

/** The component of every built page, by route name; each is its own chunk. */
export const pageComponents: PageComponents = {
  login: lazyPage(() => import('../pages/operator/login/login-page').then((module) => module.LoginPage)),
  forgetPass: lazyPage(() =>
    import('../pages/operator/forget-pass/forget-pass-page').then((module) => module.ForgetPassPage),
  ),
  resetPass: lazyPage(() =>
    import('../pages/operator/reset-pass/reset-pass-page').then((module) => module.ResetPassPage),
  ),
  dashboard: lazyPage(() =>
    import('../pages/home/dashboard/dashboard-page').then((module) => module.DashboardPage),
  ),
  sysProfile: lazyPage(() =>
    import('../pages/operator/profile/profile-page').then((module) => module.ProfilePage),
  ),
  logManage: lazyPage(() =>
    import('../pages/system/log-manage/log-manage-page').then((module) => module.LogManagePage),
  ),
  userManage: lazyPage(() =>
    import('../pages/account-admin/user-manage/user-manage-page').then((module) => module.UserManagePage),
  ),
  dealerInfo: lazyPage(() =>
    import('../pages/account-admin/dealer-info/dealer-info-page').then((module) => module.DealerInfoPage),
  ),
  dealerAccount: lazyPage(() =>
    import('../pages/account-admin/dealer-account/dealer-account-page').then(
      (module) => module.DealerAccountPage,
    ),
  ),
  roleManage: lazyPage(() =>
    import('../pages/organization/role-manage/role-manage-page').then((module) => module.RoleManagePage),
  ),
  orgManage: lazyPage(() =>
    import('../pages/organization/org-manage/org-manage-page').then((module) => module.OrgManagePage),
  ),
  dictionary: lazyPage(() =>
    import('../pages/system/dictionary/dictionary-page').then((module) => module.DictionaryPage),
  ),
  mission: lazyPage(() => import('../pages/task/mission/mission-page').then((module) => module.MissionPage)),
  systemMessage: lazyPage(() =>
    import('../pages/message/system-message/system-message-page').then((module) => module.SystemMessagePage),
  ),
  middlePage: lazyPage(() =>
    import('../pages/shell/middle-page/middle-page').then((module) => module.MiddlePage),
  ),
  accountSetting: lazyPage(() =>
    import('../pages/company/account-setting/account-setting-page').then(
      (module) => module.AccountSettingPage,
    ),
  ),
  companyManage: lazyPage(() =>
    import('../pages/company/company-manage/company-manage-page').then((module) => module.CompanyManagePage),
  ),
  carrierAccount: lazyPage(() =>
    import('../pages/carrier-account/carrier-account/carrier-account-page').then(
      (module) => module.CarrierAccountPage,
    ),
  ),
  simCardList: lazyPage(() =>
    import('../pages/sim-cards/sim-card-list/sim-card-list-page').then((module) => module.SimCardListPage),
  ),
  cardState: lazyPage(() =>
    import('../pages/sim-cards/card-state/card-state-page').then((module) => module.CardStatePage),
  ),
  cardDetail: lazyPage(() =>
    import('../pages/sim-cards/card-detail/card-detail-page').then((module) => module.CardDetailPage),
  ),
  simCardVehicleDetail: lazyPage(() =>
    import('../pages/sim-cards/vehicle-detail/vehicle-detail-page').then(
      (module) => module.VehicleDetailPage,
    ),
  ),
  processing: lazyPage(() =>
    import('../pages/shell/processing/processing-page').then((module) => module.ProcessingPage),
  ),
};
