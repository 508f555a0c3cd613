import { and, count, desc, eq, gt, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  billDifferenceListCall,
  billMonthTotalsCall,
  cardBillFilterOptionsCall,
  billFigureNames,
  cardBillListCall,
  companyBillFilterOptionsCall,
  companyBillListCall,
  type BillFigureName,
  type CardBillFilter,
} from '@simdesk/contract/modules/bills';
import { callerScope } from '../../platform/auth/data-scope';
import { narrowedScope } from '../../platform/auth/narrowed-scope';
import { scopeFilterOptions } from '../../platform/auth/scope-filter-options';
import type { OperatorContext } from '../../platform/auth/operator-context';
import type { Database } from '../../platform/database/connect';
import { companies } from '../../platform/database/schema';
import type { CallRegistrar } from '../../platform/http/register-call';
import type { AppServices } from '../../platform/services';
import { monthDays } from './bill-rounding';
import { billDifferences, cardBills, companyBills } from './bills-schema';
import { monthOf, toCardBillRow, toCompanyBillRow, toDifferenceRow } from './bill-rows';
import { chosenCompany } from './rate-plan-routes';

/** The card bills a filter selects within the caller's company and org subtree. */
export async function cardBillConditions(
  db: Database,
  caller: OperatorContext,
  filter: CardBillFilter,
): Promise<SQL | undefined> {
  const conditions = await narrowedScope(db, caller, filter, {
    companyId: cardBills.companyId,
    orgPath: cardBills.orgPath,
  });
  conditions.push(eq(cardBills.month, monthDays(filter.month).first));
  if (filter.cardNumber !== undefined) {
    conditions.push(or(eq(cardBills.iccid, filter.cardNumber), eq(cardBills.msisdn, filter.cardNumber)));
  }
  if (filter.ratePlanId !== undefined) conditions.push(eq(cardBills.ratePlanId, filter.ratePlanId));
  if (filter.overIncluded) conditions.push(gt(cardBills.dataKilobytes, cardBills.includedKilobytes));
  return and(...conditions);
}

const sumOf = (column: SQL | AnyPgColumn) => sql<number>`coalesce(sum(${column}), 0)::float8`;

const figureSums = Object.fromEntries(
  billFigureNames.map((name) => [name, sumOf(cardBills[name])]),
) as Record<BillFigureName, SQL<number>>;
const emptyTotals = {
  cardCount: 0,
  ...(Object.fromEntries(billFigureNames.map((name) => [name, 0])) as Record<BillFigureName, number>),
};

/** A page of `pageSize` rows from `pageSize + 1` read, and the cursor of the next page when there is one. */
function keysetPage<Row>(rows: Row[], pageSize: number, cursorOf: (row: Row) => number) {
  const page = rows.slice(0, pageSize);
  const last = page.at(-1);
  return { page, nextCursor: rows.length > pageSize && last !== undefined ? cursorOf(last) : null };
}

/** Company bills in month order: the keyset cursor carries the month and the company (month × 10⁷ + id). */
const cursorOf = (month: string, companyId: number) =>
  (Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7))) * 10_000_000 + companyId;
function afterCursor(cursor: number): SQL {
  const monthIndex = Math.floor(cursor / 10_000_000);
  const year = Math.floor((monthIndex - 1) / 12);
  const month = `${year}-${String(monthIndex - year * 12).padStart(2, '0')}-01`;
  return sql`(${companyBills.month}, ${companyBills.companyId}) < (${month}::date, ${cursor % 10_000_000})`;
}

/** Card bills (simCardBill), company bills with their chart (companyBill) and reconciliation differences. */
export function registerBillListCalls(registrar: CallRegistrar, services: AppServices): void {
  const { db } = services;

  for (const call of [companyBillFilterOptionsCall, cardBillFilterOptionsCall]) {
    registrar.guardedCall(call, async ({ caller }) => ({ rows: [await scopeFilterOptions(db, caller)] }));
  }

  registrar.guardedCall(cardBillListCall, async ({ obj, caller }) => {
    const { cursor, pageSize, ...filter } = obj;
    const where = await cardBillConditions(db, caller, filter);
    const [rows, [totals]] = await Promise.all([
      db
        .select({ bill: cardBills, companyName: companies.name })
        .from(cardBills)
        .innerJoin(companies, eq(companies.id, cardBills.companyId))
        .where(and(where, cursor === undefined ? undefined : lt(cardBills.id, cursor)))
        .orderBy(desc(cardBills.id))
        .limit(pageSize + 1),
      db
        .select({ cardCount: count(), ...figureSums })
        .from(cardBills)
        .where(where),
    ]);
    const { page, nextCursor } = keysetPage(rows, pageSize, (row) => row.bill.id);
    const sums = totals ?? emptyTotals;
    return {
      rows: [
        {
          bills: page.map(({ bill, companyName }) => toCardBillRow(bill, companyName)),
          ...{ nextCursor, total: sums.cardCount, totalIsEstimate: false, totals: sums },
        },
      ],
    };
  });

  registrar.guardedCall(companyBillListCall, async ({ obj, caller }) => {
    const company = chosenCompany(caller, obj.companyId);
    const where = and(
      callerScope(caller, { companyId: companyBills.companyId }),
      company === undefined ? undefined : eq(companyBills.companyId, company),
      obj.month === undefined ? undefined : eq(companyBills.month, monthDays(obj.month).first),
    );
    const [rows, [counted]] = await Promise.all([
      db
        .select({ bill: companyBills, companyName: companies.name })
        .from(companyBills)
        .innerJoin(companies, eq(companies.id, companyBills.companyId))
        .where(and(where, obj.cursor === undefined ? undefined : afterCursor(obj.cursor)))
        .orderBy(desc(companyBills.month), desc(companyBills.companyId))
        .limit(obj.pageSize + 1),
      db.select({ total: count() }).from(companyBills).where(where),
    ]);
    const { page, nextCursor } = keysetPage(rows, obj.pageSize, ({ bill }) =>
      cursorOf(bill.month, bill.companyId),
    );
    const bills = page.map(({ bill, companyName }) => toCompanyBillRow(bill, companyName));
    return { rows: [{ bills, nextCursor, total: counted?.total ?? 0, totalIsEstimate: false }] };
  });

  registrar.guardedCall(billMonthTotalsCall, async ({ obj, caller }) => {
    const company = chosenCompany(caller, obj.companyId);
    const now = services.clock.now();
    const months = Array.from({ length: 12 }, (_, index) => {
      const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 12 + index, 1));
      return day.toISOString().slice(0, 7);
    });
    const found = await db
      .select({
        month: companyBills.month,
        totalCents: sumOf(companyBills.totalCents),
        carrierTotalCents: sql<number | null>`sum(${companyBills.carrierTotalCents})::float8`,
        cardCount: sql<number>`coalesce(sum(${companyBills.cardCount}), 0)::int`,
        computedAt: sql<Date | null>`max(${companyBills.computedAt})`,
      })
      .from(companyBills)
      .where(
        and(
          callerScope(caller, { companyId: companyBills.companyId }),
          company === undefined ? undefined : eq(companyBills.companyId, company),
          gte(companyBills.month, `${months[0]}-01`),
        ),
      )
      .groupBy(companyBills.month);
    const byMonth = new Map(found.map((row) => [monthOf(row.month), row]));
    return {
      rows: months.map((month) => {
        const row = byMonth.get(month);
        const computedAt = row?.computedAt ? new Date(row.computedAt).toISOString() : null;
        return {
          month,
          totalCents: row?.totalCents ?? 0,
          carrierTotalCents: row?.carrierTotalCents ?? null,
          cardCount: row?.cardCount ?? 0,
          computedAt,
        };
      }),
    };
  });

  registrar.guardedCall(billDifferenceListCall, async ({ obj, caller }) => {
    const company = chosenCompany(caller, obj.companyId);
    const where = and(
      callerScope(caller, { companyId: billDifferences.companyId, orgPath: billDifferences.orgPath }),
      company === undefined ? undefined : eq(billDifferences.companyId, company),
      eq(billDifferences.month, monthDays(obj.month).first),
      obj.reason === undefined ? undefined : eq(billDifferences.reason, obj.reason),
    );
    const [rows, [counted]] = await Promise.all([
      db
        .select({ difference: billDifferences, companyName: companies.name })
        .from(billDifferences)
        .innerJoin(companies, eq(companies.id, billDifferences.companyId))
        .where(and(where, obj.cursor === undefined ? undefined : lt(billDifferences.id, obj.cursor)))
        .orderBy(desc(billDifferences.id))
        .limit(obj.pageSize + 1),
      db.select({ total: count() }).from(billDifferences).where(where),
    ]);
    const { page, nextCursor } = keysetPage(rows, obj.pageSize, (row) => row.difference.id);
    const differences = page.map(({ difference, companyName }) => toDifferenceRow(difference, companyName));
    return { rows: [{ differences, nextCursor, total: counted?.total ?? 0, totalIsEstimate: false }] };
  });
}
