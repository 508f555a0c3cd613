import {
  carrier,
  simCardColumnKeys,
  cardStatus,
  formatDateTime,
  realNameStatus,
  vehicleStatus,
  type SimCardColumnKey,
  type CarrierCode,
  type CardStatusCode,
  type RealNameStatusCode,
  type VehicleStatusCode,
} from '@simdesk/contract';
import type { SpreadsheetCell } from '../../../platform/files/spreadsheet-cell';
import type { ExportTranslate } from './export-texts';

/** One card as the export reads it: the list's columns, raw. */
export interface ExportedCard {
  id: number;
  companyName: string | null;
  orgName: string | null;
  carrier: number;
  iccid: string;
  msisdn: string | null;
  imsi: string | null;
  imei: string | null;
  cardStatus: number;
  realNameStatus: number;
  vehicleStatus: number | null;
  vin: string | null;
  openedAt: Date | null;
  activatedAt: Date | null;
  ratePlan: string | null;
  dataUsedMonthKilobytes: number;
  remark: string | null;
  tags: string[];
}

interface ExportColumn {
  /** The header's text key; the list's column title unless the file needs more (a unit). */
  headerKey: string;
  /** Width in characters (XLSX). */
  width: number;
  cell(card: ExportedCard, translate: ExportTranslate): SpreadsheetCell;
}

const dateCell = (value: Date | null) => (value === null ? null : formatDateTime(value));
const listTitle = (key: string) => `cards:columns.${key}`;
// Codes as their text: an unknown code (newer than this server) is written as the code.
const codeText = (translate: ExportTranslate, key: string, code: number) => {
  const text = translate(key);
  return text === key ? String(code) : text;
};

/** Every column an export can write, by the list's column key. */
const exportColumns: Record<SimCardColumnKey, ExportColumn> = {
  iccid: { headerKey: listTitle('iccid'), width: 24, cell: (card) => card.iccid },
  msisdn: { headerKey: listTitle('msisdn'), width: 16, cell: (card) => card.msisdn },
  imsi: { headerKey: listTitle('imsi'), width: 18, cell: (card) => card.imsi },
  cardStatus: {
    headerKey: listTitle('cardStatus'),
    width: 14,
    cell: (card, t) => codeText(t, cardStatus.labelKeyOf(card.cardStatus as CardStatusCode), card.cardStatus),
  },
  realNameStatus: {
    headerKey: listTitle('realNameStatus'),
    width: 16,
    cell: (card, t) =>
      codeText(t, realNameStatus.labelKeyOf(card.realNameStatus as RealNameStatusCode), card.realNameStatus),
  },
  carrier: {
    headerKey: listTitle('carrier'),
    width: 16,
    cell: (card, t) => codeText(t, carrier.labelKeyOf(card.carrier as CarrierCode), card.carrier),
  },
  company: { headerKey: listTitle('company'), width: 24, cell: (card) => card.companyName },
  org: { headerKey: listTitle('org'), width: 20, cell: (card) => card.orgName },
  imei: { headerKey: listTitle('imei'), width: 18, cell: (card) => card.imei },
  vin: { headerKey: listTitle('vin'), width: 20, cell: (card) => card.vin },
  vehicleStatus: {
    headerKey: listTitle('vehicleStatus'),
    width: 14,
    cell: (card, t) =>
      card.vehicleStatus === null
        ? null
        : codeText(t, vehicleStatus.labelKeyOf(card.vehicleStatus as VehicleStatusCode), card.vehicleStatus),
  },
  ratePlan: { headerKey: listTitle('ratePlan'), width: 16, cell: (card) => card.ratePlan },
  activatedAt: { headerKey: listTitle('activatedAt'), width: 20, cell: (card) => dateCell(card.activatedAt) },
  openedAt: { headerKey: listTitle('openedAt'), width: 20, cell: (card) => dateCell(card.openedAt) },
  dataUsedMonth: {
    headerKey: 'cardFiles:export.headers.dataUsedMonth',
    width: 14,
    cell: (card) => Math.round((card.dataUsedMonthKilobytes / 1024) * 100) / 100,
  },
  // Commas separate tags in every card file (a tag may not contain one).
  tags: { headerKey: listTitle('tags'), width: 20, cell: (card) => card.tags.join(',') },
  remark: { headerKey: listTitle('remark'), width: 30, cell: (card) => card.remark },
};

/** The chosen columns once each, in the list's order. */
export function orderedExportColumns(chosen: readonly SimCardColumnKey[]): SimCardColumnKey[] {
  return simCardColumnKeys.filter((key) => chosen.includes(key));
}

/** The header, widths and row maker of an export with these columns, in this locale. */
export function exportLayout(columns: readonly SimCardColumnKey[], translate: ExportTranslate) {
  const chosen = orderedExportColumns(columns).map((key) => exportColumns[key]);
  return {
    header: chosen.map((column) => translate(column.headerKey)),
    columnWidths: chosen.map((column) => column.width),
    row: (card: ExportedCard): SpreadsheetCell[] => chosen.map((column) => column.cell(card, translate)),
  };
}
