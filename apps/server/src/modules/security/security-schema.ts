import { bigint, index, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { moment } from '../../platform/database/columns';
import { companyColumn, orgColumn } from '../../platform/database/schema';

/** The card's place and numbers, copied from the card so the lists scope and filter without joining it. */
function placedCardColumns() {
  return {
    companyId: companyColumn(),
    orgId: orgColumn(),
    orgPath: text('org_path'),
    iccid: text('iccid').notNull(),
    msisdn: text('msisdn'),
  };
}

/**
 * Each card's binding to a device, one row per card the module knows (bound here, or seen by the network:
 * carriers bind a card to the device it first comes up in). Company, org and numbers are copied from the card
 * as the last sync or bind saw them, so the lists scope and filter without a join to the card table.
 */
export const cardBindings = pgTable(
  'card_bindings',
  {
    /** The card (sim_cards.id); the keyset order of the list, newest card first. */
    cardId: bigint('card_id', { mode: 'number' }).primaryKey(),
    ...placedCardColumns(),
    /** The contract's bindingStatus code. */
    bindingStatus: smallint('binding_status').notNull(),
    boundImei: text('bound_imei'),
    boundAt: moment('bound_at'),
    /** The IMEI the network last saw the card in: a separation is recorded when this changes away from the bound one. */
    lastSeenImei: text('last_seen_imei'),
    lastSeenAt: moment('last_seen_at'),
    separationCount: integer('separation_count').notNull().default(0),
    updatedAt: moment('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('card_bindings_company_card').on(table.companyId, table.cardId.desc()),
    index('card_bindings_company_status_card').on(table.companyId, table.bindingStatus, table.cardId),
    index('card_bindings_org_path').on(table.orgPath.op('text_pattern_ops'), table.cardId),
    index('card_bindings_iccid').on(table.iccid),
    index('card_bindings_msisdn').on(table.msisdn),
    index('card_bindings_bound_imei').on(table.boundImei),
  ],
);

/**
 * Every time the network saw a card in another device than the one it is bound to: the automation rules read
 * this table (new rows since their last look) to act on a separation.
 */
export const cardSeparations = pgTable(
  'card_separations',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    cardId: bigint('card_id', { mode: 'number' }).notNull(),
    ...placedCardColumns(),
    /** When the network first saw the new device, as the carrier says. */
    separatedAt: moment('separated_at').notNull(),
    oldImei: text('old_imei').notNull(),
    newImei: text('new_imei').notNull(),
    cellArea: text('cell_area'),
    recordedAt: moment('recorded_at').notNull().defaultNow(),
  },
  (table) => [
    // One row per change: a sync run again (or resumed) finds the same device seen since the same time.
    uniqueIndex('card_separations_change').on(table.cardId, table.newImei, table.separatedAt),
    index('card_separations_company_id').on(table.companyId, table.id.desc()),
    index('card_separations_org_path').on(table.orgPath.op('text_pattern_ops'), table.id),
    index('card_separations_card').on(table.cardId, table.id),
    index('card_separations_iccid').on(table.iccid),
  ],
);
