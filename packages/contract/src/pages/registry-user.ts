import { standalonePage } from './define';

/** Public routes: the user layout (sign-in and password recovery) and the service hall. */
export const userPages = [
  standalonePage({ name: 'user', path: '/user', layout: 'user', redirect: 'login' }),
  standalonePage({
    name: 'login',
    path: '/user/login',
    parent: 'user',
    layout: 'user',
    public: true,
  }),
  standalonePage({
    name: 'forgetPass',
    path: '/user/forgetPass',
    parent: 'user',
    layout: 'user',
    public: true,
  }),
  standalonePage({
    name: 'resetPass',
    path: '/user/resetPass',
    parent: 'user',
    layout: 'user',
    public: true,
  }),
  standalonePage({
    name: 'serviceHall',
    path: '/serviceHall',
    layout: 'blank',
    public: true,
  }),
];
