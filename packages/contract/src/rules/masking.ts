/** The character shown in place of each hidden one. */
export const maskCharacter = '*';

/** Keeps `keepStart` and `keepEnd` characters and masks each character between them. */
function maskMiddle(characters: readonly string[], keepStart: number, keepEnd: number): string {
  const hidden = characters.length - keepStart - keepEnd;
  return (
    characters.slice(0, keepStart).join('') +
    maskCharacter.repeat(hidden) +
    characters.slice(characters.length - keepEnd).join('')
  );
}

/**
 * Masks a sensitive value for display (spec §5): 2 characters keep the first; longer values keep the
 * first and last. A single character or an empty value is shown as is, since there is nothing to keep apart.
 */
export function maskSensitive(value: string): string {
  // Split by code point so a name in a CJK extension plane is masked as one character.
  const characters = Array.from(value);
  if (characters.length <= 1) return value;
  if (characters.length === 2) return maskMiddle(characters, 1, 0);
  return maskMiddle(characters, 1, 1);
}

/** Masks all but the first `keepStart` and last `keepEnd` characters, or falls back to `maskSensitive`. */
function maskKeeping(value: string, keepStart: number, keepEnd: number): string {
  const characters = Array.from(value);
  // Too short to hide anything with this rule: still hide something.
  if (characters.length <= keepStart + keepEnd) return maskSensitive(value);
  return maskMiddle(characters, keepStart, keepEnd);
}

/** Phone number for display under PIPL: 13812345678 becomes 138****5678. */
export function maskPhone(phone: string): string {
  return maskKeeping(phone, 3, 4);
}

/** ID document number for display under PIPL: first 3 and last 4 kept, e.g. 110***********1234. */
export function maskIdNumber(idNumber: string): string {
  return maskKeeping(idNumber, 3, 4);
}
