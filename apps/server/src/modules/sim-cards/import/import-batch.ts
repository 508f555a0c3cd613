import { sql } from 'drizzle-orm';
import type { Database } from '../../../platform/database/connect';
import { copyCsv, copyIntoTable } from '../../../platform/database/copy-csv';
import { isUniqueViolation } from '../../../platform/database/sql-state';

/** A row ready to land: a new card (existingId null) or the update of a card the caller may change. */
export interface StagedCard {
  rowNumber: number;
  existingId: number | null;
  companyId: number;
  orgId: number;
  orgPath: string;
  carrier: number;
  carrierAccountId: number | null;
  iccid: string;
  msisdn: string | null;
  imsi: string | null;
  /** Always set for a new card; null on an update keeps the card's status. */
  cardStatus: number | null;
  ratePlan: string | null;
  remark: string | null;
}

// A card's own columns in cardValues' order: the COPY into sim_cards and the staging table share it.
const cardColumns =
  'company_id, org_id, org_path, carrier, carrier_account_id, iccid, msisdn, imsi, card_status, rate_plan, remark';
const stagingColumns = `row_number, existing_id, ${cardColumns}`;

const cardValues = (card: StagedCard) => [
  card.companyId,
  card.orgId,
  card.orgPath,
  card.carrier,
  card.carrierAccountId,
  card.iccid,
  card.msisdn,
  card.imsi,
  card.cardStatus,
  card.ratePlan,
  card.remark,
];

// How an imported card records its arrival: read back as the first entry of its status record.
const createdReason = 'file import';

/**
 * A checked batch ready to land. Its new cards' COPY lines are built when it is made ready, while the batch
 * before it is still being written, so the database never waits for them.
 */
export interface LandingBatch {
  cards: readonly StagedCard[];
  operatorId: number | null;
  newCardLines: string;
}

/** Makes a batch ready to land; its new cards took their status (and arrived) when the batch was checked. */
export function landingBatch(
  cards: readonly StagedCard[],
  operatorId: number | null,
  checkedAt: Date = new Date(),
): LandingBatch {
  const at = checkedAt.toISOString();
  const newCards = cards.filter((card) => card.existingId === null);
  const newCardLines = copyCsv(newCards.map((card) => [...cardValues(card), at, createdReason, operatorId]));
  return { cards, operatorId, newCardLines };
}

/**
 * New cards COPYed straight into sim_cards, their arrival (reason, operator, first status) on the card's own
 * row: no staging, no INSERT … SELECT, no history row to write and check per card. Every ICCID was checked
 * free just before; one taken since by a concurrent import fails the COPY (a unique violation) and the caller
 * goes the staged way, which skips it.
 */
async function copyNewCards(transaction: Database, batch: LandingBatch): Promise<void> {
  await copyIntoTable(
    transaction,
    `sim_cards (${cardColumns}, status_changed_at, created_reason, created_by)`,
    batch.newCardLines,
  );
}

/** True when every new card landed through COPY; false when one was taken meanwhile (nothing landed). */
async function copiedNewCards(transaction: Database, batch: LandingBatch): Promise<boolean> {
  try {
    // A savepoint: a failed COPY leaves the batch's transaction usable for the staged way.
    await transaction.transaction((savepoint) => copyNewCards(savepoint, batch));
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

/**
 * Writes one batch inside the caller's transaction: new cards through COPY (above); when one of them was taken
 * meanwhile, or known cards are updated, COPY into a staging table that lives only for this transaction, then
 * one INSERT … SELECT for new cards (their arrival on the row, as above) and one UPDATE for known ones (history
 * only where the status changed). Answers the ICCIDs a concurrent writer took first.
 */
export async function writeImportBatch(
  transaction: Database,
  batch: LandingBatch,
): Promise<{ lostIccids: Set<string>; inserted: number; updated: number }> {
  const { cards, operatorId } = batch;
  const newCards = cards.filter((card) => card.existingId === null);
  const updates = cards.length - newCards.length;
  const copied = newCards.length > 0 && (await copiedNewCards(transaction, batch));
  if (copied && updates === 0) return { lostIccids: new Set(), inserted: newCards.length, updated: 0 };
  if (cards.length === 0) return { lostIccids: new Set(), inserted: 0, updated: 0 };
  await transaction.execute(
    sql.raw(`create temp table card_import_staging (
      row_number integer, existing_id bigint, company_id integer, org_id integer, org_path text, carrier smallint,
      carrier_account_id integer, iccid text, msisdn text, imsi text, card_status smallint, rate_plan text,
      remark text) on commit drop`),
  );
  const csv = copyCsv(cards.map((card) => [card.rowNumber, card.existingId, ...cardValues(card)]));
  await copyIntoTable(transaction, `card_import_staging (${stagingColumns})`, csv);

  let landed = new Set<string>(copied ? newCards.map((card) => card.iccid) : []);
  if (newCards.length > 0 && !copied) {
    const inserted = await transaction.execute(sql`
      insert into sim_cards (company_id, org_id, org_path, carrier_account_id, carrier, iccid, msisdn, imsi,
        card_status, rate_plan, remark, status_changed_at, created_reason, created_by)
      select company_id, org_id, org_path, carrier_account_id, carrier, iccid, msisdn, imsi, card_status,
        rate_plan, remark, now(), ${createdReason}, ${operatorId}::integer
      from card_import_staging where existing_id is null order by row_number
      on conflict (iccid) do nothing
      returning iccid`);
    // Both drivers answer { rows }; drizzle types the result by driver only.
    landed = new Set((inserted as unknown as { rows: { iccid: string }[] }).rows.map((row) => row.iccid));
  }
  if (updates > 0) {
    await transaction.execute(sql`
      with previous as (
        select c.id, c.card_status from sim_cards c
        join card_import_staging s on s.existing_id = c.id
      ), updated as (
        update sim_cards c set
          msisdn = coalesce(s.msisdn, c.msisdn),
          imsi = coalesce(s.imsi, c.imsi),
          card_status = coalesce(s.card_status, c.card_status),
          status_changed_at = case when coalesce(s.card_status, c.card_status) <> c.card_status
            then now() else c.status_changed_at end,
          rate_plan = coalesce(s.rate_plan, c.rate_plan),
          remark = coalesce(s.remark, c.remark),
          carrier_account_id = coalesce(s.carrier_account_id, c.carrier_account_id),
          updated_at = now()
        from card_import_staging s where s.existing_id = c.id
        returning c.id, c.company_id, c.card_status
      )
      insert into card_status_history (card_id, company_id, from_status, to_status, reason, operator_id)
      select u.id, u.company_id, p.card_status, u.card_status, ${createdReason}, ${operatorId}::integer
      from updated u join previous p on p.id = u.id
      where p.card_status <> u.card_status`);
  }
  const lostIccids = new Set(newCards.filter((card) => !landed.has(card.iccid)).map((card) => card.iccid));
  return { lostIccids, inserted: landed.size, updated: updates };
}
