import type { Database } from '../../../platform/database/connect';
import {
  ensureMonthlyPartitions,
  existingPartitions,
  monthlyPartitionName,
} from '../../../platform/database/monthly-partitions';

/** card_usage_y2026m11 for the month starting 2026-11-01. */
export function partitionName(firstDayOfMonth: string): string {
  return monthlyPartitionName('card_usage', firstDayOfMonth);
}

/** The monthly partitions of card_usage that exist, by name. */
export async function existingUsagePartitions(db: Database): Promise<string[]> {
  return existingPartitions(db, 'card_usage');
}

/** Makes sure card_usage has a partition for every month from `from` to `to` (carrier days). */
export async function ensureUsagePartitions(db: Database, from: string, to: string): Promise<void> {
  await ensureMonthlyPartitions(db, 'card_usage', { from, to });
}
