import {
  cardImportColumns,
  localeCodes,
  luhnCheckDigit,
  type CardImportColumn,
  type LocaleCode,
} from '@simdesk/contract';
import { localeResources } from '@simdesk/contract/locale-resources';

type ImportTexts = (typeof localeResources)['en-US']['cardFiles']['import'];

/** The import texts of one locale (header names, rules, sheet names). */
export function importTexts(locale: LocaleCode): ImportTexts {
  return localeResources[locale].cardFiles.import;
}

/** A header cell as it is compared: no BOM, no spaces or underscores, lower case. */
export function headerKey(text: string): string {
  return text
    .replace(/^\uFEFF/, '')
    .replace(/[\s_-]/g, '')
    .toLowerCase();
}

/**
 * Reads a header row against an import's columns, each cell matched to the column it names in any locale (a
 * template downloaded in Chinese, filled in by a colleague in English); unknown headers are left out (undefined).
 */
export function headerReader<Column extends string>(
  columns: readonly Column[],
  titleOf: (locale: LocaleCode, column: Column) => string,
): (cells: readonly string[]) => (Column | undefined)[] {
  const columnByHeader = new Map<string, Column>();
  for (const column of columns) {
    columnByHeader.set(headerKey(column), column);
    for (const locale of localeCodes) columnByHeader.set(headerKey(titleOf(locale, column)), column);
  }
  return (cells) => cells.map((cell) => columnByHeader.get(headerKey(cell)));
}

/** Which card import column each header cell names. */
export const readHeader = headerReader(
  cardImportColumns,
  (locale, column) => importTexts(locale).columns[column],
);

/** The template's example row: a well-formed card that an import recognises and leaves out. */
const examplePayload = '8986000000000000000';
export const exampleRow: Readonly<Record<CardImportColumn, string>> = {
  iccid: `${examplePayload}${luhnCheckDigit(examplePayload)}`,
  msisdn: '1064800000000',
  imsi: '460000000000000',
  cardStatus: '7',
  orgId: '',
  ratePlan: 'IoT 100MB',
  remark: '',
};
