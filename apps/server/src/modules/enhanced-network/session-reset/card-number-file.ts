import { open, readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  maximumSessionResetBatch,
  sessionResetFileMaximumBytes,
} from '@simdesk/contract/modules/enhanced-network';
import { badRequest } from '../../../platform/http/app-error';
import type { UploadRules } from '../../../platform/http/register-upload';

const acceptedExtensions = ['.txt', '.csv'];
const sampleBytes = 4096;

/** A file of card numbers: text (no NUL byte in its first bytes), named .txt or .csv. */
export const cardNumberFileRules: UploadRules<'text'> = {
  maximumBytes: sessionResetFileMaximumBytes,
  defaultFileName: 'cards.txt',
  fileName: {
    accepts: (fileName) => acceptedExtensions.includes(path.extname(fileName).toLowerCase()),
    refusal: `name the file ${acceptedExtensions.join(' or ')}`,
  },
  judgeFile: async (filePath) => {
    const handle = await open(filePath, 'r');
    try {
      const buffer = Buffer.alloc(sampleBytes);
      const { bytesRead } = await handle.read(buffer, 0, sampleBytes, 0);
      return buffer.subarray(0, bytesRead).includes(0)
        ? { refused: 'the file is not text: send one ICCID, MSISDN or IMSI a line' }
        : { format: 'text' };
    } finally {
      await handle.close();
    }
  },
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
