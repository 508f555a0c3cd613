import { hiddenPage, importActions, listEditActions, mainPage, menuGroup, recordActions } from './define';

/** Vehicle-owner operations, part four: vehicles, their cards, series, types and base packages. */
export const ownerCarCardInfoPages = [
  menuGroup({
    name: 'carCardInfoManagement',
    path: '/ownerOperations/carCardInfoManagement',
    parent: 'ownerOperations',
    pageCode: 'ownerOperationsManagement-carCardInfoManagement',
    redirect: 'carCardInfo',
    icon: 'car',
  }),
  mainPage({
    name: 'carCardInfo',
    path: '/ownerOperations/carCardInfoManagement/carCardInfo',
    parent: 'carCardInfoManagement',
    pageCode: 'ownerOperationsManagement-carCardInfoManagement-carCardInfo',
    actions: ['query', 'get', 'edit', 'import', 'export'],
  }),
  mainPage({
    name: 'carSeriesConfig',
    path: '/ownerOperations/carCardInfoManagement/carSeriesConfig',
    parent: 'carCardInfoManagement',
    pageCode: 'ownerOperationsManagement-carCardInfoManagement-carSeriesConfig',
    actions: listEditActions,
  }),
  mainPage({
    name: 'carTypeConfig',
    path: '/ownerOperations/carCardInfoManagement/carTypeConfig',
    parent: 'carCardInfoManagement',
    pageCode: 'ownerOperationsManagement-carCardInfoManagement-carTypeConfig',
    actions: listEditActions,
  }),
  mainPage({
    name: 'basicPackageConfig',
    path: '/ownerOperations/carCardInfoManagement/basicPackageConfig',
    parent: 'carCardInfoManagement',
    pageCode: 'ownerOperationsManagement-carCardInfoManagement-basicPackageConfig',
    actions: ['query', 'get', 'add', 'edit', 'delete'],
  }),
  hiddenPage({
    name: 'addBasic',
    path: '/ownerOperations/carCardInfoManagement/basicPackageConfig/addBasic',
    parent: 'basicPackageConfig',
    pageCode: 'ownerOperationsManagement-carCardInfoManagement-basicPackageConfig',
  }),
  mainPage({
    name: 'carInfoImport',
    path: '/ownerOperations/carCardInfoManagement/carInfoImport',
    parent: 'carCardInfoManagement',
    pageCode: 'ownerOperationsManagement-carCardInfoManagement-carInfoImport',
    actions: importActions,
  }),
  hiddenPage({
    name: 'importDetail',
    path: '/ownerOperations/carCardInfoManagement/carInfoImport/importDetail',
    parent: 'carInfoImport',
    pageCode: 'ownerOperationsManagement-carCardInfoManagement-carInfoImport',
  }),
  mainPage({
    name: 'bulkActivePackage',
    path: '/ownerOperations/carCardInfoManagement/bulkActivePackage',
    parent: 'carCardInfoManagement',
    pageCode: 'ownerOperationsManagement-carCardInfoManagement-bulkActivePackage',
    actions: importActions,
  }),
  hiddenPage({
    name: 'bulkImportDetail',
    path: '/ownerOperations/carCardInfoManagement/bulkActivePackage/bulkImportDetail',
    parent: 'bulkActivePackage',
    pageCode: 'ownerOperationsManagement-carCardInfoManagement-bulkActivePackage',
  }),
  mainPage({
    name: 'changeCardRecord',
    path: '/ownerOperations/carCardInfoManagement/changeCardRecord',
    parent: 'carCardInfoManagement',
    pageCode: 'ownerOperationsManagement-carCardInfoManagement-changeCardRecord',
    actions: recordActions,
  }),
  // APN and PCC start-stop records.
  mainPage({
    name: 'startStopQuery',
    path: '/ownerOperations/carCardInfoManagement/startStopQuery',
    parent: 'carCardInfoManagement',
    pageCode: 'ownerOperationsManagement-carCardInfoManagement-startStopQuery',
    actions: recordActions,
  }),
];
