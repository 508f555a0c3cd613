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

describe('maskPhone', () => {
  it('keeps the first 3 and last 4 digits of a mobile number', () => {
    expect(maskPhone('13812345678')).toBe('138****5678');
  });

  it('masks every middle character of a longer number', () => {
    expect(maskPhone('008613812345678')).toBe('008********5678');
  });

  it('falls back to the general rule when nothing would be hidden', () => {
    expect(maskPhone('1234567')).toBe('1*****7');
    expect(maskPhone('12')).toBe('1*');
  });
});

describe('maskIdNumber', () => {
  it('keeps the first 3 and last 4 characters of an 18-character ID number', () => {
    expect(maskIdNumber('110101199003071234')).toBe('110***********1234');
  });

  it('keeps a trailing check letter', () => {
    expect(maskIdNumber('11010119900307123X')).toBe('110***********123X');
  });

  it('falls back to the general rule for very short numbers', () => {
    expect(maskIdNumber('ABC1234')).toBe('A*****4');
  });
});
