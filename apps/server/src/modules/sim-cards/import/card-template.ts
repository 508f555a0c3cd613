import ExcelJS from 'exceljs';
import { cardImportColumns, type CardImportFormat, type LocaleCode } from '@simdesk/contract';
import { csvByteOrderMark, csvLine } from '../../../platform/tasks/csv';
import { exampleRow, importTexts } from './import-columns';

export interface TemplateFile {
  fileName: string;
  contentType: string;
  content: Buffer;
}

const ruleKeys = ['oneCard', 'iccid', 'numbers', 'status', 'org', 'existing', 'example', 'report'] as const;

function templateParts(locale: LocaleCode) {
  const texts = importTexts(locale);
  const header = cardImportColumns.map((column) => texts.columns[column]);
  const example = cardImportColumns.map((column) =>
    column === 'remark' ? texts.exampleRemark : exampleRow[column],
  );
  const rules = ruleKeys.map((key) => texts.rules[key]);
  return { texts, header, example, rules };
}

/** CSV: the header, the example row, then the rules as '#' comment lines the import skips. */
function csvTemplate(locale: LocaleCode): Buffer {
  const { texts, header, example, rules } = templateParts(locale);
  const comments = [texts.rules.title, ...rules].map((line) => `# ${line}\r\n`).join('');
  return Buffer.from(csvByteOrderMark + csvLine(header) + csvLine(example) + comments, 'utf8');
}

/** XLSX: a cards sheet whose columns are text (an ICCID as a number loses digits) and a rules sheet. */
async function xlsxTemplate(locale: LocaleCode): Promise<Buffer> {
  const { texts, header, example, rules } = templateParts(locale);
  const workbook = new ExcelJS.Workbook();
  const cards = workbook.addWorksheet(texts.sheetCards);
  cards.columns = header.map((title, index) => ({
    header: title,
    width: index < 3 ? 24 : 18,
    style: { numFmt: '@' },
  }));
  cards.getRow(1).font = { bold: true };
  const exampleLine = cards.addRow(example);
  exampleLine.font = { italic: true, color: { argb: 'FF8C8C8C' } };
  const rulesSheet = workbook.addWorksheet(texts.sheetRules);
  rulesSheet.getColumn(1).width = 120;
  rulesSheet.addRow([texts.rules.title]).font = { bold: true };
  for (const rule of rules) rulesSheet.addRow([rule]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The card import template in the caller's language. */
export async function cardImportTemplate(
  format: CardImportFormat,
  locale: LocaleCode,
): Promise<TemplateFile> {
  const baseName = `card-import-template-${locale}`;
  if (format === 'csv') {
    return {
      fileName: `${baseName}.csv`,
      contentType: 'text/csv; charset=utf-8',
      content: csvTemplate(locale),
    };
  }
  return {
    fileName: `${baseName}.xlsx`,
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    content: await xlsxTemplate(locale),
  };
}
