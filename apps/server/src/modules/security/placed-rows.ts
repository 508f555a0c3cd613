import { and, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { KeysetSource } from '../../platform/database/keyset-page';
import { narrowedScope, type ScopeFilter } from '../../platform/auth/narrowed-scope';
import type { OperatorContext } from '../../platform/auth/operator-context';
import type { Database } from '../../platform/database/connect';
import { placeNameColumns, placeNames, withPlaceNames } from '../../platform/database/place-names';
import { containsPattern } from '../../platform/database/contains-pattern';
import type { cardBindings, cardSeparations } from './security-schema';

/** A table of rows about a card, placed where the card sits (security-schema's placedCardColumns). */
interface PlacedCardTable {
  companyId: AnyPgColumn;
  orgPath: AnyPgColumn;
  iccid: AnyPgColumn;
  msisdn: AnyPgColumn;
}

/** The filters both lists share: scope, an exact ICCID or MSISDN, part of an IMEI. */
interface PlacedCardFilter extends ScopeFilter {
  cardNumber?: string | undefined;
  imei?: string | undefined;
}

/**
 * The caller's scope narrowed by the filter bar, and the number and IMEI filters (the IMEI matched against
 * either of two columns), over a placed-card table; a list adds its own conditions to these.
 */
export async function placedCardConditions(
  db: Database,
  caller: OperatorContext,
  filter: PlacedCardFilter,
  table: PlacedCardTable,
  imeis: readonly [AnyPgColumn, AnyPgColumn],
  ...own: (SQL | undefined)[]
): Promise<SQL | undefined> {
  const conditions = await narrowedScope(db, caller, filter, table);
  if (filter.cardNumber) {
    conditions.push(or(eq(table.iccid, filter.cardNumber), eq(table.msisdn, filter.cardNumber)));
  }
  if (filter.imei) {
    const pattern = containsPattern(filter.imei);
    conditions.push(or(...imeis.map((column) => ilike(column, pattern))));
  }
  return and(...conditions, ...own);
}

type PlacedCardRecord = typeof cardBindings | typeof cardSeparations;

/**
 * A placed-card table listed in keyset pages by a descending key: each page read with its rows' company and org
 * names, shaped by toRow (the export reads its batches through readPage too).
 */
export function placedKeysetSource<Table extends PlacedCardRecord, Row>(
  table: Table,
  key: AnyPgColumn,
  keyOf: (row: Row) => number,
  toRow: (found: Table['$inferSelect'], names: ReturnType<typeof placeNames>) => Row,
): KeysetSource<Row> {
  return {
    table,
    key,
    keyOf,
    async readPage(db, where, order, limit) {
      // Drizzle types a select from one known table only: read through the base type, typed back per table.
      const whole: PgTable = table;
      const query = db
        .select({ found: whole, ...placeNameColumns })
        .from(whole)
        .$dynamic();
      const rows = await withPlaceNames(query, table).where(where).orderBy(order).limit(limit);
      return rows.map(({ found, ...names }) => toRow(found as Table['$inferSelect'], placeNames(names)));
    },
  };
}
