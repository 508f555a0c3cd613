import { hiddenPage, mainPage, menuGroup, importActions } from './define';

const processActions = ['query', 'get', 'add', 'edit', 'export'] as const;

/** Card link management, part one: card resources (order process and ledgers) and card orders. */
export const cardLinkPages = [
  menuGroup({
    name: 'cardLink',
    path: '/vehicleCard/cardLink',
    parent: 'vehicleCard',
    pageCode: 'vehicleCardManagement-cardLink',
    redirect: 'cardResources',
    icon: 'simCard',
  }),
  menuGroup({
    name: 'cardResources',
    path: '/vehicleCard/cardLink/cardResources',
    parent: 'cardLink',
    pageCode: 'vehicleCardManagement-cardLink-cardResources',
    redirect: 'cardResourcesProcess',
  }),
  menuGroup({
    name: 'cardResourcesProcess',
    path: '/vehicleCard/cardLink/cardResources/process',
    parent: 'cardResources',
    pageCode: 'vehicleCardManagement-cardLink-cardResources-process',
    redirect: 'process-carMaker',
  }),
  mainPage({
    name: 'process-carMaker',
    path: '/vehicleCard/cardLink/cardResources/process/carMaker',
    parent: 'cardResourcesProcess',
    pageCode: 'vehicleCardManagement-cardLink-cardResources-process-carMaker',
    actions: processActions,
  }),
  mainPage({
    name: 'process-equipment',
    path: '/vehicleCard/cardLink/cardResources/process/equipment',
    parent: 'cardResourcesProcess',
    pageCode: 'vehicleCardManagement-cardLink-cardResources-process-equipment',
    actions: processActions,
  }),
  // The transfer order.
  hiddenPage({
    name: 'formCreate-equipment',
    path: '/vehicleCard/cardLink/cardResources/process/equipment/formCreate',
    parent: 'process-equipment',
    pageCode: 'vehicleCardManagement-cardLink-cardResources-process-equipment',
  }),
  hiddenPage({
    name: 'addApplyOrder-equipment',
    path: '/vehicleCard/cardLink/cardResources/process/equipment/addApplyOrder',
    parent: 'process-equipment',
    pageCode: 'vehicleCardManagement-cardLink-cardResources-process-equipment',
  }),
  hiddenPage({
    name: 'addWayBill-equipment',
    path: '/vehicleCard/cardLink/cardResources/process/equipment/addWayBill',
    parent: 'process-equipment',
    pageCode: 'vehicleCardManagement-cardLink-cardResources-process-equipment',
  }),
  hiddenPage({
    name: 'allocateShare-equipment',
    path: '/vehicleCard/cardLink/cardResources/process/equipment/allocateShare',
    parent: 'process-equipment',
    pageCode: 'vehicleCardManagement-cardLink-cardResources-process-equipment',
  }),
  mainPage({
    name: 'process-vendors',
    path: '/vehicleCard/cardLink/cardResources/process/vendors',
    parent: 'cardResourcesProcess',
    pageCode: 'vehicleCardManagement-cardLink-cardResources-process-vendors',
    actions: processActions,
  }),
  // The purchase order.
  hiddenPage({
    name: 'formCreate-vendors',
    path: '/vehicleCard/cardLink/cardResources/process/vendors/formCreate',
    parent: 'process-vendors',
    pageCode: 'vehicleCardManagement-cardLink-cardResources-process-vendors',
  }),
  hiddenPage({
    name: 'purchaseShare-vendors',
    path: '/vehicleCard/cardLink/cardResources/process/vendors/purchaseShare',
    parent: 'process-vendors',
    pageCode: 'vehicleCardManagement-cardLink-cardResources-process-vendors',
  }),
  hiddenPage({
    name: 'addWayBill-vendors',
    path: '/vehicleCard/cardLink/cardResources/process/vendors/addWayBill',
    parent: 'process-vendors',
    pageCode: 'vehicleCardManagement-cardLink-cardResources-process-vendors',
  }),
  menuGroup({
    name: 'cardResourcesLedger',
    path: '/vehicleCard/cardLink/cardResources/ledger',
    parent: 'cardResources',
    pageCode: 'vehicleCardManagement-cardLink-cardResources-ledger',
    redirect: 'ledgerCarMaker',
  }),
  mainPage({
    name: 'ledgerCarMaker',
    path: '/vehicleCard/cardLink/cardResources/ledger/carMaker',
    parent: 'cardResourcesLedger',
    pageCode: 'vehicleCardManagement-cardLink-cardResources-ledger-carMaker',
    actions: importActions,
  }),
  mainPage({
    name: 'LedgerEquipment',
    path: '/vehicleCard/cardLink/cardResources/ledger/Equipment',
    parent: 'cardResourcesLedger',
    pageCode: 'vehicleCardManagement-cardLink-cardResources-ledger-Equipment',
    actions: importActions,
  }),
  mainPage({
    name: 'LedgerVendors',
    path: '/vehicleCard/cardLink/cardResources/ledger/Vendors',
    parent: 'cardResourcesLedger',
    pageCode: 'vehicleCardManagement-cardLink-cardResources-ledger-Vendors',
    actions: importActions,
  }),
  // Card orders.
  mainPage({
    name: 'cardBillManagement',
    path: '/vehicleCard/cardLink/cardBillManagement',
    parent: 'cardLink',
    pageCode: 'vehicleCardManagement-cardLink-cardBillManagement',
    actions: ['query', 'get', 'add', 'edit', 'export'],
  }),
];
