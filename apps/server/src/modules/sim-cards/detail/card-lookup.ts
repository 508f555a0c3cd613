import { and, desc, eq, type SQL } from 'drizzle-orm';

import type {
  CardDetailRow,
  CardStatusCode,
  CarrierCode,
  RealNameStatusCode,
  SimCardRow,
  VehicleStatusCode,
} from '@simdesk/contract';
import type { OperatorContext } from '../../../platform/auth/operator-context';

import type { Database } from '../../../platform/database/connect';

import { companies, organizations } from '../../../platform/database/schema';

import { simCards } from '../schema/cards-schema';

import { carrierAccounts } from '../../../platform/database/schema-carrier';

import { notFound } from '../../../platform/http/app-error';

import { simCardListColumns } from '../list/card-list-query';

import { cardScope } from '../shared/card-scope';

/** Cards with their company, org and carrier account names, within the caller's scope. */
function selectCards(db: Database, caller: OperatorContext, where: SQL) {
  return db
    .select({
      ...simCardListColumns,
      carrierAccountName: carrierAccounts.name,
      createdAt: simCards.createdAt,
      updatedAt: simCards.updatedAt,
    })
    .from(simCards)
    .leftJoin(companies, eq(companies.id, simCards.companyId))
    .leftJoin(organizations, eq(organizations.id, simCards.orgId))
    .leftJoin(carrierAccounts, eq(carrierAccounts.id, simCards.carrierAccountId))
    .where(and(where, cardScope(caller)));
}

type SelectedCard = Awaited<ReturnType<typeof selectCards>>[number];

const iso = (value: Date | null) => (value === null ? null : value.toISOString());

/** A card as the list answers it: codes typed, names present, dates as ISO text. */
function toSimCardRow(card: SelectedCard): SimCardRow {
  return {
    ...card,
    carrier: card.carrier as CarrierCode,
    cardStatus: card.cardStatus as CardStatusCode,
    realNameStatus: card.realNameStatus as RealNameStatusCode,
    vehicleStatus: card.vehicleStatus as VehicleStatusCode | null,
    orgName: card.orgName ?? null,
    companyName: card.companyName ?? '',
    openedAt: iso(card.openedAt),
    activatedAt: iso(card.activatedAt),
    statusChangedAt: iso(card.statusChangedAt),
  };
}

function toDetailRow(card: SelectedCard): CardDetailRow {
  return {
    ...toSimCardRow(card),
    carrierAccountName: card.carrierAccountName ?? null,
    createdAt: card.createdAt.toISOString(),
    updatedAt: card.updatedAt.toISOString(),
  };
}

/**
 * One card of the caller's scope as the detail page shows it. A card of another company or org subtree is
 * answered exactly like a missing one, so card ids cannot be probed.
 */
export async function findScopedCard(
  db: Database,
  caller: OperatorContext,
  cardId: number,
): Promise<CardDetailRow> {
  const [card] = await selectCards(db, caller, eq(simCards.id, cardId));
  if (!card) throw notFound(`no card ${cardId}`);
  return toDetailRow(card);
}

/** The cards on one VIN within the caller's scope, newest first (at most `limit`). */
export async function scopedCardsOnVin(
  db: Database,
  caller: OperatorContext,
  vin: string,
  limit: number,
): Promise<SimCardRow[]> {
  const found = await selectCards(db, caller, eq(simCards.vin, vin)).orderBy(desc(simCards.id)).limit(limit);
  return found.map((card) => {
    const { carrierAccountName: _name, createdAt: _created, updatedAt: _updated, ...row } = toDetailRow(card);
    return row;
  });
}

/** The id of the card with this ICCID within the caller's scope; undefined for a card elsewhere or none. */
export async function findScopedCardByIccid(
  db: Database,
  caller: OperatorContext,
  iccid: string,
): Promise<number | undefined> {
  const [card] = await db
    .select({ id: simCards.id })
    .from(simCards)
    .where(and(eq(simCards.iccid, iccid), cardScope(caller)));
  return card?.id;
}
