// -9106: what the front's fields say against each other. The number (GB 11643) carries the birth date, the sex
// (17th digit: odd for men) and a check character; an edited number breaks one of them, and a pasted-in
// number often reads with a confidence unlike the rest of the card's print.
import { identityNumberBirthDate, identityNumberCheckCharacter } from '@simdesk/contract/rules';
import { median } from '../image/statistics';
import type { IdCardFrontField, IdCardFrontReading } from '../id-card-fields';
import {
  documentWarningCode,
  warningIf,
  type DocumentWarning,
  type DocumentWarningReason,
} from './document-warnings';

export type Agreement = 'matches' | 'differs' | 'unreadable';

/** What the number says, each finding on its own (the module may show them apart from the warning). */
export interface IdNumberFindings {
  /** The 18th character against the GB 11643 check of the first 17. */
  checkDigit: 'valid' | 'invalid' | 'unreadable';
  /** The birth date in the number against the printed 出生 field. */
  birthDate: Agreement;
  /** The sex digit against the printed 性别 field. */
  sex: Agreement;
  /** The number's read confidence against the median of the other fields'. */
  confidence: 'usual' | 'anomalously-low';
}

// How far below the other fields' median the number's confidence may fall before it is suspicious.
const confidenceGap = 0.2;

function agreement(fromNumber: string | undefined, printed: string): Agreement {
  if (!fromNumber || !printed) return 'unreadable';
  return fromNumber === printed ? 'matches' : 'differs';
}

/** The findings of the number of a front reading. */
export function idNumberFindings(reading: IdCardFrontReading): IdNumberFindings {
  const number = reading.idNumber;
  const expected = identityNumberCheckCharacter(number);
  const sexDigit = /^\d{16}(\d)/.exec(number)?.[1];
  const sexFromNumber = sexDigit === undefined ? undefined : Number(sexDigit) % 2 === 1 ? '男' : '女';
  const others = (Object.keys(reading.confidence) as IdCardFrontField[])
    .filter((field) => field !== 'idNumber' && reading[field] !== '')
    .map((field) => reading.confidence[field]);
  const lowConfidence =
    number !== '' && others.length > 0 && reading.confidence.idNumber < median(others) - confidenceGap;
  return {
    checkDigit: expected === undefined ? 'unreadable' : expected === number[17] ? 'valid' : 'invalid',
    birthDate: agreement(identityNumberBirthDate(number), reading.birthDate),
    sex: agreement(sexFromNumber, reading.sex),
    confidence: lowConfidence ? 'anomalously-low' : 'usual',
  };
}

/** The -9106 warning the findings call for; a number that could not be read at all raises none. */
export function checkTampering(findings: IdNumberFindings): DocumentWarning[] {
  const reasons: DocumentWarningReason[] = [];
  if (findings.checkDigit === 'invalid') reasons.push('id-number-check-digit');
  if (findings.birthDate === 'differs') reasons.push('birth-date-differs');
  if (findings.sex === 'differs') reasons.push('sex-differs');
  if (findings.confidence === 'anomalously-low') reasons.push('id-number-confidence-low');
  return warningIf(documentWarningCode.tampering, reasons);
}
