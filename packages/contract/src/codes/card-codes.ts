import { defineCodeTable, type CodeOf } from './code-table';

/**
 * Network carrier of a card or account. The spec's "carrier" and "card carrier" lists share these codes,
 * so there is one table and labels never drift apart.
 */
export const carrier = defineCodeTable('carrier', {
  chinaMobile: 1,
  chinaUnicom: 2,
  chinaTelecom: 3,
  chinaBroadnet: 4,
  international: 5,
  other: 9,
});
export type CarrierCode = CodeOf<typeof carrier>;

/** The carrier of a card: the same table as `carrier`. */
export const cardCarrier = carrier;

/** Physical form of a card: vehicles mostly carry soldered chips or eSIMs rather than plug-in cards. */
export const cardCategory = defineCodeTable('cardCategory', {
  plugIn: 1,
  embeddedChip: 2,
  embeddedSim: 3,
});
export type CardCategoryCode = CodeOf<typeof cardCategory>;

/** How a card came into the platform. */
export const cardEntrySource = defineCodeTable('cardEntrySource', {
  carrierSync: 1,
  fileImport: 2,
  manualEntry: 3,
  apiPush: 4,
  allocation: 5,
});
export type CardEntrySourceCode = CodeOf<typeof cardEntrySource>;

/** Where a card stands in the supply chain, from vendor stock to a vehicle (spec §4). */
export const cardResourceStatus = defineCodeTable('cardResourceStatus', {
  unused: 1,
  matched: 2,
  semiFinished: 3,
  installedInVehicle: 4,
  cancelled: 5,
  lost: 6,
  productionLoss: 7,
});
export type CardResourceStatusCode = CodeOf<typeof cardResourceStatus>;

/** Kind of operation recorded in the operation log; mirrors the button actions plus sign-in events. */
export const operationType = defineCodeTable('operationType', {
  login: 1,
  logout: 2,
  query: 3,
  add: 4,
  edit: 5,
  delete: 6,
  import: 7,
  export: 8,
  statusChange: 9,
  other: 99,
});
export type OperationTypeCode = CodeOf<typeof operationType>;
