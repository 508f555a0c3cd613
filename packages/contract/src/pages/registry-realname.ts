import { hiddenPage, importActions, mainPage, menuGroup, requestActions } from './define';

/** Real-name registration, part one: the carrier interfaces and the vehicles. */
export const realnamePages = [
  menuGroup({
    name: 'realname',
    path: '/vehicleCard/realname',
    parent: 'vehicleCard',
    pageCode: 'vehicleCardManagement-realname',
    redirect: 'realnameApiManagement',
    icon: 'idCard',
  }),
  menuGroup({
    name: 'realnameApiManagement',
    path: '/vehicleCard/realname/apiManagement',
    parent: 'realname',
    pageCode: 'vehicleCardManagement-realname-apiManagement',
    redirect: 'upload',
  }),
  mainPage({
    name: 'upload',
    path: '/vehicleCard/realname/apiManagement/upload',
    parent: 'realnameApiManagement',
    pageCode: 'vehicleCardManagement-realname-apiManagement-upload',
    actions: importActions,
  }),
  hiddenPage({
    name: 'uploadDetail',
    path: '/vehicleCard/realname/apiManagement/upload/uploadDetail',
    parent: 'upload',
    pageCode: 'vehicleCardManagement-realname-apiManagement-upload',
  }),
  mainPage({
    name: 'collecting',
    path: '/vehicleCard/realname/apiManagement/collecting',
    parent: 'realnameApiManagement',
    pageCode: 'vehicleCardManagement-realname-apiManagement-collecting',
    // add: send an owner a link; disable: withdraw a link not yet used.
    actions: ['query', 'get', 'add', 'disable', 'export'],
  }),
  hiddenPage({
    name: 'collectingDetail',
    path: '/vehicleCard/realname/apiManagement/collecting/collectingDetail',
    parent: 'collecting',
    pageCode: 'vehicleCardManagement-realname-apiManagement-collecting',
  }),
  mainPage({
    name: 'syncManagement',
    path: '/vehicleCard/realname/apiManagement/syncManagement',
    parent: 'realnameApiManagement',
    pageCode: 'vehicleCardManagement-realname-apiManagement-syncManagement',
    actions: requestActions,
  }),
  // Synchronisation records and the carrier's notifications about them are both read from this list.
  hiddenPage({
    name: 'syncRecordDetail',
    path: '/vehicleCard/realname/apiManagement/syncManagement/syncRecordDetail',
    parent: 'syncManagement',
    pageCode: 'vehicleCardManagement-realname-apiManagement-syncManagement',
  }),
  hiddenPage({
    name: 'notifyRecordDetail',
    path: '/vehicleCard/realname/apiManagement/syncManagement/notifyRecordDetail',
    parent: 'syncManagement',
    pageCode: 'vehicleCardManagement-realname-apiManagement-syncManagement',
  }),
  menuGroup({
    name: 'vehicleManagement',
    path: '/vehicleCard/realname/vehicleManagement',
    parent: 'realname',
    pageCode: 'vehicleCardManagement-realname-vehicleManagement',
    redirect: 'vehicleList',
  }),
  mainPage({
    name: 'vehicleList',
    path: '/vehicleCard/realname/vehicleManagement/vehicleList',
    parent: 'vehicleManagement',
    pageCode: 'vehicleCardManagement-realname-vehicleManagement-vehicleList',
    actions: ['query', 'get', 'add', 'edit', 'import', 'export'],
  }),
  hiddenPage({
    name: 'vehicleDetail',
    path: '/vehicleCard/realname/vehicleManagement/vehicleList/vehicleDetail',
    parent: 'vehicleList',
    pageCode: 'vehicleCardManagement-realname-vehicleManagement-vehicleList',
  }),
  mainPage({
    name: 'vehicleInfoChange',
    path: '/vehicleCard/realname/vehicleManagement/vehicleInfoChange',
    parent: 'vehicleManagement',
    pageCode: 'vehicleCardManagement-realname-vehicleManagement-vehicleInfoChange',
    // Changes of a vehicle's identity are asked for by one operator and approved or rejected by another.
    actions: [...requestActions, 'review'],
  }),
  mainPage({
    name: 'vehicleChangeCard',
    path: '/vehicleCard/realname/vehicleManagement/vehicleChangeCard',
    parent: 'vehicleManagement',
    pageCode: 'vehicleCardManagement-realname-vehicleManagement-vehicleChangeCard',
    actions: ['query', 'get', 'add', 'import', 'export'],
  }),
  hiddenPage({
    name: 'vehicleChangeCardDetail',
    path: '/vehicleCard/realname/vehicleManagement/vehicleChangeCard/detail',
    parent: 'vehicleChangeCard',
    pageCode: 'vehicleCardManagement-realname-vehicleManagement-vehicleChangeCard',
  }),
];
