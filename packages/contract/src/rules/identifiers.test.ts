import { describe, expect, it } from 'vitest';
import { isValidIdentifier, normalizeIdentifier, type IdentifierKind } from './identifiers';

describe('isValidIdentifier', () => {
  it.each<[IdentifierKind, string, boolean]>([
    ['iccid', '8986001234567890123', true],
    ['iccid', '89860012345678901234', true],
    ['iccid', '8986001234567890123F', true],
    ['iccid', '8986 0012 3456 7890 123', true],
    ['iccid', '8986001234567890123f', true],
    ['iccid', '898600123456789012', false],
    ['iccid', '898600123456789012345', false],
    ['iccid', '8986001234567890_23', false],
    ['iccid', '', false],
    ['msisdn', '14401234567', true],
    ['msisdn', '1440123456789', true],
    ['msisdn', '+8613812345678', true],
    ['msisdn', '882285012345678', true],
    ['msisdn', '1381234567', false],
    ['msisdn', '1234567890123456', false],
    ['msisdn', '1381234567a', false],
    ['imsi', '460001234567890', true],
    ['imsi', '46000123456789', false],
    ['imsi', '4600012345678901', false],
    ['imsi', '46000123456789X', false],
    ['vin', 'LSVAU2180N2183294', true],
    ['vin', 'lsvau2180n2183294', true],
    ['vin', 'LSVAU2180N218329', false],
    ['vin', 'LSVAU2180N21832945', false],
    ['vin', 'LSVAU2180N2I83294', false],
    ['vin', 'LSVAU2180N2O83294', false],
    ['vin', 'LSVAQ2180N2183294', false],
  ])('%s %s is valid: %s', (kind, value, valid) => {
    expect(isValidIdentifier(kind, value)).toBe(valid);
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
