// ICCIDs (and IMEIs) end with a Luhn check digit (ISO/IEC 7812): what the card import checks when asked to.

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
