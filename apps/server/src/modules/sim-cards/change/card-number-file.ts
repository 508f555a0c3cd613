import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { cardNumberFileAccept, cardNumberFileMaximumBytes, maximumCardChangeBatch } from '@simdesk/contract';
import { badRequest } from '../../../platform/http/app-error';
import type { UploadRules } from '../../../platform/http/register-upload';

const acceptedExtensions = cardNumberFileAccept.split(',');

/** A file of card numbers for a batch change (session resets, pool members): text (no NUL byte), .txt or .csv. */
export const cardNumberFileRules: UploadRules<'text'> = {
  maximumBytes: cardNumberFileMaximumBytes,
  defaultFileName: 'cards.txt',
  fileName: {
    accepts: (fileName) => acceptedExtensions.includes(path.extname(fileName).toLowerCase()),
    refusal: `name the file ${acceptedExtensions.join(' or ')}`,
  },
  // The whole file is small (the limit above): a NUL byte anywhere means it is not text.
  judgeFile: async (filePath) =>
    (await readFile(filePath)).includes(0)
      ? { refused: 'the file is not text: send one ICCID, MSISDN or IMSI a line' }
      : { format: 'text' },
};

/**
 * The card numbers of a stored file: the first column of each line, without quotes; a line with no digit (a
 * header) is skipped, a number named twice counts once. More than a batch holds is refused.
 */
export async function readCardNumbers(dataDir: string, storedPath: string): Promise<string[]> {
  const text = await readFile(path.join(dataDir, storedPath), 'utf8');
  const numbers = new Set<string>();
  for (const line of text.split(/\r?\n/)) {
    const first = (line.split(/[,;\t]/)[0] ?? '')
      .replace(/^\uFEFF/, '')
      .replaceAll('"', '')
      .trim();
    if (/\d/.test(first)) numbers.add(first);
  }
  if (numbers.size === 0) throw badRequest('the file names no card: one ICCID, MSISDN or IMSI a line');
  if (numbers.size > maximumCardChangeBatch) {
    throw badRequest(`the file names ${numbers.size} cards; at most ${maximumCardChangeBatch} at a time`);
  }
  return [...numbers];
}
