import { kindsOfCardNumber, maximumCardBatch, normalizeCardNumber } from '@simdesk/contract';

export interface ParsedBatch {
  /** Well-formed card numbers, normalised, each once, in the pasted order. */
  numbers: string[];
  /** What has the shape of no ICCID, MSISDN or IMSI, as pasted. */
  invalid: string[];
  /** More numbers than one batch query may name. */
  tooMany: boolean;
}

/**
 * The numbers of a pasted batch: one per line or separated by commas, semicolons or tabs. Spaces inside a
 * line are kept together (grouped numbers like "8986 0424 …"), unless the line holds several numbers.
 */
export function parseBatchNumbers(text: string): ParsedBatch {
  const pieces = text
    .split(/[\n\r,;\t]+/)
    .flatMap((line) => {
      const trimmed = line.trim();
      if (trimmed === '') return [];
      // A line with spaces is one grouped number when joined it is one; else several numbers.
      return kindsOfCardNumber(trimmed).length > 0 ? [trimmed] : trimmed.split(/\s+/);
    })
    .filter((piece) => piece !== '');
  const numbers: string[] = [];
  const invalid: string[] = [];
  const seen = new Set<string>();
  for (const piece of pieces) {
    if (kindsOfCardNumber(piece).length === 0) {
      invalid.push(piece);
      continue;
    }
    const number = normalizeCardNumber(piece);
    if (!seen.has(number)) numbers.push(number);
    seen.add(number);
  }
  return { numbers, invalid, tooMany: numbers.length > maximumCardBatch };
}
