import { and, count, countDistinct, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { CompanyBillRow } from '@simdesk/contract/modules/bills';
import { callerScope } from '../../platform/auth/data-scope';
import type { OperatorContext } from '../../platform/auth/operator-context';
import type { Database } from '../../platform/database/connect';
import { companies } from '../../platform/database/schema';
import { monthDays } from './bill-rounding';
import { monthOf } from './bill-rows';
import { billDifferences, cardBills } from './bills-schema';
import { cursorMonth, cursorOf, figureSums, keysetPage, sumOf } from './bill-list-pieces';

// An operator kept to an org sees their part of the company's bill: the sums of the card bills of their org
// subtree, month by month, computed when asked (an org's cards are few). The pools' overage and the carrier's
// bill belong to the whole company, so the part shows neither.

const inScope = (caller: OperatorContext) =>
  callerScope(caller, { companyId: cardBills.companyId, orgPath: cardBills.orgPath });

/** The company bill list of an org-restricted operator: one row a month, newest first. */
export async function orgPartCompanyBills(
  db: Database,
  caller: OperatorContext,
  obj: { month?: string | undefined; cursor?: number | undefined; pageSize: number },
) {
  const where = and(
    inScope(caller),
    obj.month === undefined ? undefined : eq(cardBills.month, monthDays(obj.month).first),
  );
  const [rows, [counted], differences, [company]] = await Promise.all([
    db
      .select({
        month: cardBills.month,
        cardCount: count(),
        ...figureSums,
        usageAsOf: sql<string | null>`max(${cardBills.usageAsOf})`,
        computedAt: sql<string>`max(${cardBills.computedAt})`,
      })
      .from(cardBills)
      .where(and(where, obj.cursor === undefined ? undefined : lt(cardBills.month, cursorMonth(obj.cursor))))
      .groupBy(cardBills.month)
      .orderBy(desc(cardBills.month))
      .limit(obj.pageSize + 1),
    db
      .select({ total: countDistinct(cardBills.month) })
      .from(cardBills)
      .where(where),
    db
      .select({ month: billDifferences.month, differenceCount: count() })
      .from(billDifferences)
      .where(callerScope(caller, { companyId: billDifferences.companyId, orgPath: billDifferences.orgPath }))
      .groupBy(billDifferences.month),
    db.select({ name: companies.name }).from(companies).where(eq(companies.id, caller.companyId)),
  ]);
  const differencesByMonth = new Map(differences.map((row) => [row.month, row.differenceCount]));
  const { page, nextCursor } = keysetPage(rows, obj.pageSize, (row) => cursorOf(row.month, caller.companyId));
  const bills: CompanyBillRow[] = page.map(({ usageAsOf, computedAt, ...row }) => ({
    ...row,
    id: cursorOf(row.month, caller.companyId),
    month: monthOf(row.month),
    companyId: caller.companyId,
    companyName: company?.name ?? '',
    poolOverageCents: 0,
    usageAsOf: usageAsOf === null ? null : new Date(usageAsOf).toISOString(),
    computedAt: new Date(computedAt).toISOString(),
    carrierTotalCents: null,
    carrierIssuedAt: null,
    differenceCount: differencesByMonth.get(row.month) ?? 0,
    orgPart: true,
  }));
  return { bills, nextCursor, total: counted?.total ?? 0, totalIsEstimate: false };
}

/** The chart's months for an org-restricted operator: their card bills' totals, without the carrier's. */
export async function orgPartMonthTotals(db: Database, caller: OperatorContext, firstMonth: string) {
  const found = await db
    .select({
      month: cardBills.month,
      totalCents: sumOf(cardBills.totalCents),
      carrierTotalCents: sql<number | null>`null`,
      cardCount: count(),
      computedAt: sql<Date | null>`max(${cardBills.computedAt})`,
    })
    .from(cardBills)
    .where(and(inScope(caller), gte(cardBills.month, firstMonth)))
    .groupBy(cardBills.month);
  return found;
}
