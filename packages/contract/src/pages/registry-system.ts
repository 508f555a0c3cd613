import { listEditActions, mainPage, menuGroup, recordActions, reportActions } from './define';

/** System administration: operators, roles, organisations, dealers, tasks, logs, dictionary, enterprise. */
export const systemPages = [
  menuGroup({
    name: 'sys',
    path: '/sys',
    pageCode: 'sysManagement',
    redirect: 'userManage',
    icon: 'setting',
  }),
  mainPage({
    name: 'userManage',
    path: '/sys/userManage',
    parent: 'sys',
    pageCode: 'sysManagement-userManage',
    icon: 'user',
    actions: ['query', 'get', 'add', 'edit', 'delete', 'enable', 'disable'],
  }),
  mainPage({
    name: 'roleManage',
    path: '/sys/roleManage',
    parent: 'sys',
    pageCode: 'sysManagement-roleManage',
    icon: 'safety',
    actions: listEditActions,
  }),
  mainPage({
    name: 'orgManage',
    path: '/sys/orgManage',
    parent: 'sys',
    pageCode: 'sysManagement-orgManage',
    icon: 'appstore',
    actions: listEditActions,
  }),
  menuGroup({
    name: 'dealer',
    path: '/sys/dealer',
    parent: 'sys',
    pageCode: 'sysManagement-dealer',
    redirect: 'dealerInfo',
    icon: 'shop',
  }),
  mainPage({
    name: 'dealerInfo',
    path: '/sys/dealer/info',
    parent: 'dealer',
    pageCode: 'sysManagement-dealer-info',
    actions: ['query', 'get', 'add', 'edit', 'delete'],
  }),
  mainPage({
    name: 'dealerAccount',
    path: '/sys/dealer/account',
    parent: 'dealer',
    pageCode: 'sysManagement-dealer-account',
    actions: ['query', 'get', 'add', 'edit', 'delete', 'enable', 'disable'],
  }),
  // The task centre; its "view all tasks" link checks this code.
  mainPage({
    name: 'mission',
    path: '/sys/mission',
    parent: 'sys',
    pageCode: 'sysManagement-mission',
    icon: 'cloudUpload',
    actions: recordActions,
  }),
  mainPage({
    name: 'logManage',
    path: '/sys/logManage',
    parent: 'sys',
    pageCode: 'sysManagement-logManage',
    icon: 'message',
    actions: reportActions,
  }),
  mainPage({
    name: 'dictionary',
    path: '/sys/dictionary',
    parent: 'sys',
    pageCode: 'sysManagement-dictionary',
    icon: 'idCard',
    actions: ['query', 'add', 'edit', 'enable', 'disable'],
  }),
  // Enterprise configuration; opened with ?cardImport from the card import flow.
  mainPage({
    name: 'accountSetting',
    path: '/sys/accountSetting',
    parent: 'sys',
    pageCode: 'sysManagement-accountSetting',
    icon: 'setting',
    actions: ['query', 'edit'],
  }),
  // Carrier staff only: the companies on the platform (the server also requires a cross-company role).
  mainPage({
    name: 'companyManage',
    path: '/sys/companyManage',
    parent: 'sys',
    pageCode: 'sysManagement-companyManage',
    icon: 'shop',
    actions: ['query', 'get', 'add', 'edit', 'delete'],
  }),
  // A company's enterprise accounts at its carriers; carrier staff see every company's.
  mainPage({
    name: 'carrierAccount',
    path: '/sys/carrierAccount',
    parent: 'sys',
    pageCode: 'sysManagement-carrierAccount',
    icon: 'api',
    // import: card template, card import and card sync.
    actions: ['query', 'get', 'add', 'edit', 'delete', 'enable', 'disable', 'import'],
  }),
];
