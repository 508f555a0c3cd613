/** One cell of a spreadsheet file (CSV or XLSX) the server writes. */
export type SpreadsheetCell = string | number | boolean | null | undefined;
export type SpreadsheetRow = readonly SpreadsheetCell[];

/**
 * A spreadsheet runs a cell that starts with one of these as a formula (S14): = + - @, and tab, CR and NUL,
 * which some programs skip before looking for one. Exports that build their cells in SQL use the same list.
 */
export const formulaStartCharacters = ['=', '+', '-', '@', '\t', '\r', '\0'] as const;

const unicodeEscape = (character: string) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`;
const formulaStart = new RegExp(`^[${formulaStartCharacters.map(unicodeEscape).join('')}]`);

/** True when a spreadsheet program could read this text as a formula. */
export function looksLikeFormula(text: string): boolean {
  return formulaStart.test(text);
}

/**
 * The one formula-injection rule of every file we write: text that could start a formula gets a leading ',
 * which spreadsheet programs read as "this is text". Numbers and booleans stay as they are (a negative number
 * is a number, not a formula).
 */
export function neutralizeFormula<Cell extends SpreadsheetCell>(value: Cell): Cell | string {
  return typeof value === 'string' && looksLikeFormula(value) ? `'${value}` : value;
}
