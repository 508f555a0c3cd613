import { describe, expect, it } from 'vitest';
import { beijingTimeToUtcMinusSix, dateTimeFormat, formatDateTime } from './date-time';

describe('formatDateTime', () => {
  it('formats in local time with zero padding', () => {
    expect(formatDateTime(new Date(2024, 0, 5, 3, 4, 9))).toBe('2024-01-05 03:04:09');
    expect(formatDateTime(new Date(2024, 11, 31, 23, 59, 59))).toBe('2024-12-31 23:59:59');
  });

  it('accepts epoch milliseconds', () => {
    const date = new Date(2023, 6, 1, 12, 0, 0);
    expect(formatDateTime(date.getTime())).toBe('2023-07-01 12:00:00');
  });

  it('has the length of the documented format', () => {
    expect(formatDateTime(new Date())).toHaveLength(dateTimeFormat.length);
  });

  it('refuses an invalid date', () => {
    expect(() => formatDateTime(new Date('not a date'))).toThrow(RangeError);
  });
});

describe('beijingTimeToUtcMinusSix', () => {
  it('subtracts exactly 14 hours, across a day boundary', () => {
    const beijing = new Date(Date.UTC(2024, 2, 1, 10, 30, 0));
    expect(beijingTimeToUtcMinusSix(beijing).toISOString()).toBe('2024-02-29T20:30:00.000Z');
  });

  it('does not change its argument', () => {
    const beijing = new Date(Date.UTC(2024, 2, 1, 10, 30, 0));
    beijingTimeToUtcMinusSix(beijing);
    expect(beijing.toISOString()).toBe('2024-03-01T10:30:00.000Z');
  });

  it('accepts epoch milliseconds', () => {
    expect(beijingTimeToUtcMinusSix(14 * 60 * 60 * 1000).getTime()).toBe(0);
  });
});
