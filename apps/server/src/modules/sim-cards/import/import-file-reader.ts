import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Transform, type Readable } from 'node:stream';
import { parse } from 'csv-parse';
import ExcelJS from 'exceljs';
import type { CardImportColumn, CardImportFormat } from '@simdesk/contract';
import { readHeader } from './import-columns';

/** One data row of an import file: its row number as a spreadsheet shows it, and its cells by column. */
export interface ImportRecord<Column extends string = CardImportColumn> {
  rowNumber: number;
  cells: Partial<Record<Column, string>>;
  /** Set when a cell could not be read faithfully (an ICCID stored as a number). */
  problem?: string;
}

/** A file that cannot be imported at all (no ICCID column, not a workbook): the whole task fails with it. */
export class ImportFileProblem extends Error {}

export interface ImportFileReader<Column extends string = CardImportColumn> {
  rows: AsyncIterable<ImportRecord<Column>>;
  /** How much of the file was read, 0–1: the progress estimate of a file whose row count is unknown. */
  fractionRead(): number;
}

const maximumCellLength = 200;

/** A cell of a workbook as text; numbers beyond 15 digits lost precision in the workbook already. */
function workbookCellText(value: unknown): { text: string; lostDigits: boolean } {
  if (value === null || value === undefined) return { text: '', lostDigits: false };
  if (typeof value === 'number') {
    return { text: String(value), lostDigits: !Number.isSafeInteger(value) };
  }
  if (typeof value === 'string' || typeof value === 'boolean')
    return { text: String(value), lostDigits: false };
  if (value instanceof Date) return { text: value.toISOString(), lostDigits: false };
  if (typeof value === 'object') {
    const cell = value as { richText?: { text: string }[]; text?: unknown; result?: unknown };
    if (Array.isArray(cell.richText))
      return { text: cell.richText.map((part) => part.text).join(''), lostDigits: false };
    if (cell.text !== undefined) return workbookCellText(cell.text);
    if (cell.result !== undefined) return workbookCellText(cell.result);
  }
  return { text: '', lostDigits: false };
}

/** Which column each header cell names (undefined: a column the import ignores); throws for a header it refuses. */
export type ImportHeaderReader<Column extends string> = (cells: readonly string[]) => (Column | undefined)[];

function toRecord<Column extends string>(
  header: readonly (Column | undefined)[],
  rowNumber: number,
  values: readonly string[],
  lostDigitsAt: ReadonlySet<number> = new Set(),
): ImportRecord<Column> | undefined {
  const cells: Partial<Record<Column, string>> = {};
  let problem: string | undefined;
  let empty = true;
  header.forEach((column, index) => {
    const text = (values[index] ?? '').trim().slice(0, maximumCellLength);
    if (!column || text === '') return;
    empty = false;
    cells[column] = text;
    if (lostDigitsAt.has(index) && !problem) {
      problem = `${column} was stored as a number and lost digits: format the column as text`;
    }
  });
  if (empty) return undefined;
  return problem === undefined ? { rowNumber, cells } : { rowNumber, cells, problem };
}

function checkedHeader(cells: readonly string[]): (CardImportColumn | undefined)[] {
  const header = readHeader(cells);
  if (!header.includes('iccid')) {
    throw new ImportFileProblem('the first row names no ICCID column: use the import template');
  }
  return header;
}

async function* csvRows<Column extends string>(
  input: Readable,
  headerOf: ImportHeaderReader<Column>,
): AsyncIterable<ImportRecord<Column>> {
  const parser = input.pipe(
    parse({
      bom: true,
      comment: '#',
      comment_no_infix: true,
      relax_column_count: true,
      skip_empty_lines: true,
      info: true,
      max_record_size: 64 * 1024,
    }),
  );
  let header: (Column | undefined)[] | undefined;
  for await (const { record, info } of parser as AsyncIterable<{
    record: string[];
    info: { lines: number };
  }>) {
    if (!header) {
      header = headerOf(record);
      continue;
    }
    const row = toRecord(header, info.lines, record);
    if (row) yield row;
  }
  if (!header) throw new ImportFileProblem('the file is empty');
}

async function* xlsxRows<Column extends string>(
  input: Readable,
  headerOf: ImportHeaderReader<Column>,
): AsyncIterable<ImportRecord<Column>> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookReader(input, {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    worksheets: 'emit',
    entries: 'emit',
  });
  let header: (Column | undefined)[] | undefined;
  // Only the first sheet holds cards (the template's second sheet holds the rules).
  for await (const worksheet of workbook) {
    for await (const row of worksheet) {
      const values = Array.isArray(row.values) ? row.values.slice(1) : [];
      const cells = values.map(workbookCellText);
      if (!header) {
        header = headerOf(cells.map((cell) => cell.text));
        continue;
      }
      const lostDigits = new Set(cells.flatMap((cell, index) => (cell.lostDigits ? [index] : [])));
      const record = toRecord(
        header,
        row.number,
        cells.map((cell) => cell.text),
        lostDigits,
      );
      if (record) yield record;
    }
    break;
  }
  if (!header) throw new ImportFileProblem('the workbook has no rows');
}

/**
 * Streams the rows of an import file; never holds the whole file in memory. The header names the columns:
 * a card import's by default, another import's through its own header reader.
 */
export async function readImportFile(filePath: string, format: CardImportFormat): Promise<ImportFileReader>;
export async function readImportFile<Column extends string>(
  filePath: string,
  format: CardImportFormat,
  headerOf: ImportHeaderReader<Column>,
): Promise<ImportFileReader<Column>>;
export async function readImportFile(
  filePath: string,
  format: CardImportFormat,
  headerOf: ImportHeaderReader<string> = checkedHeader,
): Promise<ImportFileReader<string>> {
  const { size } = await stat(filePath);
  let bytesRead = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytesRead += chunk.length;
      done(null, chunk);
    },
  });
  const input = createReadStream(filePath).pipe(counter);
  const rows = format === 'csv' ? csvRows(input, headerOf) : xlsxRows(input, headerOf);
  async function* guarded(): AsyncIterable<ImportRecord<string>> {
    try {
      yield* rows;
    } catch (error) {
      if (error instanceof ImportFileProblem) throw error;
      throw new ImportFileProblem(
        `the file could not be read as ${format === 'csv' ? 'CSV' : 'an Excel workbook'}: ${
          error instanceof Error ? error.message : String(error)
        }`,
      );
    } finally {
      input.destroy();
    }
  }
  return { rows: guarded(), fractionRead: () => (size === 0 ? 1 : Math.min(1, bytesRead / size)) };
}
