/** One cell of a CSV file a task writes. */
export type CsvCell = string | number | boolean | null | undefined;
export type CsvRow = readonly CsvCell[];

// A spreadsheet runs a cell that starts with these as a formula (S14); a leading ' keeps it text.
const formulaStart = /^[=+\-@\t\r\0]/;

function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && formulaStart.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One CSV line (CRLF, as RFC 4180 and spreadsheets expect), with formula injection neutralised. */
export function csvLine(row: CsvRow): string {
  return `${row.map(csvCell).join(',')}\r\n`;
}

/** The UTF-8 byte order mark: spreadsheet programs then read Chinese names correctly. */
export const csvByteOrderMark = '\uFEFF';
