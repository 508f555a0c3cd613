import { sql } from 'drizzle-orm';
import { bindingStatus, messageTab, messageType } from '@simdesk/contract';
import type { Database } from '../../platform/database/connect';
import { queryArrayRows } from '../../platform/database/driver-rows';
import { publishMessage } from '../../platform/messages/message-publisher';
import type { ImeiSighting } from '../sim-cards';
import { cardBindings, cardSeparations } from './security-schema';

const { bound, separated, unbound } = bindingStatus.byName;

/** A separation just recorded, as its message tells it. */
export interface RecordedSeparation {
  companyId: number;
  iccid: string;
  oldImei: string;
  newImei: string;
  cellArea: string | null;
  separatedAt: Date;
}

/**
 * Compares the IMEIs a sync batch saw with the bound ones in one statement: a card seen in another device than
 * its bound one, and not in that device at the last look, gets a separation row (once per change: the same
 * device seen again is no news, and the unique index keeps a resumed batch from writing it twice); every seen
 * card's binding row then carries what was seen. A card seen for the first time is bound to that device, as
 * carriers bind a card to the device it first comes up in. Answers the separations recorded.
 */
export async function recordSightings(
  transaction: Database,
  sightings: readonly ImeiSighting[],
): Promise<RecordedSeparation[]> {
  if (sightings.length === 0) return [];
  const seenRows = JSON.stringify(sightings);
  const rows = await queryArrayRows(
    transaction,
    sql`with seen as (
        select distinct on (card_id) "cardId" as card_id, "companyId" as company_id, "orgId" as org_id,
          "orgPath" as org_path, iccid, msisdn, imei, "seenSince" as seen_since, "lastSeenAt" as last_seen_at,
          "cellArea" as cell_area
        from jsonb_to_recordset(${seenRows}::jsonb) as seen("cardId" bigint, "companyId" integer,
          "orgId" integer, "orgPath" text, iccid text, msisdn text, imei text, "seenSince" timestamptz,
          "lastSeenAt" timestamptz, "cellArea" text)
        order by card_id
      ),
      recorded as (
        insert into ${cardSeparations} (card_id, company_id, org_id, org_path, iccid, msisdn, separated_at,
          old_imei, new_imei, cell_area)
        select seen.card_id, seen.company_id, seen.org_id, seen.org_path, seen.iccid, seen.msisdn,
          coalesce(seen.seen_since, now()), binding.bound_imei, seen.imei, seen.cell_area
        from seen join ${cardBindings} as binding on binding.card_id = seen.card_id
        where binding.binding_status <> ${unbound} and binding.bound_imei is not null
          and seen.imei <> binding.bound_imei and seen.imei is distinct from binding.last_seen_imei
        on conflict do nothing
        returning card_id, company_id, iccid, old_imei, new_imei, cell_area, separated_at
      ),
      -- Runs to completion though nothing reads it (a data-modifying WITH always does).
      stored as (
        insert into ${cardBindings} as binding (card_id, company_id, org_id, org_path, iccid, msisdn,
          binding_status, bound_imei, bound_at, last_seen_imei, last_seen_at, updated_at)
        select card_id, company_id, org_id, org_path, iccid, msisdn, ${bound}::smallint, imei,
          coalesce(seen_since, now()), imei, coalesce(last_seen_at, now()), now()
        from seen
        on conflict (card_id) do update set
          company_id = excluded.company_id, org_id = excluded.org_id, org_path = excluded.org_path,
          iccid = excluded.iccid, msisdn = excluded.msisdn,
          binding_status = case
            when binding.bound_imei is null or binding.binding_status = ${unbound} then binding.binding_status
            when binding.bound_imei = excluded.last_seen_imei then ${bound}::smallint
            else ${separated}::smallint end,
          last_seen_imei = excluded.last_seen_imei, last_seen_at = excluded.last_seen_at,
          separation_count = binding.separation_count
            + (select count(*)::int from recorded where recorded.card_id = binding.card_id),
          updated_at = now()
      )
      select company_id, iccid, old_imei, new_imei, cell_area, separated_at from recorded`,
  );
  return rows.map(([companyId, iccid, oldImei, newImei, cellArea, separatedAt]) => ({
    companyId: Number(companyId),
    iccid: String(iccid),
    oldImei: String(oldImei),
    newImei: String(newImei),
    cellArea: cellArea === null ? null : String(cellArea),
    separatedAt: new Date(separatedAt as string | Date),
  }));
}

/** Tells the card's company (message type 2, security tab) that a card left its bound device. */
export async function publishSeparation(
  transaction: Database,
  separation: RecordedSeparation,
): Promise<void> {
  const where = separation.cellArea ? ` (cell area ${separation.cellArea})` : '';
  await publishMessage(transaction, {
    companyId: separation.companyId,
    moduleType: messageTab.byName.security,
    messageType: messageType.byName.cardSeparatedFromVehicle,
    content: `Card ${separation.iccid} left its bound device: IMEI ${separation.oldImei} → ${separation.newImei}${where}.`,
    occurTime: separation.separatedAt,
  });
}

/** The usage sync's listener: records the batch's separations and tells each card's company. */
export async function detectSeparations(
  transaction: Database,
  sightings: readonly ImeiSighting[],
): Promise<void> {
  for (const separation of await recordSightings(transaction, sightings)) {
    await publishSeparation(transaction, separation);
  }
}
