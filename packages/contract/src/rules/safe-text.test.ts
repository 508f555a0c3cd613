import { describe, expect, it } from 'vitest';
import { hasUnsafeCharacters, unsafeTextPath, withoutUnsafeCharacters } from './safe-text';

describe('unsafe characters', () => {
  it.each([
    ['plain text', 'Guangzhou dealer', false],
    ['a whole UTF-16 pair (an emoji)', 'fleet 🚗', false],
    ['Chinese', '广州经销商', false],
    ['NUL', 'a\u0000b', true],
    ['a high half alone', 'x\uD800y', true],
    ['a low half alone', '\uDC00', true],
    ['a high half at the end', 'x\uD83D', true],
  ])('%s: %s', (_, text, unsafe) => {
    expect(hasUnsafeCharacters(text)).toBe(unsafe);
    expect(hasUnsafeCharacters(withoutUnsafeCharacters(text))).toBe(false);
  });

  it('replaces each unsafe character, and only those, by U+FFFD', () => {
    expect(withoutUnsafeCharacters('a\u0000b\uD800c🚗')).toBe('a\uFFFDb\uFFFDc🚗');
  });

  it('finds the first text with one, in values, arrays and keys', () => {
    expect(unsafeTextPath({ name: 'ok', cards: ['fine', { tag: 'x\u0000' }] })).toBe('cards.1.tag');
    expect(unsafeTextPath({ inner: { ['k\u0000']: 1 } })).toBe('inner');
    expect(unsafeTextPath('\uDC00')).toBe('body');
    expect(unsafeTextPath({ name: 'ok', count: 3, nothing: null, tags: ['a'] })).toBeUndefined();
  });
});
