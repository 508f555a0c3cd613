import { describe, expect, it } from 'vitest';
import { maskIdNumber, maskPhone, maskSensitive } from './masking';

describe('maskSensitive', () => {
  it.each([
    ['', ''],
    ['a', 'a'],
    ['ab', 'a*'],
    ['abc', 'a*c'],
    ['13812345678', '1*********8'],
    ['张三', '张*'],
    ['欧阳娜娜', '欧**娜'],
  ])('%j becomes %j', (value, masked) => {
    expect(maskSensitive(value)).toBe(masked);
  });

  it('masks one star per character, counting astral characters once', () => {
    expect(maskSensitive('𠀀𠀁𠀂')).toBe('𠀀*𠀂');
  });

  it('keeps the length of the value', () => {
    for (let length = 0; length <= 20; length++) {
      expect(maskSensitive('x'.repeat(length))).toHaveLength(length);
    }
  });
});

describe.each([
  {
    mask: maskPhone,
    cases: [
      ['keeps the first 3 and last 4 digits of a mobile number', '13812345678', '138****5678'],
      ['masks every middle character of a longer number', '008613812345678', '008********5678'],
      ['falls back to the general rule when nothing would be hidden', '1234567', '1*****7'],
      ['falls back to the general rule for a number of two digits', '12', '1*'],
    ],
  },
  {
    mask: maskIdNumber,
    cases: [
      [
        'keeps the first 3 and last 4 characters of an 18-character ID number',
        '110101199003071234',
        '110***********1234',
      ],
      ['keeps a trailing check letter', '11010119900307123X', '110***********123X'],
      ['falls back to the general rule for very short numbers', 'ABC1234', 'A*****4'],
    ],
  },
])('$mask.name', ({ mask, cases }) => {
  it.each(cases)('%s: %j becomes %j', (_rule, value, masked) => {
    expect(mask(value)).toBe(masked);
  });
});
