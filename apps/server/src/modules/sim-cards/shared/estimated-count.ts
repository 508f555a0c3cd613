import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../platform/database/connect';
import { statementKey } from '../../../platform/database/driver-rows';
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

/** Counts the cards matching `where` up to one past `exactLimit`: the scan stops there. */
export function cappedCount(where: SQL | undefined, exactLimit: number): SQL {
  return sql`select count(*)::int as "count"
    from (select 1 from ${simCards} where ${where ?? sql`true`} limit ${exactLimit + 1}) as capped`;
}

/**
 * The total of a count that went past its limit: the planner's estimate of `where` (counting 400k matches costs
 * tens of milliseconds on every page turn, an estimate costs one plan), never below the limit, so the pager never
 * contradicts itself.
 */
export async function totalAbove(
  db: Database,
  where: SQL | undefined,
  count: number,
  exactLimit: number,
): Promise<CountAnswer> {
  if (count <= exactLimit) return { total: count, isEstimate: false };
  const explained = await db.execute(
    sql`explain (format json) select 1 from ${simCards} where ${where ?? sql`true`}`,
  );
  const planned = (explained as unknown as { rows: Record<string, unknown>[] }).rows[0]?.['QUERY PLAN'];
  const total = Math.max(planRows(planned), exactLimit + 1);
  rememberEstimate(db, where, total);
  return { total, isEstimate: true };
}

// A list past the exact limit shows the planner's estimate, which only moves when statistics do; paging through
// it, or reloading it, need not count and plan again. Remembered a few seconds per set of conditions, never for
// an exact total (a small result is always counted).
const estimateLifeMilliseconds = 10_000;
const rememberedEstimateLimit = 1_000;
type Estimates = Map<string, { total: number; until: number }>;
// Kept per database, so two databases in one process (tests) never answer each other's estimates.
const rememberedEstimates = new WeakMap<Database, Estimates>();

function estimatesOf(db: Database): Estimates {
  let estimates = rememberedEstimates.get(db);
  if (!estimates) {
    estimates = new Map();
    rememberedEstimates.set(db, estimates);
  }
  return estimates;
}

/** The estimate answered for these conditions in the last few seconds, if any. */
export function recentEstimate(db: Database, where: SQL | undefined): number | undefined {
  const estimates = estimatesOf(db);
  const key = statementKey(where ?? sql`true`);
  const remembered = estimates.get(key);
  if (!remembered) return undefined;
  if (remembered.until > Date.now()) return remembered.total;
  estimates.delete(key);
  return undefined;
}

function rememberEstimate(db: Database, where: SQL | undefined, total: number): void {
  const estimates = estimatesOf(db);
  if (estimates.size >= rememberedEstimateLimit) estimates.clear();
  estimates.set(statementKey(where ?? sql`true`), { total, until: Date.now() + estimateLifeMilliseconds });
}

/** Counts the cards matching `where` exactly up to `exactLimit`, and above it answers the planner's estimate. */
export async function estimatedCount(
  db: Database,
  where: SQL | undefined,
  exactLimit: number,
): Promise<CountAnswer> {
  const counted = await db.execute(cappedCount(where, exactLimit));
  const count = (counted as unknown as { rows: { count: number }[] }).rows[0]?.count ?? 0;
  return totalAbove(db, where, count, exactLimit);
}
