import { hiddenPage, mainPage, menuGroup, recordActions, reportActions, requestActions } from './define';

/** Vehicle-owner operations, part three: orders, bills, invoices, revenue sharing and payments. */
export const ownerFinancePages = [
  menuGroup({
    name: 'financialManagement',
    path: '/ownerOperations/financialManagement',
    parent: 'ownerOperations',
    pageCode: 'ownerOperationsManagement-financialManagement',
    redirect: 'goodsOrdersMgt',
    icon: 'barChart',
  }),
  mainPage({
    name: 'goodsOrdersMgt',
    path: '/ownerOperations/financialManagement/goodsOrdersMgt',
    parent: 'financialManagement',
    pageCode: 'ownerOperationsManagement-financialManagement-goodsOrdersMgt',
    actions: recordActions,
  }),
  mainPage({
    name: 'billsMgt',
    path: '/ownerOperations/financialManagement/billsMgt',
    parent: 'financialManagement',
    pageCode: 'ownerOperationsManagement-financialManagement-billsMgt',
    actions: recordActions,
  }),
  hiddenPage({
    name: 'billsDetail',
    path: '/ownerOperations/financialManagement/billsMgt/billsDetail',
    parent: 'billsMgt',
    pageCode: 'ownerOperationsManagement-financialManagement-billsMgt',
  }),
  mainPage({
    name: 'accountInvoiceRecord',
    path: '/ownerOperations/financialManagement/accountInvoiceRecord',
    parent: 'financialManagement',
    pageCode: 'ownerOperationsManagement-financialManagement-accountInvoiceRecord',
    actions: requestActions,
  }),
  mainPage({
    name: 'splitReports',
    path: '/ownerOperations/financialManagement/splitReports',
    parent: 'financialManagement',
    pageCode: 'ownerOperationsManagement-financialManagement-splitReports',
    actions: reportActions,
  }),
  mainPage({
    name: 'simMana',
    path: '/ownerOperations/financialManagement/simMana',
    parent: 'financialManagement',
    pageCode: 'ownerOperationsManagement-financialManagement-simMana',
    actions: recordActions,
  }),
  hiddenPage({
    name: 'simDetailList',
    path: '/ownerOperations/financialManagement/simMana/simDetailList',
    parent: 'simMana',
    pageCode: 'ownerOperationsManagement-financialManagement-simMana',
  }),
  mainPage({
    name: 'revenue',
    path: '/ownerOperations/financialManagement/revenue',
    parent: 'financialManagement',
    pageCode: 'ownerOperationsManagement-financialManagement-revenue',
    actions: reportActions,
  }),
  mainPage({
    name: 'downPay',
    path: '/ownerOperations/financialManagement/downPay',
    parent: 'financialManagement',
    pageCode: 'ownerOperationsManagement-financialManagement-downPay',
    actions: recordActions,
  }),
  mainPage({
    name: 'thirdPayment',
    path: '/ownerOperations/financialManagement/thirdPayment',
    parent: 'financialManagement',
    pageCode: 'ownerOperationsManagement-financialManagement-thirdPayment',
    actions: recordActions,
  }),
];
