import { localeCodes, type AnyCodeTable, type CodeValue, type LocaleCode } from '@simdesk/contract';
import { exportTranslator } from '../../../platform/tasks/export-texts';
import { headerKey } from './import-columns';

/** A code column's cell read back to its code, or undefined when it names none. */
export type CodeCellReader<Code extends CodeValue> = (text: string) => Code | undefined;

/**
 * Reads a code column: the code itself ("3") or its label in any of the console's locales ("纯电动", "Battery
 * electric"), compared as headers are (case, spaces and dashes ignored).
 */
export function codeCellReader<Code extends CodeValue>(table: {
  codes: readonly Code[];
  labelKeyOf(code: Code): string;
}): CodeCellReader<Code> {
  const codeByText = new Map<string, Code>();
  for (const code of table.codes) {
    codeByText.set(headerKey(String(code)), code);
    for (const locale of localeCodes) {
      codeByText.set(headerKey(exportTranslator(locale)(table.labelKeyOf(code))), code);
    }
  }
  return (text) => codeByText.get(headerKey(text));
}

/** The values a code column takes, for a template's rules: "1 = Production, 2 = Testing, …" in one locale. */
export function codeValuesText(table: AnyCodeTable, locale: LocaleCode): string {
  const translate = exportTranslator(locale);
  return table.codes.map((code) => `${code} = ${translate(table.labelKeyOf(code as never))}`).join(', ');
}
