import { describe, expect, it } from 'vitest';
import { parseBatchNumbers } from './batch-numbers';

const iccid = '89860424000000000051';

describe('parseBatchNumbers', () => {
  it('reads numbers one per line, comma or semicolon separated, of mixed kinds', () => {
    const parsed = parseBatchNumbers(`${iccid}\n1064800000006, 460042400000007;\n\n`);
    expect(parsed).toEqual({
      numbers: [iccid, '1064800000006', '460042400000007'],
      invalid: [],
      tooMany: false,
    });
  });

  it('keeps a grouped number together and splits a line of several numbers', () => {
    expect(parseBatchNumbers('8986 0424 0000 0000 0051').numbers).toEqual([iccid]);
    expect(parseBatchNumbers('+1064800000006 1064800000007').numbers).toEqual([
      '1064800000006',
      '1064800000007',
    ]);
  });

  it('names what is no card number and counts a repeated number once', () => {
    const parsed = parseBatchNumbers('12345\nabc\n1064800000006\n1064800000006');
    expect(parsed.invalid).toEqual(['12345', 'abc']);
    expect(parsed.numbers).toEqual(['1064800000006']);
  });

  it('flags more than 1,000 numbers', () => {
    const many = Array.from({ length: 1001 }, (_, index) => `10648${String(index).padStart(8, '0')}`);
    expect(parseBatchNumbers(many.join('\n')).tooMany).toBe(true);
    expect(parseBatchNumbers(many.slice(0, 1000).join(',')).tooMany).toBe(false);
  });
});
