import { mainPage, recordActions } from './define';

/**
 * The private-deployment (custom platform) pages. They sit at the top level with flat codes, because a
 * custom-platform operator holds only these (see customPlatformFirstPageCodes).
 */
export const customPlatformPages = [
  mainPage({
    name: 'customPlatform',
    path: '/customPlatform',
    pageCode: 'customPlatform-configManagement',
    icon: 'api',
    actions: ['query', 'edit'],
  }),
  // Receive and push records.
  mainPage({
    name: 'customPlatformBill',
    path: '/customPlatform-bill',
    pageCode: 'customPlatform-bill',
    icon: 'message',
    actions: recordActions,
  }),
  mainPage({
    name: 'customPlatformWhiteList',
    path: '/customPlatform-whiteList',
    pageCode: 'customPlatform-whiteList',
    icon: 'safety',
    actions: ['query', 'add', 'delete', 'import', 'export'],
  }),
  mainPage({
    name: 'customPlatformNewCardPush',
    path: '/customPlatform-newCardPush',
    pageCode: 'customPlatform-newCardPush',
    icon: 'cloudUpload',
    actions: ['query', 'get', 'add', 'edit', 'delete'],
  }),
];
