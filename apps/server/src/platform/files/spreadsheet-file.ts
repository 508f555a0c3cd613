import { createWriteStream, type WriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import { csvByteOrderMark, csvLine } from '../tasks/csv';
import type { ResultContent } from '../tasks/task-kind';
import type { SpreadsheetRow } from './spreadsheet-cell';
import type { SpreadsheetFormat, SpreadsheetWriter } from './spreadsheet-writer';
import { createXlsxStreamWriter } from './xlsx-stream-writer';

/** What a spreadsheet starts with: its sheet name (XLSX), header and column widths. */
export interface SpreadsheetLayout {
  sheetName: string;
  header: SpreadsheetRow;
  columnWidths?: readonly number[];
}

async function writeHonouringBackpressure(stream: WriteStream, text: string | Buffer): Promise<void> {
  if (!stream.write(text)) await once(stream, 'drain');
}

function csvFileWriter(stream: WriteStream, layout: SpreadsheetLayout): SpreadsheetWriter {
  const started = writeHonouringBackpressure(stream, csvByteOrderMark + csvLine(layout.header));
  return {
    async addRows(rows) {
      await started;
      await writeHonouringBackpressure(stream, rows.map(csvLine).join(''));
    },
    async addCsvLines(chunk) {
      await started;
      await writeHonouringBackpressure(stream, chunk);
    },
    async finish() {
      await started;
      stream.end();
      await once(stream, 'close');
    },
    abandon(error) {
      stream.destroy(error);
    },
  };
}

/**
 * A spreadsheet written straight to a file, batch by batch (benchmarks, tools): CSV with a byte order mark,
 * or XLSX through the streaming writer. Tasks write through their result helpers instead.
 */
export async function openSpreadsheetFile(
  filePath: string,
  format: SpreadsheetFormat,
  layout: SpreadsheetLayout,
): Promise<SpreadsheetWriter> {
  await mkdir(path.dirname(filePath), { recursive: true });
  const stream = createWriteStream(filePath);
  // A write error rejects the pending `once` of the writer; an abandoned file's own error is expected.
  stream.on('error', () => undefined);
  const writer =
    format === 'csv' ? csvFileWriter(stream, layout) : createXlsxStreamWriter({ ...layout, stream });
  return {
    ...writer,
    async finish() {
      await writer.finish();
      if (stream.errored) throw stream.errored;
      if (!stream.closed) await once(stream, 'close');
    },
  };
}

/**
 * An XLSX task result: the workbook streams into the file the task's `writeResultFile` writes (a temporary
 * file renamed into place when complete) while rows are added.
 */
export function openXlsxTaskResult(
  writeResultFile: (fileName: string, content: ResultContent) => Promise<void>,
  fileName: string,
  layout: SpreadsheetLayout,
): SpreadsheetWriter {
  const output = new PassThrough();
  // A failure on either side is kept here and thrown at the next batch; the stream's own error event is
  // not the place to learn of it.
  output.on('error', () => undefined);
  let failure: unknown;
  const written = writeResultFile(fileName, { stream: output }).catch((error: unknown) => {
    failure = error;
    output.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  const writer = createXlsxStreamWriter({ ...layout, stream: output });
  const throwIfFailed = () => {
    if (failure !== undefined) throw failure;
  };
  return {
    async addRows(rows) {
      throwIfFailed();
      await writer.addRows(rows);
    },
    async finish() {
      throwIfFailed();
      await writer.finish();
      await written;
      throwIfFailed();
    },
    abandon(error) {
      writer.abandon(error);
    },
  };
}
