import { describe, expect, it } from 'vitest';
import { looksLikeFormula, neutralizeFormula } from './spreadsheet-cell';

describe('the formula-injection rule', () => {
  it.each(['=1+1', '+41', '-2+3', '@SUM(A1)', '\t=cmd', '\r=cmd', '\0x'])('escapes %j', (text) => {
    expect(looksLikeFormula(text)).toBe(true);
    expect(neutralizeFormula(text)).toBe(`'${text}`);
  });

  it.each(['89860424000000000001', 'Aurora Motors', 'a=b', ' =1', "'=already", ''])('keeps %j', (text) => {
    expect(looksLikeFormula(text)).toBe(false);
    expect(neutralizeFormula(text)).toBe(text);
  });

  it('leaves numbers, booleans and empty cells alone', () => {
    expect(neutralizeFormula(-12.5)).toBe(-12.5);
    expect(neutralizeFormula(true)).toBe(true);
    expect(neutralizeFormula(null)).toBeNull();
    expect(neutralizeFormula(undefined)).toBeUndefined();
  });
});
