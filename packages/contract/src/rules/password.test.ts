import { describe, expect, it } from 'vitest';
import { isValidPassword, passwordCharacterClasses, passwordStrength, passwordsMatch } from './password';

describe('isValidPassword', () => {
  it('needs at least 6 characters', () => {
    expect(isValidPassword('abcde')).toBe(false);
    expect(isValidPassword('abcdef')).toBe(true);
  });

  it('counts characters, not UTF-16 units', () => {
    // Five astral characters are ten UTF-16 units but still only five characters.
    expect(isValidPassword('😀😀😀😀😀')).toBe(false);
    expect(isValidPassword('😀😀😀😀😀😀')).toBe(true);
  });

  it('never truncates: a very long password stays valid and distinct', () => {
    const long = 'x'.repeat(500);
    expect(isValidPassword(long)).toBe(true);
    expect(passwordsMatch(long, `${long}y`)).toBe(false);
  });
});

describe('passwordCharacterClasses', () => {
  it.each([
    ['abc', 1],
    ['abcDEF', 2],
    ['abcDEF123', 3],
    ['abcDEF123!', 4],
    ['密码密码', 1],
  ])('%s has %i classes', (password, classes) => {
    expect(passwordCharacterClasses(password)).toBe(classes);
  });
});

describe('passwordStrength', () => {
  it.each([
    ['', 'short'],
    ['Ab1!x', 'short'],
    ['abcdef', 'medium'],
    ['Ab1!xyz', 'medium'],
    ['abcdefg1', 'medium'],
    ['Abcdefg1', 'strong'],
    ['abcdef1!', 'strong'],
    ['abcdefghijklmno1', 'strong'],
    ['abcdefghijklmn1', 'medium'],
    ['abcdefghijklmnop', 'medium'],
    ['correct horse battery', 'strong'],
  ] as const)('%j is %s', (password, strength) => {
    expect(passwordStrength(password)).toBe(strength);
  });
});

describe('passwordsMatch', () => {
  it('matches identical passwords only', () => {
    expect(passwordsMatch('secret1', 'secret1')).toBe(true);
    expect(passwordsMatch('secret1', 'Secret1')).toBe(false);
    expect(passwordsMatch('secret1', 'secret1 ')).toBe(false);
  });
});
