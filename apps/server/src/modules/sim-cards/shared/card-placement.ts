import { and, asc, desc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import { normalizeCardNumber } from '@simdesk/contract';
import type { OperatorContext } from '../../../platform/auth/operator-context';
import type { Database } from '../../../platform/database/connect';
import { companies } from '../../../platform/database/schema';
import { simCards } from '../schema/cards-schema';
import { cardScope } from './card-scope';

/** A card as other modules name it: its numbers and where it sits (company, org and org path). */
export interface CardPlacement {
  id: number;
  iccid: string;
  msisdn: string | null;
  companyId: number;
  orgId: number | null;
  orgPath: string | null;
  carrierAccountId: number | null;
}

const placementColumns = {
  id: simCards.id,
  iccid: simCards.iccid,
  msisdn: simCards.msisdn,
  companyId: simCards.companyId,
  orgId: simCards.orgId,
  orgPath: simCards.orgPath,
  carrierAccountId: simCards.carrierAccountId,
};

/**
 * The cards of the caller's scope one number names (ICCID, MSISDN or IMSI), newest first: a recycled number may
 * name a cancelled card and its successor. A card of another company or org subtree is never found.
 */
export async function cardsInScopeByNumber(
  db: Database,
  caller: OperatorContext,
  number: string,
  limit = 10,
): Promise<CardPlacement[]> {
  return db
    .select(placementColumns)
    .from(simCards)
    .where(and(namedBy(number), cardScope(caller)))
    .orderBy(desc(simCards.id))
    .limit(limit);
}

/** The card an ICCID, MSISDN or IMSI names exactly (normalised as typed). */
export function namedBy(number: string) {
  const normalized = normalizeCardNumber(number);
  return or(eq(simCards.iccid, normalized), eq(simCards.msisdn, normalized), eq(simCards.imsi, normalized));
}

/** A card as a question to its carrier needs it: where it sits, its numbers, status, carrier and account. */
export interface CardAtCarrier extends CardPlacement {
  imsi: string | null;
  cardStatus: number;
  carrier: number;
  companyName: string;
}

/** The newest card of the caller's scope one number names, as its carrier is asked about it. */
export async function cardAtCarrierByNumber(
  db: Database,
  caller: OperatorContext,
  number: string,
): Promise<CardAtCarrier | undefined> {
  const [placement] = await cardsInScopeByNumber(db, caller, number, 1);
  if (!placement) return undefined;
  const [carrierFacts] = await db
    .select({
      imsi: simCards.imsi,
      cardStatus: simCards.cardStatus,
      carrier: simCards.carrier,
      companyName: sql<string>`(select ${companies.name} from ${companies} where ${companies.id} = ${simCards.companyId})`,
    })
    .from(simCards)
    .where(eq(simCards.id, placement.id));
  return carrierFacts && { ...placement, ...carrierFacts };
}

/** Cards of a company in id order, for the demo seeds of modules that speak about cards. */
export async function cardsOfCompany(
  db: Database,
  companyId: number,
  limit: number,
): Promise<CardPlacement[]> {
  return db
    .select(placementColumns)
    .from(simCards)
    .where(eq(simCards.companyId, companyId))
    .orderBy(asc(simCards.id))
    .limit(limit);
}

/** Where the cards of these ICCIDs sit, for records a carrier reports by ICCID (call detail records). */
export async function cardsByIccid(db: Database, iccids: readonly string[]): Promise<CardPlacement[]> {
  if (iccids.length === 0) return [];
  return db
    .select(placementColumns)
    .from(simCards)
    .where(inArray(simCards.iccid, [...iccids]));
}

/** The carrier accounts holding a company's cards, for work that goes to each (white lists …). */
export async function carrierAccountsOfCompanyCards(db: Database, companyId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ accountId: simCards.carrierAccountId })
    .from(simCards)
    .where(and(eq(simCards.companyId, companyId), isNotNull(simCards.carrierAccountId)));
  return rows.flatMap((row) => (row.accountId === null ? [] : [row.accountId]));
}
