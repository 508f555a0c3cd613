import { describe, expect, it } from 'vitest';
import { formatDuration } from './duration';

const second = 1000;
const minute = 60 * second;
const hour = 60 * minute;
const day = 24 * hour;

describe('formatDuration', () => {
  it.each([
    [0, 0, 'millisecond'],
    [999, 999, 'millisecond'],
    [second, 1, 'second'],
    [1500, 1.5, 'second'],
    [59 * second, 59, 'second'],
    [minute, 1, 'minute'],
    [90 * second, 1.5, 'minute'],
    [hour - second, 1, 'hour'],
    [hour, 1, 'hour'],
    [23 * hour, 23, 'hour'],
    [day, 1, 'day'],
    [400 * day, 400, 'day'],
  ])('%d ms is %d %s', (milliseconds, value, unit) => {
    expect(formatDuration(milliseconds)).toEqual({ value, unit, unitKey: `rules:duration.${unit}` });
  });

  it('moves up a unit when rounding would reach the next one', () => {
    expect(formatDuration(999.96)).toMatchObject({ value: 1, unit: 'second' });
  });

  it('honours the number of digits', () => {
    expect(formatDuration(100 * second, 2)).toMatchObject({ value: 1.67, unit: 'minute' });
  });
});
