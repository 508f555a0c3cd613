// Small statistics the checks share.

/** The middle value (the mean of the two middle ones for an even count); 0 for none. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((first, second) => first - second);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length % 2 === 1) return sorted[middle] ?? 0;
  return ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** Mean and variance of values added one at a time. */
export class RunningSpread {
  private count = 0;
  private sum = 0;
  private squares = 0;

  add(value: number): void {
    this.count += 1;
    this.sum += value;
    this.squares += value * value;
  }

  mean(): number {
    return this.count === 0 ? 0 : this.sum / this.count;
  }

  variance(): number {
    if (this.count === 0) return 0;
    return Math.max(0, this.squares / this.count - this.mean() ** 2);
  }
}
