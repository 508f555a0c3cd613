import { open } from 'node:fs/promises';
import type { CardImportFormat } from '@simdesk/contract';

const sampleBytes = 8192;

/** ZIP local file header: every XLSX starts with it. */
const zipMagic = [0x50, 0x4b, 0x03, 0x04];
/** OLE compound file: the old binary .xls. */
const oleMagic = [0xd0, 0xcf, 0x11, 0xe0];

function startsWith(sample: Uint8Array, magic: readonly number[]): boolean {
  return magic.every((byte, index) => sample[index] === byte);
}

/**
 * What a file is by its first bytes, never by its name or the browser's MIME type: an XLSX (a ZIP), or CSV
 * (UTF-8 text, no NUL bytes). Answers the reason it is refused otherwise.
 */
export function importFormatOf(sample: Uint8Array): { format: CardImportFormat } | { refused: string } {
  if (sample.length === 0) return { refused: 'the file is empty' };
  if (startsWith(sample, zipMagic)) return { format: 'xlsx' };
  if (startsWith(sample, oleMagic)) {
    return { refused: 'old Excel files (.xls) are not read: save the file as .xlsx or CSV UTF-8' };
  }
  if (sample.includes(0)) return { refused: 'the file is neither CSV text nor an Excel (.xlsx) workbook' };
  try {
    // stream: a character cut at the end of the sample is not an error.
    new TextDecoder('utf-8', { fatal: true }).decode(sample, { stream: true });
  } catch {
    return { refused: 'the CSV file is not UTF-8 text: save it as CSV UTF-8' };
  }
  return { format: 'csv' };
}

export async function importFormatOfFile(
  filePath: string,
): Promise<{ format: CardImportFormat } | { refused: string }> {
  const handle = await open(filePath, 'r');
  try {
    const buffer = Buffer.alloc(sampleBytes);
    const { bytesRead } = await handle.read(buffer, 0, sampleBytes, 0);
    return importFormatOf(buffer.subarray(0, bytesRead));
  } finally {
    await handle.close();
  }
}
