/** Rounds half away from zero to a number of decimal places. */
export function roundTo(value: number, digits: number): number {
  const factor = 10 ** digits;
  return (Math.sign(value) * Math.round(Math.abs(value) * factor)) / factor;
}

/** A value expressed in one of a list of units, as an index into that list. */
export interface ScaledValue {
  readonly value: number;
  readonly unitIndex: number;
}

/**
 * Moves a value up through units while it reaches the next step; `steps[i]` is how many of unit i make
 * unit i + 1. Compares the rounded value so 1023.999 KB shows as 1.00 MB, never 1024.00 KB.
 */
export function scaleThroughUnits(value: number, steps: readonly number[], digits: number): ScaledValue {
  if (!Number.isFinite(value)) throw new RangeError(`Cannot scale a non-finite value: ${value}`);
  let scaled = value;
  let unitIndex = 0;
  for (const step of steps) {
    if (Math.abs(roundTo(scaled, digits)) < step) break;
    scaled /= step;
    unitIndex += 1;
  }
  return { value: roundTo(scaled, digits), unitIndex };
}
