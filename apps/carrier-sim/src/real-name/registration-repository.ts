// The carrier's record of each card's registration (carrier_sim.real_name_registrations) beside the card's
// real-name status (carrier_sim.cards.real_name_status).
import { realNameStatus, type RealNameStatusCode } from '@simdesk/contract';
import type { CardRow } from '../cards/card-row';
import type { Queryable } from '../database/database';
import type { ItemOutcome, ItemRefusal } from '../orders/change-definition';

/** Who a card is registered to: the enterprise before sale, or its owner, a person or an organisation. */
export type PartyType = 'enterprise' | 'individual' | 'organisation';

/** The person an enterprise names as responsible for its cards. */
export interface ResponsiblePerson {
  name: string;
  documentType: string;
  documentHash: string;
  mobile: string;
}

export interface Registration {
  partyType: PartyType | null;
  holderName: string | null;
  documentType: string | null;
  documentHash: string | null;
  mobile: string | null;
  address: string | null;
  responsiblePerson: ResponsiblePerson | null;
  supplementaryType: number | null;
  registeredAt: Date | null;
  vin: string | null;
  refusalCode: string | null;
  refusalReason: string | null;
  refusedAt: Date | null;
  heldSubmission: Record<string, unknown> | null;
  deregisteredAt: Date | null;
  deregistrationReason: string | null;
}

/** The holder of a registration: what registering, and dropping a registration, sets. */
export type Holder = Pick<
  Registration,
  | 'partyType'
  | 'holderName'
  | 'documentType'
  | 'documentHash'
  | 'mobile'
  | 'address'
  | 'responsiblePerson'
  | 'supplementaryType'
>;

export const noHolder: Holder = {
  partyType: null,
  holderName: null,
  documentType: null,
  documentHash: null,
  mobile: null,
  address: null,
  responsiblePerson: null,
  supplementaryType: null,
};

const emptyRegistration: Registration = {
  ...noHolder,
  registeredAt: null,
  vin: null,
  refusalCode: null,
  refusalReason: null,
  refusedAt: null,
  heldSubmission: null,
  deregisteredAt: null,
  deregistrationReason: null,
};

// Column of each field; the names come from this table, never from a request.
const columns: Record<keyof Registration, string> = {
  partyType: 'party_type',
  holderName: 'holder_name',
  documentType: 'document_type',
  documentHash: 'document_hash',
  mobile: 'mobile',
  address: 'address',
  responsiblePerson: 'responsible_person',
  supplementaryType: 'supplementary_type',
  registeredAt: 'registered_at',
  vin: 'vin',
  refusalCode: 'refusal_code',
  refusalReason: 'refusal_reason',
  refusedAt: 'refused_at',
  heldSubmission: 'held_submission',
  deregisteredAt: 'deregistered_at',
  deregistrationReason: 'deregistration_reason',
};
const fields = Object.keys(columns) as (keyof Registration)[];
const jsonFields = new Set<keyof Registration>(['responsiblePerson', 'heldSubmission']);
/** The select list that reads a registrations row (under `alias`) into a Registration. */
export const registrationColumns = (alias: string): string =>
  fields.map((field) => `${alias}.${columns[field]} AS "${field}"`).join(', ');

/** The stored registrations of the given cards (a card never registered through the API has none). */
export async function findRegistrations(
  database: Queryable,
  iccids: readonly string[],
): Promise<Map<string, Registration>> {
  if (iccids.length === 0) return new Map();
  const rows = await database.query<Registration & { iccid: string }>(
    `SELECT registration.iccid, ${registrationColumns('registration')}
     FROM carrier_sim.real_name_registrations registration WHERE registration.iccid = ANY($1::text[])`,
    [iccids],
  );
  return new Map(rows.map(({ iccid, ...registration }) => [iccid, registration]));
}

export async function findRegistration(
  database: Queryable,
  iccid: string,
): Promise<Registration | undefined> {
  return (await findRegistrations(database, [iccid])).get(iccid);
}

/** Writes the card's registration (its stored one with `changes`) and, when given, its real-name status. */
export async function saveRegistration(
  database: Queryable,
  card: CardRow,
  at: number,
  changes: Partial<Registration>,
  status?: RealNameStatusCode,
): Promise<void> {
  const registration = {
    ...emptyRegistration,
    ...(await findRegistration(database, card.iccid)),
    ...changes,
  };
  const values = fields.map((field) => {
    const value = registration[field];
    return jsonFields.has(field) && value !== null ? JSON.stringify(value) : value;
  });
  const placeholders = fields.map(
    (field, position) => `$${position + 4}${jsonFields.has(field) ? '::jsonb' : ''}`,
  );
  await database.query(
    `INSERT INTO carrier_sim.real_name_registrations (iccid, app_id, updated_at, ${fields.map((field) => columns[field]).join(', ')})
     VALUES ($1, $2, $3, ${placeholders.join(', ')})
     ON CONFLICT (iccid) DO UPDATE SET updated_at = EXCLUDED.updated_at,
       ${fields.map((field) => `${columns[field]} = EXCLUDED.${columns[field]}`).join(', ')}`,
    [card.iccid, card.appId, new Date(at), ...values],
  );
  if (status !== undefined) {
    await database.query('UPDATE carrier_sim.cards SET real_name_status = $2 WHERE iccid = $1', [
      card.iccid,
      status,
    ]);
  }
}

/** Registers the card to `holder` from `at`: any earlier refusal and held submission are done with. */
export async function registerCard(
  database: Queryable,
  card: CardRow,
  at: number,
  holder: Holder,
  vin?: string,
): Promise<void> {
  await saveRegistration(
    database,
    card,
    at,
    {
      ...holder,
      registeredAt: new Date(at),
      ...(vin !== undefined && { vin }),
      refusalCode: null,
      refusalReason: null,
      refusedAt: null,
      heldSubmission: null,
      deregisteredAt: null,
      deregistrationReason: null,
    },
    realNameStatus.byName.registered,
  );
}

/**
 * Records a refusal: a registered card stays registered to whom it was (the refused registration changes
 * nothing), any other card's registration has failed. `heldSubmission` is kept for a VIN re-upload.
 */
export async function refuseCard(
  database: Queryable,
  card: CardRow,
  at: number,
  refusal: ItemRefusal,
  heldSubmission: Record<string, unknown> | null = null,
): Promise<ItemOutcome> {
  const { registered, failed } = realNameStatus.byName;
  await saveRegistration(
    database,
    card,
    at,
    {
      refusalCode: refusal.reasonCode,
      refusalReason: refusal.reason,
      refusedAt: new Date(at),
      heldSubmission,
    },
    card.realNameStatus === registered ? registered : failed,
  );
  return refusal;
}
