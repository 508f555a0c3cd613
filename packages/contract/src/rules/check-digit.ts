// ICCIDs (and IMEIs) end with a Luhn check digit (ISO/IEC 7812): what the card import checks when asked to.
import { vinPattern } from './identifiers';

/** The Luhn check digit of a string of digits (the digit that makes the whole string pass). */
export function luhnCheckDigit(digits: string): number {
  let sum = 0;
  for (let position = 0; position < digits.length; position += 1) {
    // Doubling starts from the rightmost digit of the payload, since the check digit will follow it.
    const digit = digits.charCodeAt(digits.length - 1 - position) - 48;
    if (position % 2 === 0) {
      const doubled = digit * 2;
      sum += doubled > 9 ? doubled - 9 : doubled;
    } else {
      sum += digit;
    }
  }
  return (10 - (sum % 10)) % 10;
}

/** Whether a string of digits ends with its correct Luhn check digit. */
export function hasValidLuhnCheckDigit(digits: string): boolean {
  if (!/^\d{2,}$/.test(digits)) return false;
  return luhnCheckDigit(digits.slice(0, -1)) === Number(digits.at(-1));
}

// VINs carry a check digit in position 9 (ISO 3779 as North America and China's GB 16735 use it): each character
// as a number (letters by the transliteration table; I, O and Q never occur), weighted by its position, summed
// modulo 11, 10 written as X.
const vinWeights = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];
const vinLetterValues = 'A1B2C3D4E5F6G7H8J1K2L3M4N5P7R9S2T3U4V5W6X7Y8Z9';

function vinCharacterValue(character: string): number | undefined {
  if (character >= '0' && character <= '9') return Number(character);
  const at = vinLetterValues.indexOf(character);
  return at % 2 === 0 ? Number(vinLetterValues[at + 1]) : undefined;
}

/** The check character a 17-character VIN should have in position 9; undefined for a malformed VIN. */
export function vinCheckCharacter(vin: string): string | undefined {
  if (!vinPattern.test(vin)) return undefined;
  let sum = 0;
  for (let position = 0; position < 17; position += 1) {
    sum += (vinCharacterValue(vin[position] ?? '') ?? 0) * (vinWeights[position] ?? 0);
  }
  const remainder = sum % 11;
  return remainder === 10 ? 'X' : String(remainder);
}

/** Whether a VIN is well formed and its position 9 holds its check character. */
export function hasValidVinCheckDigit(vin: string): boolean {
  const expected = vinCheckCharacter(vin);
  return expected !== undefined && vin[8] === expected;
}

// The resident identity card number (GB 11643): 6 digits of region, the birth date YYYYMMDD, 3 of sequence, and a
// check character: the first 17 weighted by 2^(17 - i) mod 11, summed mod 11, mapped through "10X98765432".
const identityWeights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const identityCheckCharacters = '10X98765432';

/** The check character of an 18-character identity number (from its first 17 digits); undefined if malformed. */
export function identityNumberCheckCharacter(number: string): string | undefined {
  if (!/^\d{17}[\dX]$/.test(number)) return undefined;
  let sum = 0;
  for (let position = 0; position < 17; position += 1) {
    sum += (number.charCodeAt(position) - 48) * (identityWeights[position] ?? 0);
  }
  return identityCheckCharacters[sum % 11];
}

/** The birth date an identity number holds (YYYY-MM-DD), or undefined when it is no real date. */
export function identityNumberBirthDate(number: string): string | undefined {
  const match = /^\d{6}(\d{4})(\d{2})(\d{2})/.exec(number);
  if (!match) return undefined;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real && year >= 1900 ? `${match[1]}-${match[2]}-${match[3]}` : undefined;
}

/**
 * Whether an 18-character identity number is well formed: its check character right and its birth date a real
 * date, not after `today` (YYYY-MM-DD; a number is never issued for a birth in the future).
 */
export function isValidIdentityNumber(number: string, today: string): boolean {
  const birthDate = identityNumberBirthDate(number);
  return identityNumberCheckCharacter(number) === number[17] && birthDate !== undefined && birthDate <= today;
}

// GB 32100-2015: 18 characters from this alphabet (no I, O, S, V, Z); the last is the check character, from the
// first 17 weighted by 3^i mod 31.
const creditCodeAlphabet = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const creditCodeWeights = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/** The check character an 18-character unified social credit code should end with; undefined if malformed. */
export function socialCreditCodeCheckCharacter(code: string): string | undefined {
  if (!/^[0-9A-HJ-NPQRTUWXY]{17}/.test(code)) return undefined;
  let sum = 0;
  for (let position = 0; position < 17; position += 1) {
    sum += creditCodeAlphabet.indexOf(code[position] ?? '') * (creditCodeWeights[position] ?? 0);
  }
  return creditCodeAlphabet[(31 - (sum % 31)) % 31];
}

/** Whether a unified social credit code is well formed and ends with its check character. */
export const hasValidSocialCreditCode = (code: string): boolean =>
  /^[0-9A-HJ-NPQRTUWXY]{18}$/.test(code) && code[17] === socialCreditCodeCheckCharacter(code);

// GB 11714: 8 digits or capitals, then a check character (11 - weighted sum mod 11; 10 is X, 11 is 0).
const organisationCodeWeights = [3, 7, 9, 10, 5, 8, 4, 2];

/** Whether an organisation code (9 characters, often written with a hyphen before the last) checks out. */
export function hasValidOrganisationCode(code: string): boolean {
  if (!/^[0-9A-Z]{8}[0-9X]$/.test(code)) return false;
  let sum = 0;
  for (let position = 0; position < 8; position += 1) {
    const character = code[position] ?? '0';
    const value = /\d/.test(character) ? Number(character) : character.charCodeAt(0) - 55;
    sum += value * (organisationCodeWeights[position] ?? 0);
  }
  const check = 11 - (sum % 11);
  return code[8] === (check === 10 ? 'X' : check === 11 ? '0' : String(check));
}
