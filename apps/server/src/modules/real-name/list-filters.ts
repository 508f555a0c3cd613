// What the real-name lists filter and answer alike: an exact card number, a created period, a placed card.
import { eq, gte, lte, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { normalizeCardNumber } from '@simdesk/contract';
import { placeNames } from '../../platform/database/place-names';

/** Rows of one card, by its exact ICCID or MSISDN. */
export const cardNumberCondition = (columns: { iccid: AnyPgColumn; msisdn: AnyPgColumn }, number: string) => {
  const normalized = normalizeCardNumber(number);
  return or(eq(columns.iccid, normalized), eq(columns.msisdn, normalized)) as SQL;
};

/** Rows created within the filter's period (either end may be open). */
export function createdWithin(column: AnyPgColumn, filter: { from?: string; to?: string }): SQL[] {
  const instant = (text: string) => new Date(text.replace(' ', 'T'));
  return [
    ...(filter.from ? [gte(column, instant(filter.from))] : []),
    ...(filter.to ? [lte(column, instant(filter.to))] : []),
  ];
}

/** The card a row is about and the company and org it sits in, as the contract's placedCardColumns. */
export const placedCardFields = (
  row: { cardId: number; iccid: string; msisdn: string | null; companyId: number; orgId: number | null },
  names: { companyName: string | null; orgName: string | null },
) => ({
  cardId: row.cardId,
  iccid: row.iccid,
  msisdn: row.msisdn,
  companyId: row.companyId,
  orgId: row.orgId,
  ...placeNames(names),
});
