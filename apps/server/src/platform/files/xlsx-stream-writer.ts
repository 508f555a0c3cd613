import { EventEmitter } from 'node:events';
import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { neutralizeFormula, type SpreadsheetCell, type SpreadsheetRow } from './spreadsheet-cell';
import type { SpreadsheetWriter } from './spreadsheet-writer';

/** An XLSX sheet holds 1,048,576 rows; a bigger export continues on the next sheet. */
export const maximumRowsPerSheet = 1_000_000;

export interface XlsxStreamOptions {
  /** Where the zipped workbook goes; it is ended when the workbook is complete. */
  stream: Writable;
  sheetName: string;
  header: SpreadsheetRow;
  /** Column widths in characters, one per header cell. */
  columnWidths?: readonly number[];
  rowsPerSheet?: number;
}

/** Resolves once a stream has taken its buffered writes (or ended): the zip has caught up. */
function drained(stream: EventEmitter): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      stream.off('drain', done);
      stream.off('close', done);
      stream.off('error', done);
      resolve();
    };
    stream.on('drain', done);
    stream.on('close', done);
    stream.on('error', done);
  });
}

function needsDrain(stream: EventEmitter): boolean {
  const state: unknown = Reflect.get(stream, '_writableState');
  return typeof state === 'object' && state !== null && Reflect.get(state, 'needDrain') === true;
}

/**
 * exceljs (4.4.0) writes a sheet's rows into an internal buffer piped to the zip's entry stream without
 * waiting for it: on a busy machine the unzipped XML would pile up there. Waiting for those pipes to drain
 * after each batch is the backpressure exceljs leaves out; without these internals it only yields.
 */
async function sheetCaughtUp(sheet: ExcelJS.Worksheet): Promise<void> {
  const buffer: unknown = Reflect.get(sheet, 'stream');
  const pipes: unknown = typeof buffer === 'object' && buffer !== null ? Reflect.get(buffer, 'pipes') : [];
  for (const pipe of Array.isArray(pipes) ? pipes : []) {
    if (pipe instanceof EventEmitter && needsDrain(pipe)) await drained(pipe);
  }
  await new Promise<void>((resolve) => setImmediate(resolve));
}

function cellValue(value: SpreadsheetCell): string | number | boolean | null {
  const safe = neutralizeFormula(value);
  return safe === undefined ? null : safe;
}

/**
 * An XLSX file through exceljs's streaming writer: each row is committed (serialised and handed to the zip)
 * as soon as it is added, inline strings rather than a shared-string table that would grow with the file, so
 * memory stays flat however many rows pass. Text cells follow the same formula rule as CSV.
 */
export function createXlsxStreamWriter(options: XlsxStreamOptions): SpreadsheetWriter {
  const rowsPerSheet = Math.min(options.rowsPerSheet ?? maximumRowsPerSheet, maximumRowsPerSheet);
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: options.stream,
    useSharedStrings: false,
    useStyles: true,
  });
  let sheet: ExcelJS.Worksheet | undefined;
  let sheetCount = 0;
  let rowsInSheet = 0;

  const openSheet = (): ExcelJS.Worksheet => {
    sheetCount += 1;
    const name = sheetCount === 1 ? options.sheetName : `${options.sheetName} ${sheetCount}`;
    const opened = workbook.addWorksheet(name.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
    opened.columns = options.header.map((_, index) => ({ width: options.columnWidths?.[index] ?? 16 }));
    const header = opened.addRow(options.header.map(cellValue));
    header.font = { bold: true };
    header.commit();
    rowsInSheet = 0;
    return opened;
  };

  return {
    async addRows(rows) {
      for (const row of rows) {
        if (!sheet || rowsInSheet >= rowsPerSheet) {
          sheet?.commit();
          sheet = openSheet();
        }
        sheet.addRow(row.map(cellValue)).commit();
        rowsInSheet += 1;
      }
      // The zip takes what was committed before the next batch is read.
      if (sheet) await sheetCaughtUp(sheet);
    },
    async finish() {
      if (!sheet) sheet = openSheet();
      await workbook.commit();
    },
    abandon(error) {
      options.stream.destroy(error);
    },
  };
}
