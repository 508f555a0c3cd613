import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyPage } from './lazy-page';

/** The component of every built page, by route name; each is its own chunk. */
export const pageComponents: Readonly<Record<string, LazyExoticComponent<ComponentType>>> = {
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
  dictionary: lazyPage(() =>
    import('../pages/system/dictionary/dictionary-page').then((module) => module.DictionaryPage),
  ),
  mission: lazyPage(() =>
    import('../pages/system/mission/mission-page').then((module) => module.MissionPage),
  ),
  processing: lazyPage(() =>
    import('../pages/shell/processing/processing-page').then((module) => module.ProcessingPage),
  ),
};
