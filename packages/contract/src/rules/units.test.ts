import { describe, expect, it } from 'vitest';
import { formatCount, formatFlow } from './units';

describe('formatFlow', () => {
  it.each([
    [0, 0, 'KB', '0.00 KB'],
    [1023, 1023, 'KB', '1023.00 KB'],
    [1024, 1, 'MB', '1.00 MB'],
    [1536, 1.5, 'MB', '1.50 MB'],
    [1_048_555, 1023.98, 'MB', '1023.98 MB'],
    [1024 ** 2, 1, 'GB', '1.00 GB'],
    [1024 ** 3, 1, 'TB', '1.00 TB'],
    [1024 ** 4, 1, 'PB', '1.00 PB'],
    [1024 ** 5, 1024, 'PB', '1024.00 PB'],
  ])('%d KB is %d %s', (kilobytes, value, unit, text) => {
    expect(formatFlow(kilobytes)).toEqual({ value, unit, unitKey: `rules:flow.${unit}`, text });
  });

  it('moves up a unit when rounding would reach 1024', () => {
    // 1048575 KB is 1023.999 MB, which rounds to 1024.00: show 1.00 GB instead.
    expect(formatFlow(1024 ** 2 - 1).text).toBe('1.00 GB');
    expect(formatFlow(1023.999).text).toBe('1.00 MB');
  });

  it('honours the number of digits', () => {
    expect(formatFlow(1536, 0)).toMatchObject({ value: 2, text: '2 MB' });
    expect(formatFlow(1234567, 3)).toMatchObject({ value: 1.177, unit: 'GB', text: '1.177 GB' });
  });

  it('scales negative corrections like positive volumes', () => {
    expect(formatFlow(-2048).text).toBe('-2.00 MB');
  });

  it('refuses a non-finite input', () => {
    expect(() => formatFlow(Number.NaN)).toThrow(RangeError);
    expect(() => formatFlow(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('formatCount', () => {
  it.each([
    [0, 0, null],
    [9999, 9999, null],
    [10_000, 1, 'tenThousand'],
    [12_345, 1.23, 'tenThousand'],
    [99_999_999, 1, 'hundredMillion'],
    [100_000_000, 1, 'hundredMillion'],
    [1_234_567_890_000, 12345.68, 'hundredMillion'],
  ])('%d is %d %s', (count, value, unit) => {
    expect(formatCount(count)).toEqual({
      value,
      unit,
      unitKey: unit === null ? null : `rules:count.${unit}`,
    });
  });

  it('moves up to 万 when rounding would reach 10 000', () => {
    expect(formatCount(9999.999)).toMatchObject({ value: 1, unit: 'tenThousand' });
  });

  it('stays in 万 just below the rounding edge to 亿', () => {
    expect(formatCount(99_999_940)).toMatchObject({ value: 9999.99, unit: 'tenThousand' });
    expect(formatCount(99_999_950)).toMatchObject({ value: 1, unit: 'hundredMillion' });
  });
});
