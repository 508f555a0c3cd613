import { describe, expect, it } from 'vitest';
import { addCarrierDays, carrierDayOf, carrierDaysBetween } from './carrier-days';

describe('carrier days', () => {
  it('count the day in Beijing time, whatever the instant’s own UTC day', () => {
    expect(carrierDayOf(new Date('2026-11-25T15:59:59Z'))).toBe('2026-11-25');
    expect(carrierDayOf(new Date('2026-11-25T16:00:00Z'))).toBe('2026-11-26');
  });

  it('step over month and leap-year ends', () => {
    expect(addCarrierDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addCarrierDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addCarrierDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('list every day of a range, both ends included, and none for a reversed one', () => {
    expect(carrierDaysBetween('2026-01-30', '2026-02-02')).toEqual([
      '2026-01-30',
      '2026-01-31',
      '2026-02-01',
      '2026-02-02',
    ]);
    expect(carrierDaysBetween('2026-02-02', '2026-02-01')).toEqual([]);
  });
});
