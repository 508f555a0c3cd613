import { describe, expect, it } from 'vitest';
import { dateTimeFormat, displayTimeZones, formatDateTime } from './date-time';

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

describe('formatDateTime in a display time zone', () => {
  const beijingMorning = new Date(Date.UTC(2024, 2, 1, 2, 30, 5)); // 10:30:05 in Beijing

  it('shows the instant as the zone’s clock reads it', () => {
    expect(formatDateTime(beijingMorning, 'Asia/Shanghai')).toBe('2024-03-01 10:30:05');
    expect(formatDateTime(beijingMorning, 'UTC')).toBe('2024-03-01 02:30:05');
  });

  it('reads Beijing time 14 hours earlier in UTC−6 (spec §9), across a day boundary', () => {
    expect(formatDateTime(beijingMorning, 'America/Mexico_City')).toBe('2024-02-29 20:30:05');
  });

  it('writes midnight as 00, not 24', () => {
    expect(formatDateTime(new Date(Date.UTC(2024, 0, 1, 16, 0, 0)), 'Asia/Shanghai')).toBe(
      '2024-01-02 00:00:00',
    );
  });

  it('offers only zones the runtime knows', () => {
    for (const zone of displayTimeZones) expect(() => formatDateTime(0, zone)).not.toThrow();
    expect(() => formatDateTime(0, 'Mars/Olympus_Mons')).toThrow(RangeError);
  });
});
