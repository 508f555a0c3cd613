import { lazyPage } from '../../routing/lazy-page';
import { LoginPage } from './login/login-page';
import type { ModulePages } from '../../routing/page-map';

/**
 * The operator module's pages, by route name; each is its own chunk but the login page, the first page of
 * most visits, which comes with the entry: no second round trip before the form shows.
 */
export const operatorPages = {
  login: LoginPage,
  forgetPass: lazyPage(() =>
    import('./forget-pass/forget-pass-page').then((module) => module.ForgetPassPage),
  ),
  resetPass: lazyPage(() => import('./reset-pass/reset-pass-page').then((module) => module.ResetPassPage)),
  sysProfile: lazyPage(() => import('./profile/profile-page').then((module) => module.ProfilePage)),
} satisfies ModulePages;
