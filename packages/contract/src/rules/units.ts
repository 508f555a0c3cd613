import { scaleThroughUnits } from './scale';

/** Flow (data volume) units; inputs are in KB and each unit is 1024 of the one before (spec §9). */
export const flowUnits = ['KB', 'MB', 'GB', 'TB', 'PB'] as const;
export type FlowUnit = (typeof flowUnits)[number];

/** Bytes-style step between flow units. */
export const flowUnitStep = 1024;

/** A data volume in the largest unit that keeps the value at 1 or more. */
export interface FormattedFlow {
  readonly value: number;
  readonly unit: FlowUnit;
  readonly unitKey: `rules:flow.${FlowUnit}`;
  /** Value with exactly `digits` decimals and the unit, e.g. '1.50 MB'. */
  readonly text: string;
}

/** Formats a data volume given in kilobytes, scaling by 1024 through KB, MB, GB, TB and PB. */
export function formatFlow(kilobytes: number, digits = 2): FormattedFlow {
  const steps = flowUnits.slice(1).map(() => flowUnitStep);
  const { value, unitIndex } = scaleThroughUnits(kilobytes, steps, digits);
  const unit = flowUnits[unitIndex] ?? 'PB';
  return { value, unit, unitKey: `rules:flow.${unit}`, text: `${value.toFixed(digits)} ${unit}` };
}

/** Count units of Chinese numbering: 万 (10 000) and 亿 (100 000 000); the web localises the name. */
export const countUnits = ['tenThousand', 'hundredMillion'] as const;
export type CountUnit = (typeof countUnits)[number];

/** Step between count units: 1 万 = 10 000, 1 亿 = 10 000 万. */
export const countUnitStep = 10_000;

/** A count, scaled to 万 or 亿 once it reaches them; `unit` is null below 10 000. */
export interface FormattedCount {
  readonly value: number;
  readonly unit: CountUnit | null;
  readonly unitKey: `rules:count.${CountUnit}` | null;
}

/** Formats a count with 10 000 (万) and 100 000 000 (亿) as units. */
export function formatCount(count: number, digits = 2): FormattedCount {
  const { value, unitIndex } = scaleThroughUnits(count, [countUnitStep, countUnitStep], digits);
  const unit = unitIndex === 0 ? null : (countUnits[unitIndex - 1] ?? null);
  return { value, unit, unitKey: unit === null ? null : `rules:count.${unit}` };
}
