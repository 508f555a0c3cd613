import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  maximumSessionResetBatch,
  sessionResetFileMaximumBytes,
} from '@simdesk/contract/modules/enhanced-network';
import { badRequest } from '../../../platform/http/app-error';
import type { UploadRules } from '../../../platform/http/register-upload';

const acceptedExtensions = ['.txt', '.csv'];

/** A file of card numbers: text (no NUL byte), named .txt or .csv. */
export const cardNumberFileRules: UploadRules<'text'> = {
  maximumBytes: sessionResetFileMaximumBytes,
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
  if (numbers.size > maximumSessionResetBatch) {
    throw badRequest(`the file names ${numbers.size} cards; at most ${maximumSessionResetBatch} at a time`);
  }
  return [...numbers];
}
