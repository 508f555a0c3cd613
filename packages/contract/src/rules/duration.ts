import { scaleThroughUnits } from './scale';

/** Duration units from milliseconds to days (spec §9). */
export const durationUnits = ['millisecond', 'second', 'minute', 'hour', 'day'] as const;
export type DurationUnit = (typeof durationUnits)[number];

/** How many of each unit make the next: ms→s, s→min, min→h, h→day. */
const durationSteps = [1000, 60, 60, 24] as const;

/** A duration in the largest unit that keeps the value at 1 or more. */
export interface FormattedDuration {
  readonly value: number;
  readonly unit: DurationUnit;
  readonly unitKey: `rules:duration.${DurationUnit}`;
}

/** Formats a duration given in milliseconds as ms, s, min, h or day, rounded to `digits` decimals. */
export function formatDuration(milliseconds: number, digits = 1): FormattedDuration {
  const { value, unitIndex } = scaleThroughUnits(milliseconds, durationSteps, digits);
  const unit = durationUnits[unitIndex] ?? 'day';
  return { value, unit, unitKey: `rules:duration.${unit}` };
}
