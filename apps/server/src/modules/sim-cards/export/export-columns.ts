import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  carrier,
  simCardColumnKeys,
  cardStatus,
  realNameStatus,
  vehicleStatus,
  type SimCardColumnKey,
} from '@simdesk/contract';
import { formulaStartCharacters, neutralizeFormula } from '../../../platform/files/spreadsheet-cell';
import { companies, organizations } from '../../../platform/database/schema';
import { simCards } from '../schema/cards-schema';
import type { ExportTranslate } from '../../../platform/tasks/export-texts';

/** What a column's cell is built from: the export's texts and the clock its dates are shown in. */
interface CellContext {
  translate: ExportTranslate;
  timeZone: string;
}

interface ExportColumn {
  /** The header's text key; the list's column title unless the file needs more (a unit). */
  headerKey: string;
  /** Width in characters (XLSX). */
  width: number;
  /** The cell as SQL, so a CSV export streams straight out of COPY and XLSX reads ready cells. */
  cell(context: CellContext): SQL;
}

// The formula rule's characters by code point (ascii() answers the first one's, 0 for empty text); text in
// PostgreSQL holds no NUL, so the SQL side leaves that one out.
const formulaStartCodes = formulaStartCharacters
  .filter((character) => character !== '\0')
  .map((character) => character.charCodeAt(0));

/**
 * Byte-wise bounds that hold every formula start character and the empty text: a text below `below` or from
 * `from` to `to` may need the exact test, any other (a digit, a letter, CJK) is written as it is. Two cheap
 * comparisons spare most cells the exact one (a tenth of a 1M-card export's time in PostgreSQL).
 */
export const possibleFormulaStart = { below: '0', from: '=', to: 'A' } as const;

const formulaCodes = sql.raw(formulaStartCodes.join(', '));

/** Text as a cell: empty as no value, and the formula rule of every file we write (a leading '). */
function textCell(value: AnyPgColumn | SQL): SQL {
  const exact = sql`case when ascii(${value}) in (${formulaCodes}) then '''' || ${value} else nullif(${value}, '') end`;
  const { below, from, to } = possibleFormulaStart;
  return sql`case when ${value} collate "C" < ${below} or ${value} collate "C" between ${from} and ${to}
    then ${exact} else ${value} end`;
}

interface TranslatedCodes {
  codes: readonly number[];
  labelKeyOf(code: never): string;
}

/** A code as its text in the export's locale; an unknown code (newer than this server) is written as the code. */
function codeCell(table: TranslatedCodes, column: AnyPgColumn, translate: ExportTranslate): SQL {
  const labelKeyOf = table.labelKeyOf as (code: number) => string;
  const branches = table.codes.map((code) => {
    const key = labelKeyOf(code);
    const text = translate(key);
    return sql`when ${sql.raw(String(code))} then ${neutralizeFormula(text === key ? String(code) : text)}::text`;
  });
  return sql`case ${column} ${sql.join(branches, sql` `)} else ${column}::text end`;
}

/**
 * A moment as formatDateTime writes it (YYYY-MM-DD HH:mm:ss), on the server's clock: in the ISO DateStyle the
 * drivers rely on, a timestamp prints so, at twice the speed of to_char.
 */
function dateCell(column: AnyPgColumn, timeZone: string): SQL {
  return sql`date_trunc('second', ${column} at time zone ${timeZone}::text)::text`;
}

const listTitle = (key: string) => `cards:columns.${key}`;
const textColumn = (key: string, width: number, column: AnyPgColumn): ExportColumn => ({
  headerKey: listTitle(key),
  width,
  cell: () => textCell(column),
});

/** Every column an export can write, by the list's column key. */
const exportColumns: Record<SimCardColumnKey, ExportColumn> = {
  iccid: textColumn('iccid', 24, simCards.iccid),
  msisdn: textColumn('msisdn', 16, simCards.msisdn),
  imsi: textColumn('imsi', 18, simCards.imsi),
  cardStatus: {
    headerKey: listTitle('cardStatus'),
    width: 14,
    cell: ({ translate }) => codeCell(cardStatus, simCards.cardStatus, translate),
  },
  realNameStatus: {
    headerKey: listTitle('realNameStatus'),
    width: 16,
    cell: ({ translate }) => codeCell(realNameStatus, simCards.realNameStatus, translate),
  },
  carrier: {
    headerKey: listTitle('carrier'),
    width: 16,
    cell: ({ translate }) => codeCell(carrier, simCards.carrier, translate),
  },
  company: textColumn('company', 24, companies.name),
  org: textColumn('org', 20, organizations.name),
  imei: textColumn('imei', 18, simCards.imei),
  vin: textColumn('vin', 20, simCards.vin),
  vehicleStatus: {
    headerKey: listTitle('vehicleStatus'),
    width: 14,
    cell: ({ translate }) => codeCell(vehicleStatus, simCards.vehicleStatus, translate),
  },
  ratePlan: textColumn('ratePlan', 16, simCards.ratePlan),
  activatedAt: {
    headerKey: listTitle('activatedAt'),
    width: 20,
    cell: ({ timeZone }) => dateCell(simCards.activatedAt, timeZone),
  },
  openedAt: {
    headerKey: listTitle('openedAt'),
    width: 20,
    cell: ({ timeZone }) => dateCell(simCards.openedAt, timeZone),
  },
  dataUsedMonth: {
    headerKey: 'cardFiles:export.headers.dataUsedMonth',
    width: 14,
    // MB with two decimals, written as a number (float8 prints the shortest text, as JavaScript does). In float8,
    // not numeric (half the time): KB × 100 / 1024 is exact below 2^53, so adding a half and flooring rounds
    // half up exactly, as round(numeric) does for usage, which is never negative.
    cell: () =>
      sql`floor(${simCards.dataUsedMonthKilobytes}::float8 * 100 / 1024 + 0.5) / 100`.mapWith(Number),
  },
  // Commas separate tags in every card file (a tag may not contain one).
  tags: {
    headerKey: listTitle('tags'),
    width: 20,
    // Joined once per card: the formula rule looks at the first tag (a tag is never empty), no tags is no value.
    cell: () => {
      const joined = sql`array_to_string(${simCards.tags}, ',')`;
      return sql`case when cardinality(${simCards.tags}) = 0 then null
        when ascii(${simCards.tags}[1]) in (${formulaCodes}) then '''' || ${joined} else ${joined} end`;
    },
  },
  remark: textColumn('remark', 30, simCards.remark),
};

/** The chosen columns once each, in the list's order. */
export function orderedExportColumns(chosen: readonly SimCardColumnKey[]): SimCardColumnKey[] {
  return simCardColumnKeys.filter((key) => chosen.includes(key));
}

/** The clock dates are written on: the server's, as formatDateTime uses it. */
const serverTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The header, widths and cells (as SQL, in file order) of an export with these columns, in this locale. */
export function exportLayout(columns: readonly SimCardColumnKey[], translate: ExportTranslate) {
  const chosen = orderedExportColumns(columns).map((key) => exportColumns[key]);
  const context = { translate, timeZone: serverTimeZone() };
  return {
    header: chosen.map((column) => translate(column.headerKey)),
    columnWidths: chosen.map((column) => column.width),
    cells: chosen.map((column) => column.cell(context)),
  };
}
