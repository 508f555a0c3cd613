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

// A file's header may be in any locale (a template downloaded in Chinese, filled in by a colleague in English).
const columnByHeader = new Map<string, CardImportColumn>();
for (const column of cardImportColumns) {
  columnByHeader.set(headerKey(column), column);
  for (const locale of localeCodes)
    columnByHeader.set(headerKey(importTexts(locale).columns[column]), column);
}

/** Which column each header cell names; unknown headers are left out (undefined). */
export function readHeader(cells: readonly string[]): (CardImportColumn | undefined)[] {
  return cells.map((cell) => columnByHeader.get(headerKey(cell)));
}

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
