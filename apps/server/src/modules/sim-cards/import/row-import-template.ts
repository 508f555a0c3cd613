import ExcelJS from 'exceljs';
import type { CardImportFormat } from '@simdesk/contract';
import { csvByteOrderMark, csvLine } from '../../../platform/tasks/csv';

/** A template file as the template download answers it. */
export interface TemplateFile {
  fileName: string;
  contentType: string;
  content: Buffer;
}

/** An import template in one language: the header, an example row, the rules and the names of its parts. */
export interface RowImportTemplate {
  /** The file's name without the extension, e.g. 'vehicle-template-zh-CN'. */
  baseName: string;
  header: readonly string[];
  example: readonly string[];
  /** The rules' title, then one line per rule. */
  rules: readonly string[];
  sheetName: string;
  rulesSheetName: string;
}

/** A template as CSV (the rules as '#' comment lines the import skips) or XLSX (text columns, a rules sheet). */
export async function writeRowImportTemplate(
  format: CardImportFormat,
  template: RowImportTemplate,
): Promise<TemplateFile> {
  const { baseName, header, example, rules } = template;
  if (format === 'csv') {
    const comments = rules.map((line) => `# ${line}\r\n`).join('');
    return {
      fileName: `${baseName}.csv`,
      contentType: 'text/csv; charset=utf-8',
      content: Buffer.from(csvByteOrderMark + csvLine(header) + csvLine(example) + comments),
    };
  }
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(template.sheetName);
  // Text columns: an ICCID, IMEI or code typed as a number loses digits or leading zeros.
  sheet.columns = header.map((title) => ({ header: title, width: 24, style: { numFmt: '@' } }));
  sheet.getRow(1).font = { bold: true };
  sheet.addRow([...example]).font = { italic: true, color: { argb: 'FF8C8C8C' } };
  const rulesSheet = workbook.addWorksheet(template.rulesSheetName);
  rulesSheet.getColumn(1).width = 120;
  const [title, ...lines] = rules;
  rulesSheet.addRow([title]).font = { bold: true };
  for (const line of lines) rulesSheet.addRow([line]);
  return {
    fileName: `${baseName}.xlsx`,
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    content: Buffer.from(await workbook.xlsx.writeBuffer()),
  };
}
