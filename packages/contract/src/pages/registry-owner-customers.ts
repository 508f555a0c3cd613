import { hiddenPage, mainPage, menuGroup, recordActions, reportActions, requestActions } from './define';

/** Vehicle-owner operations, part two: customers, gift packages and points. */
export const ownerCustomerPages = [
  menuGroup({
    name: 'customerManagement',
    path: '/ownerOperations/customerManagement',
    parent: 'ownerOperations',
    pageCode: 'ownerOperationsManagement-customerManagement',
    redirect: 'customers',
    icon: 'user',
  }),
  mainPage({
    name: 'customers',
    path: '/ownerOperations/customerManagement/customers',
    parent: 'customerManagement',
    pageCode: 'ownerOperationsManagement-customerManagement-customers',
    actions: recordActions,
  }),
  hiddenPage({
    name: 'searchGoodsRecord',
    path: '/ownerOperations/customerManagement/customers/searchGoodsRecord',
    parent: 'customers',
    pageCode: 'ownerOperationsManagement-customerManagement-customers',
  }),
  // The spec's "360view"; a route name should not start with a digit.
  hiddenPage({
    name: 'customer360View',
    path: '/ownerOperations/customerManagement/customers/360view',
    parent: 'customers',
    pageCode: 'ownerOperationsManagement-customerManagement-customers',
  }),
  mainPage({
    name: 'complimentaryPackage',
    path: '/ownerOperations/customerManagement/complimentaryPackage',
    parent: 'customerManagement',
    pageCode: 'ownerOperationsManagement-customerManagement-complimentaryPackage',
    actions: requestActions,
  }),
  hiddenPage({
    name: 'giftDetail',
    path: '/ownerOperations/customerManagement/complimentaryPackage/giftDetail',
    parent: 'complimentaryPackage',
    pageCode: 'ownerOperationsManagement-customerManagement-complimentaryPackage',
  }),
  hiddenPage({
    name: 'giftSending',
    path: '/ownerOperations/customerManagement/complimentaryPackage/giftSending',
    parent: 'complimentaryPackage',
    pageCode: 'ownerOperationsManagement-customerManagement-complimentaryPackage',
  }),
  mainPage({
    name: 'complimentaryOTAPackage',
    path: '/ownerOperations/customerManagement/complimentaryOTAPackage',
    parent: 'customerManagement',
    pageCode: 'ownerOperationsManagement-customerManagement-complimentaryOTAPackage',
    actions: requestActions,
  }),
  hiddenPage({
    name: 'OTAGiftDetail',
    path: '/ownerOperations/customerManagement/complimentaryOTAPackage/OTAGiftDetail',
    parent: 'complimentaryOTAPackage',
    pageCode: 'ownerOperationsManagement-customerManagement-complimentaryOTAPackage',
  }),
  hiddenPage({
    name: 'OTAGiftSending',
    path: '/ownerOperations/customerManagement/complimentaryOTAPackage/OTAGiftSending',
    parent: 'complimentaryOTAPackage',
    pageCode: 'ownerOperationsManagement-customerManagement-complimentaryOTAPackage',
  }),
  mainPage({
    name: 'userStatistics',
    path: '/ownerOperations/customerManagement/userStatistics',
    parent: 'customerManagement',
    pageCode: 'ownerOperationsManagement-customerManagement-userStatistics',
    actions: reportActions,
  }),
  // The points screen; "intergral" is the spec's spelling of the path.
  mainPage({
    name: 'intergralMana',
    path: '/ownerOperations/customerManagement/intergralMana',
    parent: 'customerManagement',
    pageCode: 'ownerOperationsManagement-customerManagement-intergralMana',
    actions: ['query', 'get', 'edit', 'export'],
  }),
  hiddenPage({
    name: 'integralDetail',
    path: '/ownerOperations/customerManagement/intergralMana/integralDetail',
    parent: 'intergralMana',
    pageCode: 'ownerOperationsManagement-customerManagement-intergralMana',
  }),
];
