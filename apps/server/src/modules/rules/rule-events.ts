import type { SQL } from 'drizzle-orm';
import { ruleType, type RuleTypeCode } from '@simdesk/contract';
import type { Database } from '../../platform/database/connect';
import { executedRows } from '../../platform/database/driver-rows';
import { newestSeparation } from '../security';
import { newestStatusChange } from '../sim-cards';

/**
 * The event rules and where their events are numbered: each rule keeps a watermark (the newest event it has
 * looked at), so a new rule never fires on the past and every event is looked at once.
 */
const newestEventOf: Partial<Record<RuleTypeCode, () => SQL>> = {
  [ruleType.byName.statusChange]: newestStatusChange,
  [ruleType.byName.imeiChange]: newestSeparation,
};

/** Whether a rule type fires on events (status changes, separations) rather than on a figure. */
export function watchesEvents(type: RuleTypeCode): boolean {
  return newestEventOf[type] !== undefined;
}

/** The id of the newest event a rule type watches; 0 for the other types, or when there is none yet. */
export async function newestEventId(db: Database, type: RuleTypeCode): Promise<number> {
  const newest = newestEventOf[type];
  if (!newest) return 0;
  const [row] = executedRows<{ id: string | number }>(await db.execute(newest()));
  return Number(row?.id ?? 0);
}
