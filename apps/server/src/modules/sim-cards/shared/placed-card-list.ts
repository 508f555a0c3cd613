// Cards listed by another module (the real-name test cards): the caller's cards in keyset pages, narrowed by the
// list's filters and by a condition the other module builds on the card's id, so it never reads this table.
import { and, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { CardStatusCode, RealNameStatusCode } from '@simdesk/contract';
import { narrowedScope } from '../../../platform/auth/narrowed-scope';
import type { OperatorContext } from '../../../platform/auth/operator-context';
import type { Database } from '../../../platform/database/connect';
import type { KeysetSource } from '../../../platform/database/keyset-page';
import { placedListSource, placedRowsReader, placeNames } from '../../../platform/database/place-names';
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
}

const readPlacedCards = placedRowsReader(
  simCards,
  registrationColumns,
  ({
    companyName,
    orgName,
    cardStatus,
    realNameStatus,
    orgPath: _path,
    carrierAccountId: _account,
    ...card
  }) =>
    ({
      ...card,
      ...placeNames({ companyName, orgName }),
      cardStatus: cardStatus as CardStatusCode,
      realNameStatus: realNameStatus as RealNameStatusCode,
    }) satisfies PlacedCardRow,
);

export const placedCardSource: KeysetSource<PlacedCardRow> = placedListSource(
  simCards,
  simCards.id,
  readPlacedCards,
);

/** The filters such a list offers: state, an exact ICCID, MSISDN or IMSI, company and org. */
export interface PlacedCardFilter {
  cardStatus?: CardStatusCode;
  cardNumber?: string;
  companyId?: number;
  orgId?: number;
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
  if (filter.cardStatus !== undefined) conditions.push(eq(simCards.cardStatus, filter.cardStatus));
  if (filter.cardNumber) conditions.push(namedBy(filter.cardNumber));
  if (narrow) conditions.push(narrow(simCards.id));
  return and(...conditions);
}
