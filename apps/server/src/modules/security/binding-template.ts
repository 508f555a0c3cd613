import ExcelJS from 'exceljs';
import {
  bindingImportColumns,
  isValidImei,
  type BindingImportColumn,
} from '@simdesk/contract/modules/security';
import { luhnCheckDigit, type CardImportFormat, type LocaleCode } from '@simdesk/contract';
import { localeResources } from '@simdesk/contract/locale-resources';
import { csvByteOrderMark, csvLine } from '../../platform/tasks/csv';
import { headerReader, ImportFileProblem } from '../sim-cards';

const importTexts = (locale: LocaleCode) => localeResources[locale].security.import;
const ruleKeys = ['oneCard', 'imei', 'rebind', 'report'] as const;

const readBindingHeader = headerReader(
  bindingImportColumns,
  (locale, column) => importTexts(locale).columns[column],
);

/** Which column each header cell names; a file without both columns is refused whole. */
export function bindingHeader(cells: readonly string[]): (BindingImportColumn | undefined)[] {
  const header = readBindingHeader(cells);
  if (!header.includes('iccid') || !header.includes('imei')) {
    throw new ImportFileProblem('the first row names no ICCID and IMEI columns: use the binding template');
  }
  return header;
}

const examplePayload = '8986000000000000000';
const exampleImeiBody = '35875309123456';
/** The template's example row: a card no console has, so an import reports it and binds nothing. */
const exampleRow = [
  `${examplePayload}${luhnCheckDigit(examplePayload)}`,
  `${exampleImeiBody}${luhnCheckDigit(exampleImeiBody)}`,
];
if (!isValidImei(exampleRow[1] ?? '')) throw new Error('the template example IMEI is not valid');

/** The binding template in the caller's language: CSV (rules as '#' comments) or XLSX (a rules sheet). */
export async function bindingTemplate(format: CardImportFormat, locale: LocaleCode) {
  const texts = importTexts(locale);
  const header = bindingImportColumns.map((column) => texts.columns[column]);
  const rules = [texts.rules.title, ...ruleKeys.map((key) => texts.rules[key])];
  const baseName = `binding-template-${locale}`;
  if (format === 'csv') {
    const comments = rules.map((line) => `# ${line}\r\n`).join('');
    const content = csvByteOrderMark + csvLine(header) + csvLine(exampleRow) + comments;
    return {
      fileName: `${baseName}.csv`,
      contentType: 'text/csv; charset=utf-8',
      content: Buffer.from(content),
    };
  }
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(texts.sheetCards);
  // Text columns: an ICCID or IMEI typed as a number loses digits.
  sheet.columns = header.map((title) => ({ header: title, width: 24, style: { numFmt: '@' } }));
  sheet.getRow(1).font = { bold: true };
  sheet.addRow(exampleRow).font = { italic: true, color: { argb: 'FF8C8C8C' } };
  const rulesSheet = workbook.addWorksheet(texts.sheetRules);
  rulesSheet.getColumn(1).width = 120;
  for (const rule of rules) rulesSheet.addRow([rule]);
  return {
    fileName: `${baseName}.xlsx`,
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    content: Buffer.from(await workbook.xlsx.writeBuffer()),
  };
}
