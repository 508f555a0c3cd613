import { describe, expect, it } from 'vitest';
import { beijingDate, checkValidityPeriod } from './validity-check';

const now = new Date('2026-06-01T04:00:00Z');

function reasons(validFrom: string, validUntil: string, at = now) {
  return checkValidityPeriod({ validFrom, validUntil }, at).flatMap((warning) => {
    expect(warning.code).toBe(-9100);
    return warning.reasons;
  });
}

describe('checkValidityPeriod (-9100)', () => {
  it('passes cards of 5, 10 and 20 years and long-term ones', () => {
    expect(reasons('2022-03-01', '2027-03-01')).toEqual([]);
    expect(reasons('2020-03-01', '2030-03-01')).toEqual([]);
    expect(reasons('2010-12-31', '2030-12-31')).toEqual([]);
    expect(reasons('2001-01-01', '长期')).toEqual([]);
    expect(reasons('2016-02-29', '2026-02-28', new Date('2026-02-01T00:00:00Z'))).toEqual([]);
  });

  it('warns on an expired card, valid through its last day in Beijing', () => {
    expect(reasons('2006-05-31', '2026-05-31')).toEqual(['expired']);
    // 2026-05-31 20:00 UTC is already 1 June in Beijing.
    expect(reasons('2006-06-01', '2026-06-01', new Date('2026-05-31T20:00:00Z'))).toEqual([]);
    expect(beijingDate(new Date('2026-05-31T16:00:00Z'))).toBe('2026-06-01');
  });

  it('warns on malformed dates', () => {
    expect(reasons('2015.03.01', '2035-03-01')).toEqual(['malformed-date']);
    expect(reasons('2015-02-30', '2035-02-28')).toEqual(['malformed-date']);
    expect(reasons('2015-03-01', '')).toEqual(['malformed-date']);
    expect(reasons('2015-03-01', '永久')).toEqual(['malformed-date']);
  });

  it('warns on a period that ends before it starts, starts in the future or has no legal term', () => {
    expect(reasons('2025-03-01', '2015-03-01')).toEqual(['ends-before-start', 'expired']);
    expect(reasons('2027-01-01', '2037-01-01')).toEqual(['not-yet-valid']);
    expect(reasons('2020-03-01', '2032-03-01')).toEqual(['unusual-term']);
    expect(reasons('2020-03-01', '2030-03-02')).toEqual(['unusual-term']);
  });
});
