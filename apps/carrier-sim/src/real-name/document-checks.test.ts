import { describe, expect, it } from 'vitest';
import { emptyFileDigest, isValidDocumentNumber, unreadableImages } from './document-checks';
import { digestOf, identityNumber, withWrongCheckCharacter } from '../test/real-name-fixtures';

describe('organisation numbers', () => {
  it('takes an organisation code with the hyphen it is often written with', () => {
    expect(isValidDocumentNumber('O', '70846113-6', '2026-01-01')).toBe(true);
  });

  it('takes a business licence as a 15-digit registration number or a credit code', () => {
    expect(isValidDocumentNumber('T', '110000012345678', '2026-01-01')).toBe(true);
    expect(isValidDocumentNumber('T', '91440300708461136T', '2026-01-01')).toBe(true);
    expect(isValidDocumentNumber('T', '1100000123', '2026-01-01')).toBe(false);
  });
});

describe('personal documents', () => {
  it('checks identity numbers (types A, B, C, J, K) by check character and birth date', () => {
    const number = identityNumber(7);
    expect(isValidDocumentNumber('A', number, '2026-01-01')).toBe(true);
    expect(isValidDocumentNumber('A', number.toLowerCase(), '2026-01-01')).toBe(true);
    expect(isValidDocumentNumber('J', withWrongCheckCharacter(number), '2026-01-01')).toBe(false);
    // Born after the day asked about: no such number was ever issued.
    expect(isValidDocumentNumber('A', number, '1985-06-14')).toBe(false);
  });

  it('checks other documents by their form only', () => {
    expect(isValidDocumentNumber('H', 'E12345678', '2026-01-01')).toBe(true);
    expect(isValidDocumentNumber('H', 'E1', '2026-01-01')).toBe(false);
  });
});

describe('photos', () => {
  const digests = {
    documentFront: digestOf('front'),
    documentBack: digestOf('back'),
    livePhoto: digestOf('live'),
  };

  it('reads distinct, non-empty photos', () => {
    expect(unreadableImages(digests)).toBeNull();
    expect(unreadableImages({ ...digests, documentBack: null })).toBeNull();
  });

  it('cannot read an empty file or one photo sent twice', () => {
    expect(digestOf('')).toBe(emptyFileDigest);
    expect(unreadableImages({ ...digests, livePhoto: emptyFileDigest })).toMatch(/empty/);
    expect(unreadableImages({ ...digests, documentBack: digests.documentFront })).toMatch(/same photo/);
  });
});
