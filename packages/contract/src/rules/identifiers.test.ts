import { describe, expect, it } from 'vitest';
import { isValidIdentifier, normalizeIdentifier, type IdentifierKind } from './identifiers';

describe('isValidIdentifier', () => {
  it.each<[IdentifierKind, string]>([
    ['iccid', '8986001234567890123'],
    ['iccid', '89860012345678901234'],
    ['iccid', '8986001234567890123F'],
    ['iccid', '8986 0012 3456 7890 123'],
    ['iccid', '8986001234567890123f'],
    ['msisdn', '14401234567'],
    ['msisdn', '1440123456789'],
    ['msisdn', '+8613812345678'],
    ['msisdn', '882285012345678'],
    ['imsi', '460001234567890'],
    ['vin', 'LSVAU2180N2183294'],
    ['vin', 'lsvau2180n2183294'],
  ])('accepts the %s %s', (kind, value) => {
    expect(isValidIdentifier(kind, value)).toBe(true);
  });

  it.each<[IdentifierKind, string]>([
    ['iccid', '898600123456789012'],
    ['iccid', '898600123456789012345'],
    ['iccid', '8986001234567890_23'],
    ['iccid', ''],
    ['msisdn', '1381234567'],
    ['msisdn', '1234567890123456'],
    ['msisdn', '1381234567a'],
    ['imsi', '46000123456789'],
    ['imsi', '4600012345678901'],
    ['imsi', '46000123456789X'],
    ['vin', 'LSVAU2180N218329'],
    ['vin', 'LSVAU2180N21832945'],
    ['vin', 'LSVAU2180N2I83294'],
    ['vin', 'LSVAU2180N2O83294'],
    ['vin', 'LSVAQ2180N2183294'],
  ])('refuses the %s %s', (kind, value) => {
    expect(isValidIdentifier(kind, value)).toBe(false);
  });
});

describe('normalizeIdentifier', () => {
  it('drops spaces and dashes, capitalises letters and the plus of an MSISDN only', () => {
    expect(normalizeIdentifier('iccid', ' 8986-0012 3456 7890 123f ')).toBe('8986001234567890123F');
    expect(normalizeIdentifier('msisdn', '+86 138 1234 5678')).toBe('8613812345678');
    expect(normalizeIdentifier('vin', 'lsvau2180n2183294')).toBe('LSVAU2180N2183294');
    expect(normalizeIdentifier('imsi', '+460001234567890')).toBe('+460001234567890');
  });
});
