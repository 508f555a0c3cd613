// What real-name orders look up beyond one card's registration: the orders still pending, and a document's
// registration on another card (reuse).
import type { Queryable } from '../database/database';
import { issuingCarrier, simulatedCarrier } from '../world/catalogue';
import { registrationColumns, type Registration } from './registration-repository';

/** A card's real-name order still waiting for its result. */
export interface PendingRealNameOrder {
  iccid: string;
  orderNumber: string;
  kind: string;
  request: Record<string, unknown>;
  dueAt: Date;
}

/** Real-name order kinds start so (the change kinds of real-name-changes.ts). */
export const realNameKindPrefix = 'real-name-';

/** The real-name orders pending for the given cards, by card (one at most: another is refused meanwhile). */
export async function findPendingRealNameOrders(
  database: Queryable,
  iccids: readonly string[],
): Promise<Map<string, PendingRealNameOrder>> {
  if (iccids.length === 0) return new Map();
  const rows = await database.query<PendingRealNameOrder>(
    `SELECT item.iccid, item.order_number AS "orderNumber", orders.kind, orders.request, orders.due_at AS "dueAt"
     FROM carrier_sim.order_items item JOIN carrier_sim.orders orders ON orders.order_number = item.order_number
     WHERE item.iccid = ANY($1::text[]) AND item.state = 'pending' AND orders.kind LIKE $2`,
    [iccids, `${realNameKindPrefix}%`],
  );
  return new Map(rows.map((row) => [row.iccid, row]));
}

/**
 * An owner's registration of the document on another China Mobile card, in force, in any account: the carrier's
 * record of a person is the person's, whichever enterprise's card it was made on.
 */
export async function findRegistrationOfDocument(
  database: Queryable,
  documentHash: string,
  exceptIccid: string,
): Promise<Registration | undefined> {
  const rows = await database.query<Registration & { iccid: string }>(
    `SELECT registration.iccid, ${registrationColumns('registration')}
     FROM carrier_sim.real_name_registrations registration
     JOIN carrier_sim.cards card ON card.iccid = registration.iccid
     WHERE registration.document_hash = $1 AND registration.iccid <> $2 AND card.real_name_status = 2
       AND registration.party_type IN ('individual', 'organisation')
     ORDER BY registration.registered_at DESC LIMIT 20`,
    [documentHash, exceptIccid],
  );
  return rows.find((row) => issuingCarrier(row.iccid).code === simulatedCarrier.code);
}
