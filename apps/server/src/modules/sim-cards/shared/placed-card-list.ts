// Cards listed by another module (the real-name test cards and card states): the caller's cards in keyset pages,
// narrowed by the list's filters and by a condition the other module builds on the card's id, so it never reads
// this table.
import { and, count, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { CardStatusCode, RealNameStatusCode } from '@simdesk/contract';
import { narrowedScope } from '../../../platform/auth/narrowed-scope';
import type { OperatorContext } from '../../../platform/auth/operator-context';
import type { Database } from '../../../platform/database/connect';
import type { KeysetSource } from '../../../platform/database/keyset-page';
import {
  isoOrNull,
  placedListSource,
  placedRowsReader,
  placeNames,
} from '../../../platform/database/place-names';
import { simCards } from '../schema/cards-schema';
import { namedBy } from './card-placement';
import { registrationColumns } from './card-real-name';

/** A card as another module's list shows it: where it sits, its numbers, VIN, state and registration. */
export interface PlacedCardRow {
  id: number;
  iccid: string;
  msisdn: string | null;
  companyId: number;
  companyName: string;
  orgId: number | null;
  orgName: string | null;
  vin: string | null;
  cardStatus: CardStatusCode;
  realNameStatus: RealNameStatusCode;
  /** When the carrier opened the card; null when it did not say. */
  openedAt: string | null;
  /** When the card came into the console. */
  createdAt: string;
}

const readPlacedCards = placedRowsReader(
  simCards,
  { ...registrationColumns, openedAt: simCards.openedAt, createdAt: simCards.createdAt },
  ({
    companyName,
    orgName,
    cardStatus,
    realNameStatus,
    openedAt,
    createdAt,
    orgPath: _path,
    carrierAccountId: _account,
    ...card
  }) =>
    ({
      ...card,
      ...placeNames({ companyName, orgName }),
      cardStatus: cardStatus as CardStatusCode,
      realNameStatus: realNameStatus as RealNameStatusCode,
      openedAt: isoOrNull(openedAt),
      createdAt: createdAt.toISOString(),
    }) satisfies PlacedCardRow,
);

export const placedCardSource: KeysetSource<PlacedCardRow> = placedListSource(
  simCards,
  simCards.id,
  readPlacedCards,
);

/**
 * The filters such a list offers: a state or some states, some real-name statuses, an exact ICCID, MSISDN or
 * IMSI or several, a VIN, company and org. An empty list of states or statuses matches no card.
 */
export interface PlacedCardFilter {
  cardStatus?: CardStatusCode;
  cardStatuses?: readonly CardStatusCode[] | undefined;
  realNameStatuses?: readonly RealNameStatusCode[] | undefined;
  cardNumber?: string | undefined;
  cardNumbers?: readonly string[] | undefined;
  vin?: string | undefined;
  companyId?: number | undefined;
  orgId?: number | undefined;
}

/** The conditions of the states, statuses, numbers and VIN a filter names. */
function cardConditions(filter: PlacedCardFilter): SQL[] {
  const conditions: SQL[] = [];
  if (filter.cardStatus !== undefined) conditions.push(eq(simCards.cardStatus, filter.cardStatus));
  if (filter.cardStatuses) conditions.push(inArray(simCards.cardStatus, [...filter.cardStatuses]));
  if (filter.realNameStatuses)
    conditions.push(inArray(simCards.realNameStatus, [...filter.realNameStatuses]));
  if (filter.cardNumber) conditions.push(namedBy(filter.cardNumber) as SQL);
  if (filter.cardNumbers?.length) conditions.push(or(...filter.cardNumbers.map(namedBy)) as SQL);
  if (filter.vin) conditions.push(eq(simCards.vin, filter.vin));
  return conditions;
}

/** The caller's cards matching the filter and `narrow` (built on the card's id column). */
export async function placedCardConditions(
  db: Database,
  caller: OperatorContext,
  filter: PlacedCardFilter,
  narrow?: (cardId: AnyPgColumn) => SQL,
): Promise<SQL | undefined> {
  const conditions = await narrowedScope(db, caller, filter, {
    companyId: simCards.companyId,
    orgPath: simCards.orgPath,
  });
  conditions.push(...cardConditions(filter));
  if (narrow) conditions.push(narrow(simCards.id));
  return and(...conditions);
}

/** How many of the caller's cards matching the filter are in each pair of state and real-name status. */
export async function placedCardCounts(
  db: Database,
  caller: OperatorContext,
  filter: PlacedCardFilter,
): Promise<{ cardStatus: CardStatusCode; realNameStatus: RealNameStatusCode; cards: number }[]> {
  const where = await placedCardConditions(db, caller, filter);
  const counted = await db
    .select({ cardStatus: simCards.cardStatus, realNameStatus: simCards.realNameStatus, cards: count() })
    .from(simCards)
    .where(where)
    .groupBy(simCards.cardStatus, simCards.realNameStatus);
  return counted.map((group) => ({
    cardStatus: group.cardStatus as CardStatusCode,
    realNameStatus: group.realNameStatus as RealNameStatusCode,
    cards: group.cards,
  }));
}
