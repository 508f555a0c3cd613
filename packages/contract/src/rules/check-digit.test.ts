import { describe, expect, it } from 'vitest';
import {
  hasValidLuhnCheckDigit,
  hasValidOrganisationCode,
  hasValidSocialCreditCode,
  hasValidVinCheckDigit,
  identityNumberBirthDate,
  identityNumberCheckCharacter,
  isValidIdentityNumber,
  luhnCheckDigit,
  vinCheckCharacter,
} from './check-digit';

describe('Luhn', () => {
  it('computes and checks the last digit of an IMEI', () => {
    expect(luhnCheckDigit('49015420323751')).toBe(8);
    expect(hasValidLuhnCheckDigit('490154203237518')).toBe(true);
    expect(hasValidLuhnCheckDigit('490154203237517')).toBe(false);
  });
});

describe('VIN check digit', () => {
  it('accepts VINs whose position 9 holds the check character, X for ten', () => {
    expect(vinCheckCharacter('1M8GDM9AXKP042788')).toBe('X');
    expect(hasValidVinCheckDigit('1M8GDM9AXKP042788')).toBe(true);
    expect(hasValidVinCheckDigit('11111111111111111')).toBe(true);
  });

  it('refuses a changed character, a wrong check character and a malformed VIN', () => {
    expect(hasValidVinCheckDigit('1M8GDM9AXKP042789')).toBe(false);
    expect(hasValidVinCheckDigit('1M8GDM9A1KP042788')).toBe(false);
    // I, O and Q never occur in a VIN; 16 characters are not one.
    expect(vinCheckCharacter('1M8GDM9AXKP04278O')).toBeUndefined();
    expect(hasValidVinCheckDigit('1M8GDM9AXKP04278')).toBe(false);
  });
});

describe('identity number (GB 11643)', () => {
  it("computes the standard's examples' check characters", () => {
    expect(identityNumberCheckCharacter('11010519491231002X')).toBe('X');
    expect(identityNumberCheckCharacter('440524188001010014')).toBe('4');
  });

  it('accepts a number with its check character and a real birth date up to today', () => {
    expect(isValidIdentityNumber('11010519491231002X', '2026-11-27')).toBe(true);
    expect(identityNumberBirthDate('11010519491231002X')).toBe('1949-12-31');
  });

  it('refuses a wrong check character, an impossible date and a birth after today', () => {
    expect(isValidIdentityNumber('110105194912310021', '2026-11-27')).toBe(false);
    // 1949-02-30 does not exist; its check character is right for its digits.
    const impossible = '11010519490230001';
    const withCheck = `${impossible}${identityNumberCheckCharacter(`${impossible}0`)}`;
    expect(identityNumberBirthDate(withCheck)).toBeUndefined();
    expect(isValidIdentityNumber(withCheck, '2026-11-27')).toBe(false);
    const future = '11010520300101001';
    const futureNumber = `${future}${identityNumberCheckCharacter(`${future}0`)}`;
    expect(isValidIdentityNumber(futureNumber, '2026-11-27')).toBe(false);
    expect(isValidIdentityNumber(futureNumber, '2030-01-01')).toBe(true);
  });

  it('refuses what is not 17 digits and a check character', () => {
    expect(identityNumberCheckCharacter('11010519491231002')).toBeUndefined();
    expect(identityNumberCheckCharacter('1101051949123100XX')).toBeUndefined();
    expect(isValidIdentityNumber('11010519491231002x', '2026-11-27')).toBe(false);
  });
});

describe('organisation numbers', () => {
  it('checks unified social credit codes (GB 32100) by their check character', () => {
    // Published codes of real companies.
    expect(hasValidSocialCreditCode('91440300708461136T')).toBe(true);
    expect(hasValidSocialCreditCode('91110000802100433B')).toBe(true);
    expect(hasValidSocialCreditCode('91350100M000100Y43')).toBe(true);
    expect(hasValidSocialCreditCode('91440300708461136A')).toBe(false);
    // I, O, S, V and Z are not in the alphabet; 17 characters are not a code.
    expect(hasValidSocialCreditCode('91440300708461136O')).toBe(false);
    expect(hasValidSocialCreditCode('91440300708461136')).toBe(false);
  });

  it('checks organisation codes (GB 11714), the credit code’s positions 9–17', () => {
    expect(hasValidOrganisationCode('708461136')).toBe(true);
    expect(hasValidOrganisationCode('M000100Y4')).toBe(true);
    expect(hasValidOrganisationCode('708461137')).toBe(false);
  });
});
