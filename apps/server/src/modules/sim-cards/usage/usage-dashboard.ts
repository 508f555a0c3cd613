import { and, between, sql } from 'drizzle-orm';
import { callerScope } from '../../../platform/auth/data-scope';
import type { OperatorContext } from '../../../platform/auth/operator-context';
import type { Database } from '../../../platform/database/connect';
import { cardUsageDayTotals } from '../schema/usage-schema';

/**
 * Data used per day within the caller's company and org subtree, from the day totals the sync keeps (a few
 * rows per org and day, whatever the number of cards). Days are carrier days; a day without usage is absent.
 */
export async function usageKilobytesByDay(
  db: Database,
  caller: OperatorContext,
  days: readonly string[],
): Promise<Map<string, number>> {
  const sorted = [...days].sort();
  const first = sorted[0];
  const last = sorted.at(-1);
  if (first === undefined || last === undefined) return new Map();
  const rows = await db
    .select({
      day: cardUsageDayTotals.day,
      kilobytes: sql<string>`sum(${cardUsageDayTotals.dataKilobytes})`,
    })
    .from(cardUsageDayTotals)
    .where(
      and(
        callerScope(caller, { companyId: cardUsageDayTotals.companyId, orgPath: cardUsageDayTotals.orgPath }),
        between(cardUsageDayTotals.day, first, last),
      ),
    )
    .groupBy(cardUsageDayTotals.day);
  return new Map(rows.map((row) => [row.day, Number(row.kilobytes)]));
}

/** The dashboard's day figures with each day's usage added (days with usage only are added too). */
export function withDailyUsage<Figure extends { day: string; activations: number }>(
  activations: readonly Figure[],
  usage: ReadonlyMap<string, number>,
): { day: string; activations: number; usageKilobytes: number }[] {
  const byDay = new Map<string, { day: string; activations: number; usageKilobytes: number }>();
  for (const entry of activations) {
    byDay.set(entry.day, { day: entry.day, activations: entry.activations, usageKilobytes: 0 });
  }
  for (const [day, kilobytes] of usage) {
    byDay.set(day, { day, activations: byDay.get(day)?.activations ?? 0, usageKilobytes: kilobytes });
  }
  return [...byDay.values()];
}
