import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { billFigureNames, type BillFigureName } from '@simdesk/contract/modules/bills';
import { cardBills, companyBills } from './bills-schema';

export const sumOf = (column: SQL | AnyPgColumn) => sql<number>`coalesce(sum(${column}), 0)::float8`;

/** The sum of each bill figure over the card bills selected. */
export const figureSums = Object.fromEntries(
  billFigureNames.map((name) => [name, sumOf(cardBills[name])]),
) as Record<BillFigureName, SQL<number>>;
export const emptyTotals = {
  cardCount: 0,
  ...(Object.fromEntries(billFigureNames.map((name) => [name, 0])) as Record<BillFigureName, number>),
};

/** A page of `pageSize` rows from `pageSize + 1` read, and the cursor of the next page when there is one. */
export function keysetPage<Row>(rows: Row[], pageSize: number, cursorOf: (row: Row) => number) {
  const page = rows.slice(0, pageSize);
  const last = page.at(-1);
  return { page, nextCursor: rows.length > pageSize && last !== undefined ? cursorOf(last) : null };
}

const monthFactor = 10_000_000;

/** Company bills in month order: the keyset cursor carries the month and the company (month × 10⁷ + id). */
export const cursorOf = (month: string, companyId: number) =>
  (Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7))) * monthFactor + companyId;

/** The first day of the month a cursor carries ('2026-10-01'). */
export function cursorMonth(cursor: number): string {
  const monthIndex = Math.floor(cursor / monthFactor);
  const year = Math.floor((monthIndex - 1) / 12);
  return `${year}-${String(monthIndex - year * 12).padStart(2, '0')}-01`;
}

export function afterCursor(cursor: number): SQL {
  return sql`(${companyBills.month}, ${companyBills.companyId}) < (${cursorMonth(cursor)}::date, ${cursor % monthFactor})`;
}
