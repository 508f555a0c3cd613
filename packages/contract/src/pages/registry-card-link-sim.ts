import { hiddenPage, mainPage, menuGroup, recordActions } from './define';

/** Card link management, part two: SIM cards, traffic pools, binding, bills and automation rules. */
export const cardLinkSimPages = [
  menuGroup({
    name: 'simCardManagement',
    path: '/vehicleCard/cardLink/simCardManagement',
    parent: 'cardLink',
    pageCode: 'vehicleCardManagement-cardLink-simCardManagement',
    redirect: 'simCardList',
  }),
  mainPage({
    name: 'simCardList',
    path: '/vehicleCard/cardLink/simCardManagement/simCardList',
    parent: 'simCardManagement',
    pageCode: 'vehicleCardManagement-cardLink-simCardManagement-simCardList',
    actions: ['query', 'get', 'edit', 'import', 'export'],
  }),
  hiddenPage({
    name: 'cardDetail',
    path: '/vehicleCard/cardLink/simCardManagement/simCardList/cardDetail',
    parent: 'simCardList',
    pageCode: 'vehicleCardManagement-cardLink-simCardManagement-simCardList',
  }),
  // The spec's "vehicleDetail" here; the real-name vehicle detail keeps that name.
  hiddenPage({
    name: 'simCardVehicleDetail',
    path: '/vehicleCard/cardLink/simCardManagement/simCardList/vehicleDetail',
    parent: 'simCardList',
    pageCode: 'vehicleCardManagement-cardLink-simCardManagement-simCardList',
  }),
  // Card state change orders.
  mainPage({
    name: 'cardState',
    path: '/vehicleCard/cardLink/simCardManagement/cardState',
    parent: 'simCardManagement',
    pageCode: 'vehicleCardManagement-cardLink-simCardManagement-cardState',
    actions: ['query', 'get', 'add', 'import', 'export'],
  }),
  // Traffic pools.
  mainPage({
    name: 'vehicleCardDataPoolManage',
    path: '/vehicleCard/cardLink/dataPoolManage',
    parent: 'cardLink',
    pageCode: 'vehicleCardManagement-cardLink-dataPoolManage',
    actions: ['query', 'get', 'add', 'edit', 'delete', 'export'],
  }),
  hiddenPage({
    name: 'dataPoolDetail',
    path: '/vehicleCard/cardLink/dataPoolManage/dataPoolDetail/:groupId',
    parent: 'vehicleCardDataPoolManage',
    pageCode: 'vehicleCardManagement-cardLink-dataPoolManage',
  }),
  menuGroup({
    name: 'securityManagement',
    path: '/vehicleCard/cardLink/securityManagement',
    parent: 'cardLink',
    pageCode: 'vehicleCardManagement-cardLink-securityManagement',
    redirect: 'binding',
  }),
  // Machine-card binding.
  mainPage({
    name: 'binding',
    path: '/vehicleCard/cardLink/securityManagement/binding',
    parent: 'securityManagement',
    pageCode: 'vehicleCardManagement-cardLink-securityManagement-binding',
    actions: ['query', 'get', 'add', 'delete', 'import', 'export'],
  }),
  // Separation history.
  mainPage({
    name: 'separate',
    path: '/vehicleCard/cardLink/securityManagement/separate',
    parent: 'securityManagement',
    pageCode: 'vehicleCardManagement-cardLink-securityManagement-separate',
    actions: recordActions,
  }),
  menuGroup({
    name: 'billManagement',
    path: '/vehicleCard/cardLink/billManagement',
    parent: 'cardLink',
    pageCode: 'vehicleCardManagement-cardLink-billManagement',
    redirect: 'simCardBill',
  }),
  mainPage({
    name: 'simCardBill',
    path: '/vehicleCard/cardLink/billManagement/simCardBill',
    parent: 'billManagement',
    pageCode: 'vehicleCardManagement-cardLink-billManagement-simCardBill',
    // edit: assign rate plans to cards.
    actions: ['query', 'get', 'edit', 'export'],
  }),
  mainPage({
    name: 'companyBill',
    path: '/vehicleCard/cardLink/billManagement/companyBill',
    parent: 'billManagement',
    pageCode: 'vehicleCardManagement-cardLink-billManagement-companyBill',
    // add, edit, delete: rate plans; edit also recomputes a month.
    actions: ['query', 'get', 'add', 'edit', 'delete', 'export'],
  }),
  // Automation rules; the rule-alarm tab checks this group's code.
  menuGroup({
    name: 'ruleManagement',
    path: '/vehicleCard/cardLink/ruleManagement',
    parent: 'cardLink',
    pageCode: 'vehicleCardManagement-cardLink-ruleManagement',
    redirect: 'ruleManage',
  }),
  mainPage({
    name: 'ruleManage',
    path: '/vehicleCard/cardLink/ruleManagement/ruleManage',
    parent: 'ruleManagement',
    pageCode: 'vehicleCardManagement-cardLink-ruleManagement-ruleManage',
    actions: ['query', 'get', 'add', 'edit', 'delete', 'enable', 'disable'],
  }),
  mainPage({
    name: 'ruleUnsubscribeHistory',
    path: '/vehicleCard/cardLink/ruleManagement/ruleUnsubscribeHistory',
    parent: 'ruleManagement',
    pageCode: 'vehicleCardManagement-cardLink-ruleManagement-ruleUnsubscribeHistory',
    actions: recordActions,
  }),
  // Opened with ?ruleType=1 by the rule-alarm tab.
  mainPage({
    name: 'ruleHistory',
    path: '/vehicleCard/cardLink/ruleManagement/ruleHistory',
    parent: 'ruleManagement',
    pageCode: 'vehicleCardManagement-cardLink-ruleManagement-ruleHistory',
    actions: recordActions,
  }),
];
