import { bigint, text } from 'drizzle-orm/pg-core';
import { companyColumn, orgColumn } from '../../../platform/database/schema';

/**
 * The id and card columns of a row about one card. Company and org path are copied from the card, so scoping
 * needs no join; the card is named by id and numbers (the card table is the sim-cards module's, so no foreign
 * key). Fresh builders per call: each table owns its columns.
 */
export function cardRecordColumns() {
  return {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    companyId: companyColumn(),
    orgId: orgColumn(),
    orgPath: text('org_path'),
    cardId: bigint('card_id', { mode: 'number' }).notNull(),
    iccid: text('iccid').notNull(),
    msisdn: text('msisdn'),
  };
}
