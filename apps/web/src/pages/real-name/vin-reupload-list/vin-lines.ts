import type { z } from 'zod';
import { isValidIdentifier, normalizeCardNumber, normalizeIdentifier } from '@simdesk/contract';
import type { VinReuploadLine } from '@simdesk/contract/modules/real-name';
import { linesOfFile, withoutHeader } from '../../../features/real-name/text-from-file';

/** The form field holding the lines as pasted. */
export const vinLinesField = 'lineText';

/** A pasted list of cards with their VINs, read line by line. */
export interface VinLines {
  /** The lines that are not blank, read or not. */
  lineCount: number;
  /** Each card once with the VIN to send for it, in the pasted order. */
  lines: VinReuploadLine[];
  /** The numbers (from 1, as the text area counts them) of lines that are no card number and valid VIN. */
  malformed: number[];
  /** The numbers of lines naming a card an earlier line named. */
  repeated: number[];
}

// A comma, semicolon or tab with spaces around it, or spaces alone; CSV quotes are dropped first.
const separator = /\s*[,;\t]\s*|\s+/;

const isCardNumber = (piece: string) =>
  isValidIdentifier('iccid', piece) || isValidIdentifier('msisdn', piece);

/** A line's pieces: the card number first, the VIN second, when the line is made of just those. */
function piecesOf(line: string): string[] {
  return line.replaceAll('"', '').trim().split(separator);
}

/** Whether a line starts with a card number (a file's header does not). */
export function startsWithCardNumber(line: string): boolean {
  return isCardNumber(piecesOf(line)[0] ?? '');
}

/**
 * Reads "ICCID or MSISDN, VIN" lines (a comma, a tab or spaces between); blank lines are skipped. With the
 * call's line schema, a VIN must also pass its check character.
 */
export function readVinLines(text: string | undefined, lineSchema?: z.ZodType): VinLines {
  const read: VinLines = { lineCount: 0, lines: [], malformed: [], repeated: [] };
  const seen = new Set<string>();
  (text ?? '').split(/\r?\n/).forEach((line, index) => {
    if (line.trim() === '') return;
    read.lineCount += 1;
    const [card = '', vin = '', ...rest] = piecesOf(line);
    const entry = { cardNumber: normalizeCardNumber(card), vin: normalizeIdentifier('vin', vin) };
    const wellFormed = rest.length === 0 && isCardNumber(card) && isValidIdentifier('vin', vin);
    if (!wellFormed || lineSchema?.safeParse(entry).success === false) read.malformed.push(index + 1);
    else if (seen.has(entry.cardNumber)) read.repeated.push(index + 1);
    else {
      seen.add(entry.cardNumber);
      read.lines.push(entry);
    }
  });
  return read;
}

/** A file's lines as the pasted list takes them, a first line naming no card (a header) left out. */
export function vinTextOfFile(_fileName: string, content: string): string {
  return withoutHeader(linesOfFile(content), startsWithCardNumber).join('\n');
}
