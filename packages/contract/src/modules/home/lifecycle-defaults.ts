import { findDeclaredPage } from '../../pages/product-map';
import {
  lifecycleShortcutsVersion,
  parseShortcutUrl,
  type LifecycleEntry,
  type LifecycleGroup,
  type LifecycleGroupName,
  type LifecycleIcon,
} from './lifecycle-shortcuts';

/** One shortcut: its label key, the route it opens and its icon; the page code is the route's own. */
function shortcut(label: string, url: string, icon: LifecycleIcon): LifecycleEntry {
  const routeName = parseShortcutUrl(url).routeName;
  const pageCode = findDeclaredPage(routeName)?.pageCode;
  if (pageCode === undefined)
    throw new Error(`lifecycle shortcut ${label}: route ${routeName} has no page code`);
  return { name: `home:lifecycle.entries.${label}`, url, pageCode, icon };
}

const simCardList = shortcut('simCardList', 'simCardList', 'simCard');
const realNameList = shortcut('realNameList', 'realnameList', 'idCard');
const vehicleList = shortcut('vehicleList', 'vehicleList', 'car');
const equipmentLedger = shortcut('equipmentLedger', 'LedgerEquipment', 'container');
const equipmentWaybill = shortcut('equipmentWaybill', 'addWayBill-equipment', 'carryOut');
const cardStatusReset = shortcut('cardStatusReset', 'enhancedNetwork-cardStatusReset', 'sync');
const dataPools = shortcut('dataPools', 'vehicleCardDataPoolManage', 'fund');
const companyBillReport = shortcut(
  'companyBillReport',
  'statisticalAnalysisCompanyBillMonthReport',
  'barChart',
);

function group(
  name: LifecycleGroupName,
  selectedList: LifecycleEntry[],
  recommendList: LifecycleEntry[],
  optionalList: LifecycleEntry[],
): LifecycleGroup {
  return { name, version: lifecycleShortcutsVersion, selectedList, recommendList, optionalList };
}

/**
 * The shortcuts every operator starts with, one group per stage of a card's life: bought and stocked, fitted
 * and tested in production, sold and run, moved or repaired, and finally scrapped. Declared once; an operator's
 * own choice is stored through page-config and replaced by these whenever the version changes.
 */
export const defaultLifecycleGroups: readonly LifecycleGroup[] = [
  group(
    'home:lifecycle.groups.openCardStockIn',
    [
      shortcut('purchaseOrder', 'formCreate-vendors', 'fileAdd'),
      shortcut('vendorCardResources', 'process-vendors', 'inbox'),
      shortcut('equipmentStockIn', 'process-equipment?storage=1', 'import'),
      simCardList,
    ],
    [
      shortcut('vendorWaybill', 'addWayBill-vendors', 'carryOut'),
      shortcut('vendorLedger', 'LedgerVendors', 'container'),
    ],
    [equipmentLedger, shortcut('cardStateChange', 'cardState', 'interaction')],
  ),
  group(
    'home:lifecycle.groups.productionTestSale',
    [
      shortcut('carMakerCardResources', 'process-carMaker', 'car'),
      shortcut('testCards', 'testingCardManagement', 'experiment'),
      shortcut('testRealNameRecords', 'testRnRecord', 'fileDone'),
      shortcut('overTheAirOrders', 'orderManagement', 'mobile'),
    ],
    [
      shortcut('carMakerLedger', 'ledgerCarMaker', 'container'),
      shortcut('overTheAirProfiles', 'profile', 'profile'),
    ],
    [equipmentWaybill, vehicleList],
  ),
  group(
    'home:lifecycle.groups.salesOperations',
    [
      realNameList,
      shortcut('vehicleManagement', 'vehicleManagement', 'car'),
      dataPools,
      shortcut('packageConfig', 'packageConfig', 'gift'),
    ],
    [
      shortcut('companyRealName', 'orgBatchRn', 'solution'),
      shortcut('realNameUpload', 'upload', 'cloudUpload'),
      shortcut('goodsOrders', 'goodsOrdersMgt', 'shoppingCart'),
    ],
    [shortcut('mall', 'mallManagement', 'shop'), companyBillReport],
  ),
  group(
    'home:lifecycle.groups.transferRepair',
    [
      shortcut('transferOrder', 'formCreate-equipment', 'swap'),
      shortcut('vehicleChangeCard', 'vehicleChangeCard', 'swap'),
      shortcut('cardDiagnosis', 'enhancedNetwork-cardDiagnose', 'medicineBox'),
      shortcut('complaintEntry', 'enhancedNetwork-complaintEntry?addComplaint=1', 'alert'),
    ],
    [cardStatusReset, equipmentWaybill],
    [equipmentLedger, simCardList],
  ),
  group(
    'home:lifecycle.groups.scrap',
    [shortcut('cardCancellation', 'cardState', 'stop'), vehicleList],
    [simCardList, cardStatusReset],
    [companyBillReport, dataPools],
  ),
];
