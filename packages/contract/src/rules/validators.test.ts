import { describe, expect, it } from 'vitest';
import { isValidMail, isValidPhone, isValidVerificationCode } from './validators';

describe('isValidPhone', () => {
  it('accepts 11 digits starting with 1', () => {
    expect(isValidPhone('13812345678')).toBe(true);
    expect(isValidPhone('19912345678')).toBe(true);
  });

  it.each([
    ['10 digits', '1381234567'],
    ['12 digits', '138123456789'],
    ['starting with 2', '23812345678'],
    ['starting with 0', '03812345678'],
    ['a letter inside', '1381234567a'],
    ['a country code', '+8613812345678'],
    ['spaces', '138 1234 5678'],
    ['a trailing newline', '13812345678\n'],
    ['empty', ''],
  ])('refuses %s', (_case, value) => {
    expect(isValidPhone(value)).toBe(false);
  });
});

describe('isValidMail', () => {
  it.each(['ops@example.com', 'first.last+tag@mail.example.com.cn', 'a_b-c@sub-domain.example.io'])(
    'accepts %s',
    (value) => {
      expect(isValidMail(value)).toBe(true);
    },
  );

  it.each([
    'plainaddress',
    '@example.com',
    'ops@',
    'ops@localhost',
    'ops@example..com',
    'ops@-example.com',
    'ops example@example.com',
    'ops@@example.com',
  ])('refuses %s', (value) => {
    expect(isValidMail(value)).toBe(false);
  });

  it('refuses an address longer than 254 characters', () => {
    // Labels stay within 63 characters so only the total length can fail.
    const local = 'a'.repeat(60);
    const domain = `${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.com`;
    expect(`${local}@${domain}`.length).toBe(247);
    expect(isValidMail(`${local}@${domain}`)).toBe(true);
    expect(isValidMail(`${local}@${domain}${'.e'.repeat(5)}`)).toBe(false);
  });
});

describe('isValidVerificationCode', () => {
  it('accepts exactly 6 digits', () => {
    expect(isValidVerificationCode('012345')).toBe(true);
  });

  it.each(['12345', '1234567', '12345a', ' 123456', ''])('refuses %j', (value) => {
    expect(isValidVerificationCode(value)).toBe(false);
  });
});
