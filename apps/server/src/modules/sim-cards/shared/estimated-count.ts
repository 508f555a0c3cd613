import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../platform/database/connect';
import { simCards } from '../schema/cards-schema';

export interface CountAnswer {
  total: number;
  /** True when the total is the planner's estimate (above the exact limit). */
  isEstimate: boolean;
}

type PlanNode = { Plan?: { 'Plan Rows'?: number } };

function planRows(queryPlan: unknown): number {
  const plans = (typeof queryPlan === 'string' ? JSON.parse(queryPlan) : queryPlan) as PlanNode[];
  return Math.round(plans[0]?.Plan?.['Plan Rows'] ?? 0);
}

/**
 * Counts the cards matching `where` exactly up to `exactLimit` (cheap: the scan stops there), and above it
 * answers the planner's estimate: counting 400k matches costs tens of milliseconds on every page turn, an
 * estimate costs one plan. The estimate is never below the limit, so the pager never contradicts itself.
 */
export async function estimatedCount(
  db: Database,
  where: SQL | undefined,
  exactLimit: number,
): Promise<CountAnswer> {
  const condition = where ?? sql`true`;
  const counted = await db.execute(sql`
    select count(*)::int as "count"
    from (select 1 from ${simCards} where ${condition} limit ${exactLimit + 1}) as capped
  `);
  const count = (counted as unknown as { rows: { count: number }[] }).rows[0]?.count ?? 0;
  if (count <= exactLimit) return { total: count, isEstimate: false };
  const explained = await db.execute(sql`explain (format json) select 1 from ${simCards} where ${condition}`);
  const planned = (explained as unknown as { rows: Record<string, unknown>[] }).rows[0]?.['QUERY PLAN'];
  return { total: Math.max(planRows(planned), exactLimit + 1), isEstimate: true };
}
