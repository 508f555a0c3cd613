import { mainPage, menuGroup, recordActions } from './define';

/** Situation awareness: the full-screen security overview, network security monitoring and playbooks. */
export const situationAwarenessPages = [
  menuGroup({
    name: 'situationAwareness',
    path: '/situationAwareness',
    pageCode: 'situationAwarenessManagement',
    redirect: 'situationAwareness-vis',
    icon: 'safety',
  }),
  // A wall-screen view: drawn without the shell, so no tabs, breadcrumb or kept-alive state.
  mainPage({
    name: 'situationAwareness-vis',
    path: '/situationAwareness/vis',
    parent: 'situationAwareness',
    pageCode: 'situationAwarenessManagement-vis',
    icon: 'dashboard',
    layout: 'blank',
    showTab: false,
    hideBreadcrumb: true,
    keepAlive: false,
  }),
  // Network security monitoring.
  mainPage({
    name: 'filterRest',
    path: '/situationAwareness/filterRest',
    parent: 'situationAwareness',
    pageCode: 'situationAwarenessManagement-filterRest',
    icon: 'network',
    actions: recordActions,
  }),
  mainPage({
    name: 'playbook',
    path: '/situationAwareness/playbook',
    parent: 'situationAwareness',
    pageCode: 'situationAwarenessManagement-playbook',
    icon: 'appstore',
    actions: ['query', 'get', 'add', 'edit', 'delete', 'enable', 'disable'],
  }),
];
