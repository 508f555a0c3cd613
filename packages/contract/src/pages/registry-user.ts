import type { PageDefinition } from './types';

/** Public routes: the user layout (sign-in and password recovery) and the service hall. */
export const userPages: readonly PageDefinition[] = [
  { name: 'user', path: '/user', titleKey: 'user', layout: 'user', redirect: 'login', built: true },
  {
    name: 'login',
    path: '/user/login',
    parent: 'user',
    titleKey: 'login',
    layout: 'user',
    public: true,
    built: true,
  },
  {
    name: 'forgetPass',
    path: '/user/forgetPass',
    parent: 'user',
    titleKey: 'forgetPass',
    layout: 'user',
    public: true,
    built: true,
  },
  {
    name: 'resetPass',
    path: '/user/resetPass',
    parent: 'user',
    titleKey: 'resetPass',
    layout: 'user',
    public: true,
    built: true,
  },
  {
    name: 'serviceHall',
    path: '/serviceHall',
    titleKey: 'serviceHall',
    layout: 'blank',
    public: true,
    built: false,
  },
];
