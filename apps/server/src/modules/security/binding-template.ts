import { isValidImei } from '@simdesk/contract/modules/security';
import { luhnCheckDigit, type CardImportFormat, type LocaleCode } from '@simdesk/contract';
import { localeResources } from '@simdesk/contract/locale-resources';
import { writeRowImportTemplate } from '../sim-cards';

const ruleKeys = ['oneCard', 'imei', 'rebind', 'report'] as const;

const examplePayload = '8986000000000000000';
const exampleImeiBody = '35875309123456';
/** The template's example row: a card no console has, so an import reports it and binds nothing. */
const exampleRow = [
  `${examplePayload}${luhnCheckDigit(examplePayload)}`,
  `${exampleImeiBody}${luhnCheckDigit(exampleImeiBody)}`,
];
if (!isValidImei(exampleRow[1] ?? '')) throw new Error('the template example IMEI is not valid');

/** The binding template in the caller's language: CSV (rules as '#' comments) or XLSX (a rules sheet). */
export function bindingTemplate(format: CardImportFormat, locale: LocaleCode) {
  const texts = localeResources[locale].security.import;
  return writeRowImportTemplate(format, {
    baseName: `binding-template-${locale}`,
    header: [texts.columns.iccid, texts.columns.imei],
    example: exampleRow,
    rules: [texts.rules.title, ...ruleKeys.map((key) => texts.rules[key])],
    sheetName: texts.sheetCards,
    rulesSheetName: texts.sheetRules,
  });
}
