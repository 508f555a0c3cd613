/** The rule catalogue: for each rule type, its parameters with units, its alarm, its push event and its period. */
import { messageType, type MessageTypeCode } from '../../codes/message-codes';
import { ruleActionKind, ruleType, type RuleActionKindCode, type RuleTypeCode } from '../../codes/rule-codes';
import type { PushEventType } from '../company/settings-schemas';

/** The parameters a rule type may ask for; each has one unit. */
export const ruleParameterNames = [
  'thresholdMegabytes',
  'thresholdCount',
  'thresholdMinutes',
  'projectedHours',
  'hours',
  'days',
  'percent',
  'fromStatus',
  'toStatus',
] as const;
export type RuleParameterName = (typeof ruleParameterNames)[number];

export type RuleParameterUnit = 'megabyte' | 'count' | 'minute' | 'hour' | 'day' | 'percent' | 'cardStatus';

/** One parameter of a rule type: its unit, bounds, and whether it may be left out. */
export interface RuleParameterSpec {
  readonly name: RuleParameterName;
  readonly unit: RuleParameterUnit;
  readonly minimum: number;
  readonly maximum: number;
  readonly optional?: boolean;
}

/**
 * How often one card may trigger one rule: once per carrier month, per carrier day, or per event (one status
 * change, one IMEI change).
 */
export type RulePeriod = 'month' | 'day' | 'event';

export interface RuleTypeSpec {
  readonly parameters: readonly RuleParameterSpec[];
  /** The message centre's type of the rule's alarm (spec §4: 2–6). */
  readonly messageType: MessageTypeCode;
  readonly pushEvent: PushEventType;
  readonly period: RulePeriod;
  /**
   * False while the console lacks the data the rule reads (pools, packages): the rule can be
   * declared and saved, but it is not evaluated until that data exists.
   */
  readonly available: boolean;
}

const megabytes = (name: 'thresholdMegabytes'): RuleParameterSpec => ({
  name,
  unit: 'megabyte',
  minimum: 1,
  maximum: 10_000_000,
});
const projection: RuleParameterSpec = {
  name: 'projectedHours',
  unit: 'hour',
  minimum: 1,
  maximum: 168,
  optional: true,
};
const { dataUsageAlarm, smsUsageAlarm, voiceUsageAlarm, trafficPoolAlarm, cardSeparatedFromVehicle } =
  messageType.byName;

/** Every rule type of the catalogue, keyed by its code. */
export const ruleCatalogue: Readonly<Record<RuleTypeCode, RuleTypeSpec>> = {
  [ruleType.byName.dataUsageCycle]: {
    // projectedHours: also fire when the recent daily pace crosses the threshold within that many hours.
    parameters: [megabytes('thresholdMegabytes'), projection],
    messageType: dataUsageAlarm,
    pushEvent: 'card.usage.alarm',
    period: 'month',
    available: true,
  },
  [ruleType.byName.dataUsageDay]: {
    parameters: [megabytes('thresholdMegabytes')],
    messageType: dataUsageAlarm,
    pushEvent: 'card.usage.alarm',
    period: 'day',
    available: true,
  },
  [ruleType.byName.smsUsageCycle]: {
    parameters: [{ name: 'thresholdCount', unit: 'count', minimum: 1, maximum: 1_000_000 }],
    messageType: smsUsageAlarm,
    pushEvent: 'card.usage.alarm',
    period: 'month',
    available: true,
  },
  [ruleType.byName.voiceUsageCycle]: {
    parameters: [{ name: 'thresholdMinutes', unit: 'minute', minimum: 1, maximum: 1_000_000 }],
    messageType: voiceUsageAlarm,
    pushEvent: 'card.usage.alarm',
    period: 'month',
    available: true,
  },
  [ruleType.byName.noConnection]: {
    parameters: [{ name: 'hours', unit: 'hour', minimum: 24, maximum: 24 * 90 }],
    messageType: dataUsageAlarm,
    pushEvent: 'card.usage.alarm',
    period: 'day',
    available: true,
  },
  [ruleType.byName.statusChange]: {
    parameters: [
      { name: 'fromStatus', unit: 'cardStatus', minimum: 1, maximum: 9, optional: true },
      { name: 'toStatus', unit: 'cardStatus', minimum: 1, maximum: 9 },
    ],
    messageType: dataUsageAlarm,
    pushEvent: 'card.status.changed',
    period: 'event',
    available: true,
  },
  [ruleType.byName.planExpiry]: {
    parameters: [{ name: 'days', unit: 'day', minimum: 1, maximum: 90 }],
    messageType: dataUsageAlarm,
    pushEvent: 'card.usage.alarm',
    period: 'month',
    available: false,
  },
  [ruleType.byName.poolUsage]: {
    parameters: [{ name: 'percent', unit: 'percent', minimum: 1, maximum: 100 }],
    messageType: trafficPoolAlarm,
    pushEvent: 'pool.usage.alarm',
    period: 'month',
    available: false,
  },
  [ruleType.byName.imeiChange]: {
    parameters: [],
    messageType: cardSeparatedFromVehicle,
    pushEvent: 'card.separated',
    period: 'event',
    available: true,
  },
};

/** Actions the console can run today; unsubscribing needs packages, which the console does not have yet. */
export const availableRuleActionKinds: ReadonlySet<RuleActionKindCode> = new Set(
  ruleActionKind.codes.filter((kind) => kind !== ruleActionKind.byName.unsubscribePackage),
);

/** The catalogue entry of a rule type. */
export function ruleTypeSpec(type: RuleTypeCode): RuleTypeSpec {
  return ruleCatalogue[type];
}
