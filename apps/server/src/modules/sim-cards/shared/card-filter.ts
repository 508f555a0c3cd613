import { arrayOverlaps, eq, gte, inArray, like, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  cardNumberKinds,
  identifierPatterns,
  normalizeCardNumber,
  type CardNumberKind,
  type SimCardFilter,
} from '@simdesk/contract';
import { parseDateTime } from '../../../platform/http/paging';
import { simCards } from '../schema/cards-schema';

/** Numbers of a batch sorted by the columns they may match; `unknown` ones have the shape of no card number. */
export interface SortedCardNumbers {
  iccid: string[];
  msisdn: string[];
  imsi: string[];
  unknown: string[];
}

/**
 * Sorts pasted numbers by kind. A 15-digit number is a possible MSISDN and IMSI, so it goes to both; numbers
 * are normalised (spaces, dashes, a leading plus) and repeated ones counted once.
 */
export function sortCardNumbers(numbers: readonly string[], onlyKind?: CardNumberKind): SortedCardNumbers {
  const sorted: SortedCardNumbers = { iccid: [], msisdn: [], imsi: [], unknown: [] };
  const kinds = onlyKind === undefined ? cardNumberKinds : [onlyKind];
  for (const number of new Set(numbers.map(normalizeCardNumber))) {
    // Normalised once: each kind's pattern tests it as it is (kindsOfCardNumber would normalise it again per
    // kind, a third of a 1,000-number batch's time in the server).
    let matched = false;
    for (const kind of kinds) {
      if (!identifierPatterns[kind].test(number)) continue;
      sorted[kind].push(number);
      matched = true;
    }
    if (!matched) sorted.unknown.push(number);
  }
  return sorted;
}

/** A PostgreSQL array literal of texts, each quoted, so any text stays one element. */
export function textArrayLiteral(values: readonly string[]): string {
  // Card numbers hold no quote or backslash: the texts are tested once together instead of each escaped.
  if (values.length > 0 && !/["\\]/.test(values.join(''))) return `{"${values.join('","')}"}`;
  return `{${values.map((value) => `"${value.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
}

/**
 * `column = any('{…}'::text[])`: a batch of a thousand numbers is one parameter, where an IN list is a thousand
 * (each parsed, bound and planned: a third slower at a million cards). A text, not a driver array, so the export's
 * COPY, which writes values into its SQL, quotes it like any other.
 */
function anyOf(column: AnyPgColumn, values: readonly string[]): SQL {
  return sql`${column} = any(${textArrayLiteral(values)}::text[])`;
}

/** The condition matching any card named by the numbers; undefined when none has a card number's shape. */
export function cardNumbersCondition(sorted: SortedCardNumbers): SQL | undefined {
  const parts: SQL[] = [];
  if (sorted.iccid.length > 0) parts.push(anyOf(simCards.iccid, sorted.iccid));
  if (sorted.msisdn.length > 0) parts.push(anyOf(simCards.msisdn, sorted.msisdn));
  if (sorted.imsi.length > 0) parts.push(anyOf(simCards.imsi, sorted.imsi));
  return parts.length === 0 ? undefined : or(...parts);
}

/** Filters that need no lookup, as SQL conditions; org and company are resolved by the caller of this. */
export function simCardFilterConditions(filter: SimCardFilter): SQL[] {
  const conditions: (SQL | undefined)[] = [];
  if (filter.cardStatus && filter.cardStatus.length > 0) {
    conditions.push(inArray(simCards.cardStatus, filter.cardStatus));
  }
  if (filter.carrier !== undefined) conditions.push(eq(simCards.carrier, filter.carrier));
  if (filter.realNameStatus !== undefined) {
    conditions.push(eq(simCards.realNameStatus, filter.realNameStatus));
  }
  if (filter.vehicleStatus !== undefined) conditions.push(eq(simCards.vehicleStatus, filter.vehicleStatus));
  if (filter.activatedFrom) conditions.push(gte(simCards.activatedAt, parseDateTime(filter.activatedFrom)));
  if (filter.activatedTo) conditions.push(lte(simCards.activatedAt, parseDateTime(filter.activatedTo)));
  if (filter.tags && filter.tags.length > 0) conditions.push(arrayOverlaps(simCards.tags, filter.tags));
  if (filter.dataUsedFromKilobytes !== undefined) {
    conditions.push(gte(simCards.dataUsedMonthKilobytes, filter.dataUsedFromKilobytes));
  }
  if (filter.dataUsedToKilobytes !== undefined) {
    conditions.push(lte(simCards.dataUsedMonthKilobytes, filter.dataUsedToKilobytes));
  }
  return conditions.filter((condition): condition is SQL => condition !== undefined);
}

/** Cards in an org or below it, by the path copied onto each card. */
export function orgSubtreeCondition(orgPath: string): SQL {
  return like(simCards.orgPath, `${orgPath}%`);
}

/** Keyset paging, newest first: the next page holds the ids below the last one shown. */
export function keysetCondition(cursor: number | undefined): SQL | undefined {
  return cursor === undefined ? undefined : lt(simCards.id, cursor);
}
