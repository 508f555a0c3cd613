import { contribute } from '../../platform/modules/extension-point';
import { defineServerModule } from '../../platform/modules/server-module';
import { carrierAccountModule } from '../carrier-account';
import { companyModule } from '../company';
import { dashboardCardSourcePoint, homeModule } from '../home';
import { organizationModule, orgContentsPoint } from '../organization';
import { createDashboardCardSource } from './dashboard-cards';
import { seedDemoSimCards } from './demo/seed-demo';
import { countCardsInOrg, moveCardOrgPaths } from './shared/card-org-paths';
import { loadSimCardsConfig } from './sim-cards-config';
import { registerSimCards } from './sim-cards-routes';

export type { SimCardsHandle } from './sim-cards-routes';
export {
  cardAtCarrierByNumber,
  cardsByIccid,
  cardsInScopeByNumber,
  cardsOfCompany,
  carrierAccountsOfCompanyCards,
  type CardAtCarrier,
  type CardPlacement,
} from './shared/card-placement';
export {
  imeiSightingsPoint,
  storedImeiSightings,
  type ImeiSighting,
  type ImeiSightingsListener,
} from './usage/imei-sightings';
export { findScopedCard, findScopedCardByIccid } from './detail/card-lookup';
export { cardStatusRecords } from './detail/card-history';
export {
  placedCardConditions,
  placedCardCounts,
  placedCardSource,
  type PlacedCardFilter,
  type PlacedCardRow,
} from './shared/placed-card-list';
export {
  cardsForRegistration,
  cardsWithCardStatus,
  cardsWithRealNameStatus,
  setCardsRealNameStatus,
  type CardForRegistration,
} from './shared/card-real-name';
export {
  cardIdsCondition,
  cardsToSync,
  companiesWithCarrierCards,
  companyCardsCondition,
  countCardsToSync,
  takeRealNameChanges,
  type RealNameChange,
} from './shared/real-name-sync-cards';
export {
  cardStatesById,
  setCardsVehicle,
  type CardStateOfVehicle,
  type CardVehicle,
} from './shared/card-vehicle';
export { codeCellReader, codeValuesText, type CodeCellReader } from './import/import-codes';
export { registerRowImportCalls, type RowImportCalls } from './import/row-import-calls';
export type { ParsedRow, RowImport } from './import/row-import-kind';
export { writeRowImportTemplate, type RowImportTemplate } from './import/row-import-template';

/**
 * SIM cards: the list (filters, batch search, tags, remarks), a card's detail through the carrier, changes
 * through the carrier (single and batch, tracked to the end), export, import, the carrier sync and the daily
 * usage sync. One domain: its sub-folders share the sim_cards table and the card scope.
 */
export const simCardsModule = defineServerModule({
  name: 'sim-cards',
  needs: [carrierAccountModule, companyModule, homeModule, organizationModule],
  loadConfig: loadSimCardsConfig,
  contributions: [
    contribute(dashboardCardSourcePoint, (services) => createDashboardCardSource(services.db)),
    contribute(orgContentsPoint, () => ({
      label: 'SIM card(s)',
      countIn: countCardsInOrg,
      movePaths: moveCardOrgPaths,
    })),
  ],
  register: registerSimCards,
  seedDemo: seedDemoSimCards,
});
export { cardEventsPoint, type CardEventListener } from './rules/card-events-point';
export {
  cardNumbers,
  crossingCards,
  newestStatusChange,
  type CardMeasure,
  type CrossingColumns,
  type CardSelection,
} from './rules/card-crossings';
export { queueRuleStatusChange, queuedCardsByStatus } from './rules/rule-change-orders';
export { cardChangesFor, type CardChanges } from './change/card-changes-service';
export type { ChangeRequest } from './change/change-kinds';
export {
  changeSettledPoint,
  type ChangeSettledListener,
  type SettledChange,
} from './change/change-settled-point';
export { queueCardChange, type QueuedCardChange } from './change/queued-card-change';
export { cardNumberFileRules, readCardNumbers } from './change/card-number-file';
export { companyHoldingMostCards, visibleCardIdsByIccid } from './shared/card-companies';
export {
  billCompanyCondition,
  billedCardUsage,
  cardPlacesByIccid,
  carrierAccountsOfCompanies,
  selectedCards,
  type BillCompanies,
} from './bills/card-bill-sources';
export { demoBilledCardUsage } from './bills/demo-bill-usage';
