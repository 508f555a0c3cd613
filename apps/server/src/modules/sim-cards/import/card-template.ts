import { cardImportColumns, type CardImportFormat, type LocaleCode } from '@simdesk/contract';
import { exampleRow, importTexts } from './import-columns';
import { writeRowImportTemplate, type TemplateFile } from './row-import-template';

const ruleKeys = ['oneCard', 'iccid', 'numbers', 'status', 'org', 'existing', 'example', 'report'] as const;

/** The card import template in the caller's language: CSV (rules as '#' comments) or XLSX (a rules sheet). */
export function cardImportTemplate(format: CardImportFormat, locale: LocaleCode): Promise<TemplateFile> {
  const texts = importTexts(locale);
  return writeRowImportTemplate(format, {
    baseName: `card-import-template-${locale}`,
    header: cardImportColumns.map((column) => texts.columns[column]),
    example: cardImportColumns.map((column) =>
      column === 'remark' ? texts.exampleRemark : exampleRow[column],
    ),
    rules: [texts.rules.title, ...ruleKeys.map((key) => texts.rules[key])],
    sheetName: texts.sheetCards,
    rulesSheetName: texts.sheetRules,
  });
}
