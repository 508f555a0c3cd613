import { describe, expect, it } from 'vitest';
import { monthBefore, yuanText } from './bill-figures';

describe('yuanText', () => {
  it('writes integer cents as yuan with two decimals, from the digits', () => {
    expect(yuanText(0)).toBe('¥0.00');
    expect(yuanText(5)).toBe('¥0.05');
    expect(yuanText(1_234_567)).toBe('¥12,345.67');
    expect(yuanText(-2_900)).toBe('-¥29.00');
    // Past where a float division by 100 loses the last cent.
    expect(yuanText(900_719_925_474_099)).toBe('¥9,007,199,254,740.99');
  });
});

describe('monthBefore', () => {
  it('counts back across a year', () => {
    expect(monthBefore(1, new Date('2026-01-15T00:00:00Z'))).toBe('2025-12');
    expect(monthBefore(0, new Date('2026-11-30T23:00:00Z'))).toBe('2026-11');
  });
});
