import { describe, expect, it } from 'vitest';
import { carrierBatchLimit, splitIntoBatches } from './batches';

describe('splitIntoBatches', () => {
  it('keeps the order and never exceeds the carrier limit', () => {
    const numbers = Array.from({ length: 250 }, (_, index) => `card-${index}`);
    const batches = splitIntoBatches(numbers);
    expect(carrierBatchLimit).toBe(100);
    expect(batches.map((batch) => batch.length)).toEqual([100, 100, 50]);
    expect(batches.flat()).toEqual(numbers);
  });

  it('answers no batch for no cards, one for exactly the limit', () => {
    expect(splitIntoBatches([])).toEqual([]);
    expect(splitIntoBatches(Array.from({ length: 100 }, (_, index) => index))).toHaveLength(1);
    expect(splitIntoBatches([1, 2, 3], 2)).toEqual([[1, 2], [3]]);
  });

  it('refuses a batch size below one', () => {
    expect(() => splitIntoBatches([1], 0)).toThrow(/at least 1/);
  });
});
