import { sql, type SQL } from 'drizzle-orm';
import { ruleCatalogue, type RuleParameters, type RuleScope } from '@simdesk/contract/modules/rules';
import { addCarrierDays, ruleScope, ruleType, type RuleTypeCode } from '@simdesk/contract';
import type { CardMeasure } from '../sim-cards';
import { separationEvents } from '../security';

/** What the engine compares for one rule: the measure, the period a trigger counts in, and the figure's scale. */
export interface RuleMeasure {
  measure: CardMeasure;
  /** The period key of each crossing row (a SQL expression over the crossing's columns). */
  period: SQL;
  /** The period as the dry run names it. */
  periodLabel: string;
  /** Divides the card figure into the rule's unit (KB → MB). */
  observedDivisor: number;
}

const kilobytesPerMegabyte = 1024;

/** Event rules count once per event: the crossing's event key is its period. */
const eventPeriod = { period: sql`'event:' || crossing.event`, periodLabel: 'event' };

/** Whether a rule can be evaluated now: its type reads data the console has, and its scope is not a pool. */
export function isEvaluated(type: RuleTypeCode, scope: RuleScope): boolean {
  return ruleCatalogue[type].available && scope.kind !== ruleScope.byName.pool;
}

/**
 * The measure of a rule on a carrier day (today). Month rules count once per carrier month, day rules once
 * per day measured (yesterday, the last complete day), event rules once per event (a status change, a
 * separation) in the window after the rule's watermark.
 */
export function measureOf(
  type: RuleTypeCode,
  parameters: RuleParameters,
  today: string,
  events: { after: number; through: number },
): RuleMeasure | null {
  const month = today.slice(0, 7);
  const monthly = { period: sql`${month}::text`, periodLabel: month };
  const { byName } = ruleType;
  switch (type) {
    case byName.dataUsageCycle:
      return {
        measure: {
          kind: 'dataMonth',
          thresholdKilobytes: (parameters.thresholdMegabytes ?? 0) * kilobytesPerMegabyte,
          ...(parameters.projectedHours ? { projectedHours: parameters.projectedHours } : {}),
        },
        ...monthly,
        observedDivisor: kilobytesPerMegabyte,
      };
    case byName.dataUsageDay: {
      const day = addCarrierDays(today, -1);
      return {
        measure: {
          kind: 'dataDay',
          thresholdKilobytes: (parameters.thresholdMegabytes ?? 0) * kilobytesPerMegabyte,
        },
        period: sql`${day}::text`,
        periodLabel: day,
        observedDivisor: kilobytesPerMegabyte,
      };
    }
    case byName.smsUsageCycle:
      return {
        measure: { kind: 'smsMonth', threshold: parameters.thresholdCount ?? 0 },
        ...monthly,
        observedDivisor: 1,
      };
    case byName.voiceUsageCycle:
      return {
        measure: { kind: 'voiceMonth', threshold: parameters.thresholdMinutes ?? 0 },
        ...monthly,
        observedDivisor: 1,
      };
    case byName.noConnection:
      return {
        measure: { kind: 'idleDays', days: Math.ceil((parameters.hours ?? 24) / 24) },
        ...monthly,
        observedDivisor: 1,
      };
    case byName.statusChange:
      return {
        measure: {
          kind: 'statusChange',
          toStatus: parameters.toStatus ?? 0,
          ...(parameters.fromStatus === undefined ? {} : { fromStatus: parameters.fromStatus }),
          afterHistoryId: events.after,
          throughHistoryId: events.through,
        },
        ...eventPeriod,
        observedDivisor: 1,
      };
    case byName.imeiChange:
      return {
        measure: { kind: 'cardEvents', events: separationEvents(events.after, events.through) },
        ...eventPeriod,
        observedDivisor: 1,
      };
    default:
      return null;
  }
}
