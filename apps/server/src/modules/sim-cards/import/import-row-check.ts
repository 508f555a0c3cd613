import {
  cardStatus,
  identifierPatterns,
  normalizeIdentifier,
  type CardImportConfig,
  type CardStatusCode,
  hasValidLuhnCheckDigit,
} from '@simdesk/contract';
import { exampleRow } from './import-columns';
import type { ImportRecord } from './import-file-reader';

/** A row whose cells are well formed; whether it may land is decided against the database next. */
export interface CardCandidate {
  rowNumber: number;
  iccid: string;
  msisdn: string | null;
  imsi: string | null;
  /** Null: the company's default for a new card, unchanged for an updated one. */
  cardStatus: CardStatusCode | null;
  orgId: number | null;
  ratePlan: string | null;
  remark: string | null;
}

export type RowCheck = { candidate: CardCandidate } | { reason: string } | { example: true };

const statusCodes = new Set<number>(Object.values(cardStatus.byName));

/** Shape checks of one row; `checksum` follows the company's "validate the ICCID check digit" setting. */
export function checkRow(
  record: ImportRecord,
  settings: Pick<CardImportConfig, 'validateIccidChecksum'>,
): RowCheck {
  if (record.problem) return { reason: record.problem };
  const { cells } = record;
  if (!cells.iccid) return { reason: 'the ICCID is missing' };
  const iccid = normalizeIdentifier('iccid', cells.iccid);
  if (iccid === exampleRow.iccid) return { example: true };
  if (!identifierPatterns.iccid.test(iccid)) {
    return { reason: `ICCID "${cells.iccid}" is not 19 or 20 digits or capital letters` };
  }
  if (settings.validateIccidChecksum && /^\d+$/.test(iccid) && !hasValidLuhnCheckDigit(iccid)) {
    return { reason: `ICCID "${cells.iccid}" fails its check digit` };
  }
  const msisdn = cells.msisdn ? normalizeIdentifier('msisdn', cells.msisdn) : null;
  if (msisdn !== null && !identifierPatterns.msisdn.test(msisdn)) {
    return { reason: `MSISDN "${cells.msisdn}" is not 11 to 15 digits` };
  }
  const imsi = cells.imsi ? normalizeIdentifier('imsi', cells.imsi) : null;
  if (imsi !== null && !identifierPatterns.imsi.test(imsi)) {
    return { reason: `IMSI "${cells.imsi}" is not 15 digits` };
  }
  let status: CardStatusCode | null = null;
  if (cells.cardStatus) {
    const code = Number(cells.cardStatus);
    if (!/^\d{1,2}$/.test(cells.cardStatus) || !statusCodes.has(code)) {
      return { reason: `card status "${cells.cardStatus}" is not a status code` };
    }
    status = code as CardStatusCode;
  }
  let orgId: number | null = null;
  if (cells.orgId) {
    if (!/^[1-9]\d{0,9}$/.test(cells.orgId) || Number(cells.orgId) > 2_147_483_647) {
      return { reason: `org ID "${cells.orgId}" is not an org id` };
    }
    orgId = Number(cells.orgId);
  }
  return {
    candidate: {
      rowNumber: record.rowNumber,
      iccid,
      msisdn,
      imsi,
      cardStatus: status,
      orgId,
      ratePlan: cells.ratePlan?.slice(0, 64) ?? null,
      remark: cells.remark?.slice(0, 200) ?? null,
    },
  };
}
