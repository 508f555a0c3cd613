import { defineCodeTables, type CodeOf } from './code-table';

/** Cards besides their status (card-status.ts): carrier, form, origin, supply chain, and the operation log. */
export const cardCodeTables = defineCodeTables({
  /**
   * Network carrier of a card or account. The spec's "carrier" and "card carrier" lists share these codes,
   * so there is one table and labels never drift apart.
   */
  carrier: {
    chinaMobile: 1,
    chinaUnicom: 2,
    chinaTelecom: 3,
    chinaBroadnet: 4,
    international: 5,
    other: 9,
  },
  /** Physical form of a card: vehicles mostly carry soldered chips or eSIMs rather than plug-in cards. */
  cardCategory: {
    plugIn: 1,
    embeddedChip: 2,
    embeddedSim: 3,
  },
  /** How a card came into the platform. */
  cardEntrySource: {
    carrierSync: 1,
    fileImport: 2,
    manualEntry: 3,
    apiPush: 4,
    allocation: 5,
  },
  /** Where a card stands in the supply chain, from vendor stock to a vehicle (spec §4). */
  cardResourceStatus: {
    unused: 1,
    matched: 2,
    semiFinished: 3,
    installedInVehicle: 4,
    cancelled: 5,
    lost: 6,
    productionLoss: 7,
  },
  /** Kind of operation recorded in the operation log; mirrors the button actions plus sign-in events. */
  operationType: {
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
  },
});

export const { carrier, cardCategory, cardEntrySource, cardResourceStatus, operationType } = cardCodeTables;
export type CarrierCode = CodeOf<typeof carrier>;
export type CardCategoryCode = CodeOf<typeof cardCategory>;
export type CardEntrySourceCode = CodeOf<typeof cardEntrySource>;
export type CardResourceStatusCode = CodeOf<typeof cardResourceStatus>;
export type OperationTypeCode = CodeOf<typeof operationType>;

/** The carrier of a card: the same table as `carrier`. */
export const cardCarrier = carrier;
