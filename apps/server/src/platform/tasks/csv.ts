import { neutralizeFormula, type SpreadsheetCell, type SpreadsheetRow } from '../files/spreadsheet-cell';

/** One cell of a CSV file a task writes. */
export type CsvCell = SpreadsheetCell;
export type CsvRow = SpreadsheetRow;

function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  // The formula rule shared with the XLSX writer (platform/files).
  const text = String(neutralizeFormula(value));
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One CSV line (CRLF, as RFC 4180 and spreadsheets expect), with formula injection neutralised. */
export function csvLine(row: CsvRow): string {
  return `${row.map(csvCell).join(',')}\r\n`;
}

/** The UTF-8 byte order mark: spreadsheet programs then read Chinese names correctly. */
export const csvByteOrderMark = '\uFEFF';
