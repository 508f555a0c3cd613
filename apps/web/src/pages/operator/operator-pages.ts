import { lazyPage } from '../../routing/lazy-page';
import type { ModulePages } from '../../routing/page-map';

/** The operator module's pages, by route name; each is its own chunk. */
export const operatorPages = {
  login: lazyPage(() => import('./login/login-page').then((module) => module.LoginPage)),
  forgetPass: lazyPage(() =>
    import('./forget-pass/forget-pass-page').then((module) => module.ForgetPassPage),
  ),
  resetPass: lazyPage(() => import('./reset-pass/reset-pass-page').then((module) => module.ResetPassPage)),
  sysProfile: lazyPage(() => import('./profile/profile-page').then((module) => module.ProfilePage)),
} satisfies ModulePages;
