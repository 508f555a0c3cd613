import { mainPage, menuGroup, standalonePage } from './define';

/** The main shell: the root redirects, the home page and the hidden utility pages. */
export const shellPages = [
  // Not a menu entry: it only forwards to the SIM card module.
  menuGroup({ name: 'root', path: '/', redirect: 'vehicleCard', hidden: true }),
  menuGroup({
    name: 'vehicleCard',
    path: '/vehicleCard',
    pageCode: 'vehicleCardManagement',
    redirect: 'dashboard',
    icon: 'simCard',
  }),
  mainPage({
    name: 'dashboard',
    path: '/vehicleCard/dashboard',
    parent: 'vehicleCard',
    pageCode: 'vehicleCardManagement-dashboard',
    icon: 'dashboard',
    // The info panel's figures (dashboard/summary).
    actions: ['query'],
    showTab: false,
    hideBreadcrumb: true,
    keepAlive: false,
  }),
  standalonePage({ name: 'processing', path: '/processing', layout: 'blank', hidden: true }),
  // The personal info page; the aerial card writing page owns the route name "profile".
  mainPage({
    name: 'sysProfile',
    path: '/profile',
    hidden: true,
    public: true,
    keepAlive: false,
  }),
  mainPage({
    name: 'apiConfig',
    path: '/apiConfig',
    pageCode: 'apiConfig',
    hidden: true,
    keepAlive: false,
    actions: ['query', 'edit'],
  }),
  mainPage({
    name: 'operationManagement',
    path: '/operationManagement',
    pageCode: 'operationManagement',
    hidden: true,
    actions: ['query', 'add', 'edit', 'delete', 'enable', 'disable'],
  }),
  mainPage({ name: 'systemMessage', path: '/systemMessage', hidden: true, public: true }),
  // The quick-search hop forwards to its target at once, so it leaves no tab behind.
  mainPage({
    name: 'middlePage',
    path: '/middlePage',
    hidden: true,
    public: true,
    showTab: false,
    keepAlive: false,
  }),
];
